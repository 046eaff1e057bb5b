import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { closedMessage, jstDay, type OrderingPeriod, orderingStatus } from '@/core/ordering-hours';
import type { Db, Tx } from '../db/client';
import { orderingHours } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Who orders: a diner's order is taken until each period's last order; 代理注文 until it closes
 * (staff judge past ラストオーダー; outside the periods nobody cooks, decision 013).
 */
export type OrderTaker = 'diner' | 'staff';

/**
 * True in a statement when the company has ordering hours and `nowMs` is in none of them
 * (until each period's last order, or its closing for staff). Mirrors orderingStatus of
 * src/core/ordering-hours: a period of yesterday is open while its minutes, counted from
 * yesterday, run past 1440.
 */
export function orderingClosedSql(companyId: string, nowMs: number, taker: OrderTaker = 'diner'): SQL {
  const today = jstDay(nowMs);
  const minute = Math.floor((nowMs - today.startMs) / 60_000);
  const todayBit = 1 << today.weekday;
  const yesterdayBit = 1 << ((today.weekday + 6) % 7);
  const ends = taker === 'diner' ? sql`coalesce(h.last_order_at, h.closes_at)` : sql`h.closes_at`;
  return sql`(exists (select 1 from ${orderingHours} where company_id = ${companyId}) and not exists (
    select 1 from ${orderingHours} h where h.company_id = ${companyId} and (
      (h.days & ${todayBit}::int) <> 0 and h.opens_at <= ${minute}::int and ${minute}::int < ${ends}
      or (h.days & ${yesterdayBit}::int) <> 0 and h.opens_at <= ${minute + 1440}::int and ${minute + 1440}::int < ${ends})))`;
}

/** A company's ordering hours in their order. */
export async function readOrderingHours(db: Db | Tx, companyId: string): Promise<OrderingPeriod[]> {
  return db
    .select({
      days: orderingHours.days,
      opensAt: orderingHours.opensAt,
      closesAt: orderingHours.closesAt,
      lastOrderAt: orderingHours.lastOrderAt,
    })
    .from(orderingHours)
    .where(eq(orderingHours.companyId, companyId))
    .orderBy(asc(orderingHours.sortOrder));
}

/** The refusal of an order or a cart addition outside the hours, with the next opening. */
export async function orderingClosedError(db: Db | Tx, companyId: string, nowMs: number, taker: OrderTaker = 'diner'): Promise<AppError> {
  const periods = await readOrderingHours(db, companyId);
  const status = orderingStatus(taker === 'diner' ? periods : periods.map((p) => ({ ...p, lastOrderAt: null })), nowMs);
  const message = status.isOpen ? '只今、ご注文の受付時間外です。' : closedMessage(status, nowMs);
  return new AppError(409, 'ORDERING_CLOSED', message);
}
