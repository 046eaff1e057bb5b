import type { Order } from '@/core/contracts/orders';
import { formatYen } from '@/core/format';
import { lineTitle, optionKey } from '@/core/item-options';
import type { StaffOrderInput } from '@/core/schemas/orders';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import type { CompanyUser } from '../../http/env';
import { type EnteredLine, placeSeatOrder } from '../../ordering/place-seat-order';
import type { StaffPush } from '../../push/staff-push';

/**
 * 代理注文: an order a member enters for guests without a phone. It goes through the one order
 * path of every seat (placeSeatOrder), so it is priced, checked, numbered, alerted, shown to the
 * seat's phones and pushed exactly like a diner's — the browser sends only items, choices and
 * quantities — and the seat's shared cart is left alone. The operation history names who entered
 * it. The same request key twice returns the order placed with it.
 */
export async function placeStaffOrder(
  db: Db,
  user: CompanyUser,
  input: StaffOrderInput,
  push?: StaffPush,
): Promise<{ order: Order; isNew: boolean }> {
  const source = { kind: 'entered', lines: mergeLines(input.items) } as const;
  const placing = { companyId: user.companyId, seatId: input.seatId, source, note: input.note, requestKey: input.requestKey };
  return placeSeatOrder(db, placing, {
    push,
    record: (tx, order) =>
      recordOperation(tx, actorOf(user), {
        operationType: 'order.staff-create',
        targetType: 'order',
        targetId: order.id,
        // name: how the history screen labels the entry.
        detail: {
          name: `${order.seatName} ${order.items.map((l) => `${lineTitle(l)} ×${l.quantity}`).join('、')}（${formatYen(order.totalAmount)}）`,
          seatName: order.seatName,
          totalAmount: order.totalAmount,
        },
      }),
  });
}

/** The same item with the same choices entered twice is one line of both quantities, where it first appeared. */
function mergeLines(items: StaffOrderInput['items']): EnteredLine[] {
  const lines = new Map<string, EnteredLine>();
  for (const item of items) {
    const key = optionKey(item.choiceIds);
    const line = lines.get(`${item.itemId}~${key}`);
    if (line) line.quantity += item.quantity;
    else lines.set(`${item.itemId}~${key}`, { itemId: item.itemId, optionKey: key, quantity: item.quantity });
  }
  return [...lines.values()];
}
