import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { newSeatToken } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';
import { seatNotFound } from './seat-not-found';

/** A new token retires the printed QR code: open diner pages of the old one are told so. */
export async function regenerateSeatToken(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(seats)
      .set({ token: newSeatToken() })
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishEvents(tx, user.companyId, [
      { topic: `seat:${id}`, type: 'seat.revoked' },
      { topic: 'company', type: 'seat.changed', data: { id } },
    ]);
  });
}
