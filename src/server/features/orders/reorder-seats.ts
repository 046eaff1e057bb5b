import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { publishEvents } from '../../realtime/publish';

/** The order of the seats, as dragged; ids of other companies change nothing. */
export async function reorderSeats(db: Db, user: CompanyUser, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(seats)
        .set({ sortOrder: index })
        .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)));
    }
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat.changed' }]);
  });
}
