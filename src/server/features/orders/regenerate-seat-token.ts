import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { newSeatToken, seatNotFound } from '../../ordering/seats';
import { publishSeatRevoked } from './seat-revoked';

/** A new token retires the printed QR code: open diner pages of the old one are told so. */
export async function regenerateSeatToken(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(seats)
      .set({ token: newSeatToken() })
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishSeatRevoked(tx, user.companyId, id);
  });
}
