import { and, eq } from 'drizzle-orm';
import { seatInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { applyPatch } from '../../http/patch';
import { seatNotFound } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

/**
 * A partial change: a rename alone keeps the seat's translations, and the other way round. The
 * change reaches the staff screens and the seat's open diner pages (they read the seat's menu again).
 */
export async function updateSeat(db: Db, user: CompanyUser, id: string, patch: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const where = and(eq(seats.companyId, user.companyId), eq(seats.id, id));
    const [current] = await tx.select({ name: seats.name, translations: seats.translations }).from(seats).where(where).for('update');
    if (!current) throw seatNotFound();
    const { name, translations } = applyPatch(seatInput, current, patch);
    await tx.update(seats).set({ name, translations }).where(where);
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'seat.changed', data: { id } },
      { topic: `seat:${id}`, type: 'seat.changed', data: { name } },
    ]);
  });
}
