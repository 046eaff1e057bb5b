import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { seatNotFound } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

/** The new name reaches the staff screens and the seat's open diner pages. */
export async function renameSeat(db: Db, user: CompanyUser, id: string, name: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(seats)
      .set({ name })
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'seat.changed', data: { id } },
      { topic: `seat:${id}`, type: 'seat.changed', data: { name } },
    ]);
  });
}
