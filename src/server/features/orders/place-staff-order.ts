import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '@/core/api-types';
import { formatYen } from '@/core/format';
import type { StaffOrderInput } from '@/core/schemas/orders';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { menuItems, orders, seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { toOrderView } from '../../ordering/orders';
import { publishEvents } from '../../realtime/publish';
import { seatNotFound } from './seat-not-found';

/**
 * 代理注文: an order a member enters for guests without a phone. It becomes an order of the seat
 * exactly like a diner's — priced from the menu on the server (the browser sends only items and
 * quantities), numbered the same way, alerted and shown to the seat's phones — and the operation
 * history names who entered it. The seat's shared cart is left alone. The same request key
 * twice returns the order placed with it.
 */
export async function placeStaffOrder(db: Db, user: CompanyUser, input: StaffOrderInput): Promise<{ order: Order; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [seat] = await tx
      .select()
      .from(seats)
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, input.seatId)))
      .for('update');
    if (!seat) throw seatNotFound();
    const [previous] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, user.companyId), eq(orders.seatId, seat.id), eq(orders.requestKey, input.requestKey)));
    if (previous) return { order: toOrderView(previous), isNew: false };

    const quantities = new Map<string, number>();
    for (const line of input.items) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
    const found = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.companyId, user.companyId), inArray(menuItems.id, [...quantities.keys()])));
    if (found.length !== quantities.size) throw new AppError(404, 'ITEM_NOT_FOUND', 'メニューにない商品が含まれています');
    const soldOut = found.filter((item) => item.isSoldOut).map((item) => item.name);
    if (soldOut.length > 0) throw new AppError(409, 'SOLD_OUT', `売り切れの商品があります: ${soldOut.join('、')}`);
    const byId = new Map(found.map((item) => [item.id, item]));
    const items = [...quantities].map(([itemId, quantity]) => {
      const item = byId.get(itemId) as (typeof found)[number];
      return { itemId, name: item.name, price: item.price, quantity };
    });

    const [last] = await tx
      .select({ at: sql<number | null>`max(${orders.createdAtMs})` })
      .from(orders)
      .where(eq(orders.seatId, seat.id));
    const at = Math.max(Date.now(), Number(last?.at ?? 0) + 1);
    const [row] = await tx
      .insert(orders)
      .values({
        id: crypto.randomUUID(),
        companyId: user.companyId,
        seatId: seat.id,
        orderNo: String(at),
        seatName: seat.name,
        items,
        totalAmount: items.reduce((sum, line) => sum + line.price * line.quantity, 0),
        note: input.note,
        requestKey: input.requestKey,
        createdAtMs: at,
      })
      .returning();
    const order = toOrderView(row as typeof orders.$inferSelect);
    await recordOperation(tx, actorOf(user), {
      operationType: 'order.staff-create',
      targetType: 'order',
      targetId: order.id,
      // name: how the history screen labels the entry.
      detail: {
        name: `${seat.name} ${items.map((l) => `${l.name} ×${l.quantity}`).join('、')}（${formatYen(order.totalAmount)}）`,
        seatName: seat.name,
        totalAmount: order.totalAmount,
      },
    });
    await publishEvents(tx, user.companyId, [
      { topic: `seat:${seat.id}`, type: 'order.created', data: { id: order.id } },
      { topic: 'company', type: 'order.created', data: order },
    ]);
    return { order, isNew: true };
  });
}
