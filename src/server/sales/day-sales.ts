import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { plainDate } from '@/core/calendar';
import { businessDayOf, businessDayRange, businessDayStartHour, type PaymentRow, summarizePayments } from '@/core/sales-report';
import type { Db } from '../db/client';
import { seatPayments, seats, seatVisits } from '../db/schema';
import { readOrderingHours } from '../ordering/ordering-hours-sql';
import type { TimeRange } from './order-lines';

/**
 * The 会計 of a restaurant's business days as stored, for 売上日報 and for the 仕訳CSV's 店舗売上:
 * one reading of seat_payments and their visits, summed by core/sales-report.
 */

/** The company's business day start (from its ordering hours) and its number of seats. */
export async function storeOf(db: Db, companyId: string) {
  const [periods, [seatCount]] = await Promise.all([
    readOrderingHours(db, companyId),
    db.select({ count: sql<number>`count(*)::int` }).from(seats).where(eq(seats.companyId, companyId)),
  ]);
  return { startHour: businessDayStartHour(periods), seats: seatCount?.count ?? 0 };
}

/** The 会計 of a span with the guests of their visits, as stored: the report adds nothing up itself. */
export async function paymentsIn(db: Db, companyId: string, range: TimeRange): Promise<PaymentRow[]> {
  const rows = await db
    .select({
      id: seatPayments.id,
      visitId: seatPayments.visitId,
      adults: seatVisits.adults,
      children: seatVisits.children,
      total: seatPayments.total,
      tax: seatPayments.tax,
      discountAmount: seatPayments.discountAmount,
      serviceChargeAmount: seatPayments.serviceChargeAmount,
      cash: seatPayments.cash,
      card: seatPayments.card,
      qr: seatPayments.qr,
      other: seatPayments.other,
      paidAtMs: seatPayments.paidAtMs,
    })
    .from(seatPayments)
    .leftJoin(seatVisits, and(eq(seatVisits.id, seatPayments.visitId), eq(seatVisits.companyId, companyId)))
    .where(and(eq(seatPayments.companyId, companyId), gte(seatPayments.paidAtMs, range.fromMs), lt(seatPayments.paidAtMs, range.toMs)))
    .orderBy(seatPayments.paidAtMs, seatPayments.id);
  return rows.map(({ adults, children, ...r }) => ({ ...r, guests: adults === null ? null : adults + (children ?? 0) }));
}

/**
 * The 会計 of each business day from `from` to `to` (both included) that had any, summed as
 * 売上日報 sums them: for the 仕訳CSV's 店舗売上 entries.
 */
export async function salesPerBusinessDay(db: Db, companyId: string, from: string, to: string) {
  const { startHour } = await storeOf(db, companyId);
  const range = { fromMs: businessDayRange(plainDate(from), startHour).fromMs, toMs: businessDayRange(plainDate(to), startHour).toMs };
  const perDay = new Map<string, PaymentRow[]>();
  for (const p of await paymentsIn(db, companyId, range)) {
    const day = businessDayOf(p.paidAtMs, startHour);
    perDay.set(day, [...(perDay.get(day) ?? []), p]);
  }
  return [...perDay.entries()].map(([date, rows]) => ({ date, summary: summarizePayments(rows) }));
}
