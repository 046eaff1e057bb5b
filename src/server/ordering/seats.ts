import { randomBytes } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companies, oems, seats } from '../db/schema';
import { AppError, notFound } from '../http/errors';

/** 128 random bits: the seat id of the diner URL and QR code is the capability to use it. */
export const newSeatToken = () => randomBytes(16).toString('base64url');

/** The one answer to staff for a seat that is not the company's (or no longer exists). */
export const seatNotFound = () => notFound('座席が見つかりません');

export const urlCheckError = () => new AppError(404, 'SEAT_NOT_FOUND', 'URLを確認してください');

/** The seat of a diner URL, only for an active restaurant (mobile-order) company. */
export type DinerSeat = Awaited<ReturnType<typeof findDinerSeat>>;

export async function findDinerSeat(db: Db | Tx, companyId: string, token: string) {
  const [row] = await db
    .select({ seat: seats, company: companies, oemType: oems.type, brand: { name: oems.name, bg: oems.bg, text: oems.text } })
    .from(seats)
    .innerJoin(companies, eq(companies.id, seats.companyId))
    .innerJoin(oems, eq(oems.id, companies.oemId))
    .where(and(eq(seats.companyId, companyId), eq(seats.token, token)));
  if (row?.oemType !== 'mobile-order' || row.company.status !== 'active') throw urlCheckError();
  return {
    seat: row.seat,
    company: {
      id: row.company.id,
      name: row.company.name,
      storeName: row.company.storeName,
      translations: row.company.translations,
      oemId: row.company.oemId,
    },
    brand: row.brand,
  };
}

/**
 * The seat of a diner URL as a subquery (id, name), for a statement that writes: it checks the
 * token, the company's status and the partner's type again in its own round trip (is_diner_seat_v1
 * of the database, the check place_order_v1 and add_to_cart_v1 make), so a seat looked up earlier
 * (or cached) can never let a retired QR code write. With `for update of s` it checks the token of
 * the row it locked.
 */
export function dinerSeatSql(companyId: string, seatId: string, token: string, lock: SQL = sql``): SQL {
  return sql`select s.id, s.name from ${seats} s
    where s.id = ${seatId} and s.company_id = ${companyId} and is_diner_seat_v1(s, ${token}::text) ${lock}`;
}
