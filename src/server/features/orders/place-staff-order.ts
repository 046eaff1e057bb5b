import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '@/core/contracts/orders';
import { formatYen } from '@/core/format';
import { lineTitle, optionKey } from '@/core/item-options';
import type { StaffOrderInput } from '@/core/schemas/orders';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { toOrderView } from '../../ordering/orders';
import { type EnteredLine, placeSeatOrder } from '../../ordering/place-seat-order';
import { readTableRules } from '../../ordering/seat-visits';
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
    record: async (tx, order) => {
      if (input.isTakeout) await markTakeout(tx, user.companyId, order);
      await recordOperation(tx, actorOf(user), {
        operationType: 'order.staff-create',
        targetType: 'order',
        targetId: order.id,
        // name: how the history screen labels the entry.
        detail: {
          name: `${order.seatName} ${order.items.map((l) => `${lineTitle(l)} ×${l.quantity}`).join('、')}（${formatYen(order.totalAmount)}）`,
          seatName: order.seatName,
          totalAmount: order.totalAmount,
          ...(input.isTakeout ? { isTakeout: true } : {}),
        },
      });
    },
  });
}

/**
 * お持ち帰り: where the store takes テイクアウト, the order's lines take each item's take-out rate
 * (軽減 8% for food, 10% for 酒類), as the bill and the receipt tax them. Refused otherwise, and the
 * order is not placed. The answer shows the order as marked.
 */
async function markTakeout(tx: Tx, companyId: string, order: Order) {
  if (!(await readTableRules(tx, companyId)).takeoutEnabled)
    throw new AppError(409, 'TAKEOUT_DISABLED', 'この店舗ではテイクアウトを受け付けていません（座席設定 › 来店とお通し）');
  const [row] = await tx
    .update(orders)
    .set({
      isTakeout: true,
      items: sql`(select jsonb_agg(e.line || jsonb_build_object('taxCategory', coalesce(m.takeout_tax_category, 'reduced')) order by e.ord)
        from jsonb_array_elements(${orders.items}) with ordinality as e(line, ord)
        left join menu_items m on m.id = e.line ->> 'itemId' and m.company_id = ${companyId})`,
    })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)))
    .returning();
  if (row) Object.assign(order, toOrderView(row));
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
