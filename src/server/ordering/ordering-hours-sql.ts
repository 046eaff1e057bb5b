import { and, asc, eq, gte } from 'drizzle-orm';
import { addDays, japanDateOf } from '@/core/calendar';
import { closedMessage, type OrderingException, type OrderingPeriod, orderingStatus } from '@/core/ordering-hours';
import type { Db, Tx } from '../db/client';
import { orderingExceptions, orderingHours } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Who orders: a diner's order is taken until each period's last order; 代理注文 until it closes
 * (staff judge past ラストオーダー; outside the periods nobody cooks, decision 013). Whether an order
 * or a cart addition is taken now is decided in the database, by ordering_closed_v1 (migration
 * 0031, the SQL mirror of orderingWindows of core); this file reads the hours and words the refusal.
 */
export type OrderTaker = 'diner' | 'staff';

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
  const yesterday = addDays(japanDateOf(nowMs), -1);
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
