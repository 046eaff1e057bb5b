import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import type { PrintableReceipt } from '@/core/contracts/printing';
import type { Db, Tx } from '../../db/client';
import { cartItems, type OrderLine, orders, seatRequests, seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { seatNotFound } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

/** The orders of a seat's guests as closed: what its receipt is built from. */
export type ClosedSeatSession = { seatName: string; orders: { items: OrderLine[] }[] };

/**
 * Issues a seat's receipt in the closing transaction; the app hands it over from the documents
 * feature (this feature does not reach into that one).
 */
export type SeatReceiptIssuer = {
  closeAndIssue(
    user: CompanyUser,
    addressee: string,
    close: (tx: Tx) => Promise<ClosedSeatSession>,
  ): Promise<{ id: string; number: string; total: number }>;
  pdf(user: CompanyUser, id: string): Promise<{ pdf: Buffer; fileName: string }>;
  printable(user: CompanyUser, id: string): Promise<PrintableReceipt>;
};

/**
 * 会計済み: the cart is emptied, the guests' open calls are answered and the next guests start
 * with an empty order history. Returns
 * the orders of the guests just closed (cancelled ones left out), read under the seat's lock.
 */
async function closeInTransaction(tx: Tx, user: CompanyUser, seatId: string): Promise<ClosedSeatSession> {
  const [seat] = await tx
    .select()
    .from(seats)
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, seatId)))
    .for('update');
  if (!seat) throw seatNotFound();
  const sessionOrders = await tx
    .select({ items: orders.items })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, user.companyId),
        eq(orders.seatId, seatId),
        gte(orders.createdAtMs, seat.sessionStartedAt),
        ne(orders.status, 'cancelled'),
      ),
    );
  await tx
    .update(seats)
    .set({ sessionStartedAt: Date.now() })
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, seatId)));
  await tx.delete(cartItems).where(eq(cartItems.seatId, seatId));
  // The guests have paid and left: their calls (お会計をお願いします above all) are answered.
  const answered = await tx
    .update(seatRequests)
    .set({ handledAtMs: Date.now(), handledBy: user.id })
    .where(and(eq(seatRequests.companyId, user.companyId), eq(seatRequests.seatId, seatId), isNull(seatRequests.handledAtMs)))
    .returning({ id: seatRequests.id });
  await publishEvents(tx, user.companyId, [
    { topic: `seat:${seatId}`, type: 'session.closed' },
    { topic: 'company', type: 'seat.changed', data: { id: seatId } },
    ...answered.map(({ id }) => ({ topic: 'company' as const, type: 'seat-request.handled' as const, data: { id } })),
  ]);
  return { seatName: seat.name, orders: sessionOrders };
}

export async function closeSeatSession(db: Db, user: CompanyUser, seatId: string) {
  await db.transaction((tx) => closeInTransaction(tx, user, seatId));
}

/** 会計済み with 領収書を発行: the seat is closed only if its receipt is issued too. */
export function closeSeatWithReceipt(receipts: SeatReceiptIssuer, user: CompanyUser, seatId: string, addressee: string) {
  return receipts.closeAndIssue(user, addressee, (tx) => closeInTransaction(tx, user, seatId));
}
