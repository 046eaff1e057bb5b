import { and, eq, max } from 'drizzle-orm';
import type { Order } from '@/core/api-types';
import type { Db } from '../../db/client';
import { cartItems, orders, seats } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toOrderView } from '../../ordering/orders';
import { publishEvents } from '../../realtime/publish';
import { cartChanged, readCart } from './cart';

type Seat = { id: string; companyId: string; name: string };

/**
 * One transaction: the order (prices from the menu), the emptied cart and the events for
 * the staff alert and the seat's phones. The seat row is locked so two phones ordering at
 * once are serialised; the order number is the time in ms, made unique within the seat.
 * The same request key returns the order already placed instead of a second one.
 */
export async function placeOrder(db: Db, seat: Seat, input: { note: string; requestKey: string }): Promise<Order> {
  return db.transaction(async (tx) => {
    await tx.select({ id: seats.id }).from(seats).where(eq(seats.id, seat.id)).for('update');
    const [previous] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.seatId, seat.id), eq(orders.requestKey, input.requestKey)));
    if (previous) return toOrderView(previous);

    const cart = await readCart(tx, { companyId: seat.companyId, seatId: seat.id });
    if (cart.items.length === 0) throw new AppError(400, 'EMPTY_CART', 'カートが空です');
    const soldOut = cart.items.filter((i) => i.isSoldOut);
    if (soldOut.length > 0) throw new AppError(409, 'SOLD_OUT', `売り切れの商品があります: ${soldOut.map((i) => i.name).join('、')}`);

    const [last] = await tx
      .select({ at: max(orders.createdAtMs) })
      .from(orders)
      .where(eq(orders.seatId, seat.id));
    const createdAtMs = Math.max(Date.now(), (last?.at ?? 0) + 1);
    const [row] = await tx
      .insert(orders)
      .values({
        id: crypto.randomUUID(),
        companyId: seat.companyId,
        seatId: seat.id,
        orderNo: String(createdAtMs),
        seatName: seat.name,
        items: cart.items.map((i) => ({ itemId: i.id, name: i.name, price: i.price, quantity: i.quantity })),
        totalAmount: cart.totalAmount,
        note: input.note,
        requestKey: input.requestKey,
        createdAtMs,
      })
      .returning();
    if (!row) throw new Error('order insert returned nothing');
    const order = toOrderView(row);

    const ref = { companyId: seat.companyId, seatId: seat.id };
    await tx.delete(cartItems).where(eq(cartItems.seatId, seat.id));
    await publishEvents(tx, seat.companyId, [
      cartChanged(ref),
      { topic: `seat:${seat.id}`, type: 'order.created', data: { id: order.id } },
      { topic: 'company', type: 'order.created', data: order },
    ]);
    return order;
  });
}
