import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companies, oems, seats } from '../db/schema';
import { AppError } from '../http/errors';

/** 128 random bits: the seat id of the diner URL and QR code is the capability to use it. */
export const newSeatToken = () => randomBytes(16).toString('base64url');

export const urlCheckError = () => new AppError(404, 'SEAT_NOT_FOUND', 'URLを確認してください');

/** The seat of a diner URL, only for an active restaurant (mobile-order) company. */
export type DinerSeat = Awaited<ReturnType<typeof findDinerSeat>>;

export async function findDinerSeat(db: Db | Tx, companyId: string, token: string) {
  const [row] = await db
    .select({ seat: seats, company: companies, oemType: oems.type })
    .from(seats)
    .innerJoin(companies, eq(companies.id, seats.companyId))
    .innerJoin(oems, eq(oems.id, companies.oemId))
    .where(and(eq(seats.companyId, companyId), eq(seats.token, token)));
  if (row?.oemType !== 'mobile-order' || row.company.status !== 'active') throw urlCheckError();
  return {
    seat: row.seat,
    company: { id: row.company.id, name: row.company.name, storeName: row.company.storeName, oemId: row.company.oemId },
  };
}
