import { eq, max } from 'drizzle-orm';
import type { SeatInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { newSeatToken } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

/** 座席設定: a new seat, last in the order, with its own QR token and its names in the diners' languages. */
export async function createSeat(db: Db, user: CompanyUser, { name, translations }: SeatInput) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(seats.sortOrder) })
      .from(seats)
      .where(eq(seats.companyId, user.companyId));
    await tx.insert(seats).values({
      id,
      companyId: user.companyId,
      name,
      translations,
      token: newSeatToken(),
      sortOrder: (last?.n ?? -1) + 1,
      sessionStartedAt: Date.now(),
    });
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat.changed', data: { id } }]);
  });
  return id;
}
