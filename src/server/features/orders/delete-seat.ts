import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { seatNotFound } from '../../ordering/seats';
import { publishSeatRevoked } from './seat-revoked';

/** Removes a seat and its cart, and ends its guests' visit; its open diner pages are told their QR code is gone. */
export async function deleteSeat(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.seatId, id));
    await tx
      .update(seatVisits)
      .set({ closedAtMs: Date.now(), closedBy: user.id })
      .where(and(eq(seatVisits.companyId, user.companyId), eq(seatVisits.seatId, id), isNull(seatVisits.closedAtMs)));
    const done = await tx
      .delete(seats)
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishSeatRevoked(tx, user.companyId, id);
  });
}
