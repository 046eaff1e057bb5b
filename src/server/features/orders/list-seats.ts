import { asc, eq } from 'drizzle-orm';
import type { Seat } from '@/core/contracts/seats';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { placementOf } from './place-seat';

/** The URL of a seat's QR code, on the partner's own host. */
export function dinerUrl(config: Config, user: Pick<CompanyUser, 'oemId' | 'companyId'>, token: string) {
  return `${originFor(config, user.oemId)}/mobile-order?companyId=${encodeURIComponent(user.companyId)}&seatId=${encodeURIComponent(token)}`;
}

/** 座席設定: the company's seats in their order, each with its diner URL. */
export async function listSeats(db: Db, config: Config, user: CompanyUser): Promise<Seat[]> {
  const rows = await db.select().from(seats).where(eq(seats.companyId, user.companyId)).orderBy(asc(seats.sortOrder), asc(seats.createdAt));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    translations: s.translations,
    token: s.token,
    sortOrder: s.sortOrder,
    dinerUrl: dinerUrl(config, user, s.token),
    sessionStartedAt: s.sessionStartedAt,
    placement: placementOf(s),
  }));
}
