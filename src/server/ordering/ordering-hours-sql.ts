import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import {
  closedMessage,
  everyDay,
  jstDateKey,
  jstDay,
  type OrderingException,
  type OrderingPeriod,
  orderingStatus,
} from '@/core/ordering-hours';
import type { Db, Tx } from '../db/client';
import { orderingExceptions, orderingHours } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Who orders: a diner's order is taken until each period's last order; 代理注文 until it closes
 * (staff judge past ラストオーダー; outside the periods nobody cooks, decision 013).
 */
export type OrderTaker = 'diner' | 'staff';

/**
 * True in a statement when `nowMs` is in none of the company's periods (until each period's last
 * order, or its closing for staff). Mirrors orderingWindows of src/core/ordering-hours: a date's
 * exception (臨時休業: a row without times) is taken over its weekday's periods, a period of
 * yesterday is open while its minutes, counted from yesterday, run past 1440, and a company
 * without weekly periods is open all day on a date without an exception.
 */
export function orderingClosedSql(companyId: string, nowMs: number, taker: OrderTaker = 'diner'): SQL {
  const today = jstDay(nowMs);
  const minute = Math.floor((nowMs - today.startMs) / 60_000);
  const days = [
    { back: 0, key: jstDateKey(today.startMs), bit: 1 << today.weekday },
    { back: 1440, key: jstDateKey(today.startMs - 1440 * 60_000), bit: 1 << ((today.weekday + 6) % 7) },
  ];
  const ends = taker === 'diner' ? sql`coalesce(p.last_order_at, p.closes_at)` : sql`p.closes_at`;
  const periodsOf = ({ back, key, bit }: (typeof days)[number]) => sql`
    select ${back}::int as back, opens_at, closes_at, last_order_at from dated where day = ${key}::date
    union all select ${back}::int, opens_at, closes_at, last_order_at from weekly
      where (days & ${bit}::int) <> 0 and not exists (select 1 from dated where day = ${key}::date)`;
  return sql`not exists (
    with dated as (
      select day, opens_at, closes_at, last_order_at from ${orderingExceptions}
      where company_id = ${companyId} and day in (${days[0]?.key}::date, ${days[1]?.key}::date)
    ), weekly as (
      select days, opens_at, closes_at, last_order_at from ${orderingHours} where company_id = ${companyId}
      union all select ${everyDay}::int, 0, 1440, null::int where not exists (select 1 from ${orderingHours} where company_id = ${companyId})
    ), periods as (${sql.join(days.map(periodsOf), sql` union all `)})
    select 1 from periods p where p.opens_at <= ${minute}::int + p.back and ${minute}::int + p.back < ${ends})`;
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

/** A company's dated exceptions from `fromDate` (YYYY-MM-DD) on, by date, periods in their order. */
export async function readOrderingExceptions(db: Db | Tx, companyId: string, fromDate: string): Promise<OrderingException[]> {
  const rows = await db
    .select()
    .from(orderingExceptions)
    .where(and(eq(orderingExceptions.companyId, companyId), gte(orderingExceptions.day, fromDate)))
    .orderBy(asc(orderingExceptions.day), asc(orderingExceptions.sortOrder));
  const byDate = new Map<string, OrderingException>();
  for (const row of rows) {
    const exception = byDate.get(row.day) ?? { date: row.day, periods: [] };
    byDate.set(row.day, exception);
    // 臨時休業 is one row without times.
    if (row.opensAt !== null && row.closesAt !== null) {
      exception.periods.push({ opensAt: row.opensAt, closesAt: row.closesAt, lastOrderAt: row.lastOrderAt });
    }
  }
  return [...byDate.values()];
}

/** The weekly periods and the exceptions that bear on `nowMs` and the week after it. */
export async function readOrderingRules(db: Db | Tx, companyId: string, nowMs: number) {
  const yesterday = jstDateKey(jstDay(nowMs).startMs - 1440 * 60_000);
  const [periods, exceptions] = await Promise.all([readOrderingHours(db, companyId), readOrderingExceptions(db, companyId, yesterday)]);
  return { periods, exceptions };
}

/** The refusal of an order or a cart addition outside the hours, with the next opening. */
export async function orderingClosedError(db: Db | Tx, companyId: string, nowMs: number, taker: OrderTaker = 'diner'): Promise<AppError> {
  const { periods, exceptions } = await readOrderingRules(db, companyId, nowMs);
  // Staff are taken until closing: their status ignores ラストオーダー.
  const untilClosing = <T extends { lastOrderAt: number | null }>(list: T[]): T[] =>
    taker === 'diner' ? list : list.map((p) => ({ ...p, lastOrderAt: null }));
  const status = orderingStatus(
    untilClosing(periods),
    nowMs,
    exceptions.map((e) => ({ ...e, periods: untilClosing(e.periods) })),
  );
  const message = status.isOpen ? '只今、ご注文の受付時間外です。' : closedMessage(status, nowMs);
  return new AppError(409, 'ORDERING_CLOSED', message);
}
