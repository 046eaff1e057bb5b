import { sql } from 'drizzle-orm';
import { type PlainDate, plainDate } from '@/core/calendar';
import type { DailyReport, MonthlyReport } from '@/core/contracts/sales-report';
import {
  abcRanking,
  businessDayOf,
  businessDayRange,
  daysOfMonth,
  hourSlotOf,
  type PaymentRow,
  type SalesSummary,
  slotLabel,
  summarizePayments,
  turnoverRate,
} from '@/core/sales-report';
import type { Db } from '../../db/client';
import { paymentsIn, storeOf } from '../../sales/day-sales';
import { averageServeSeconds, categorySales, itemSales, orderCounts } from '../../sales/order-lines';

const withTurnover = (summary: SalesSummary, seatCount: number) => ({ ...summary, turnover: turnoverRate(summary.groups, seatCount) });

/** 売上日報 of a business day (by default the one under way at `nowMs`). */
export async function dailyReport(db: Db, companyId: string, asked: string | undefined, nowMs = Date.now()): Promise<DailyReport> {
  const store = await storeOf(db, companyId);
  const date = asked ?? businessDayOf(nowMs, store.startHour);
  const range = businessDayRange(plainDate(date), store.startHour);
  const [payments, counts, items, categories, serveSeconds] = await Promise.all([
    paymentsIn(db, companyId, range),
    orderCounts(db, companyId, range),
    itemSales(db, companyId, range),
    categorySales(db, companyId, range),
    averageServeSeconds(db, companyId, range),
  ]);
  const salesBySlot = Array.from({ length: 24 }, () => 0);
  for (const p of payments) {
    const slot = hourSlotOf(p.paidAtMs, range.fromMs);
    salesBySlot[slot] = (salesBySlot[slot] ?? 0) + p.total;
  }
  return {
    date,
    startHour: store.startHour,
    ...range,
    seats: store.seats,
    summary: withTurnover(summarizePayments(payments), store.seats),
    cancellations: counts.cancellations,
    averageServeSeconds: serveSeconds,
    byHour: salesBySlot.map((sales, slot) => ({ slot, label: slotLabel(slot, store.startHour), sales, orders: counts.bySlot[slot] ?? 0 })),
    byCategory: categories,
    byItem: abcRanking(items),
  };
}

/** 月報: each business day of a month, and the month's total, from one read of its payments. */
export async function monthlyReport(db: Db, companyId: string, month: string): Promise<MonthlyReport> {
  const store = await storeOf(db, companyId);
  const days = daysOfMonth(month);
  const first = days[0] as PlainDate;
  const last = days[days.length - 1] as PlainDate;
  const range = { fromMs: businessDayRange(first, store.startHour).fromMs, toMs: businessDayRange(last, store.startHour).toMs };
  // The business day of an order, as businessDayOf reads it: its JST date once the start hour is taken off.
  const cancelledDay = sql.raw(
    `to_char(to_timestamp((created_at_ms - ${store.startHour * 3_600_000}) / 1000.0) at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`,
  );
  const [payments, cancelled] = await Promise.all([
    paymentsIn(db, companyId, range),
    db.execute(sql`
      select ${cancelledDay} as day, count(*)::int as count, coalesce(sum(total_amount), 0) as amount from orders
      where company_id = ${companyId} and status = 'cancelled' and created_at_ms >= ${range.fromMs} and created_at_ms < ${range.toMs}
      group by 1`),
  ]);
  const cancelledRows = (cancelled as unknown as { rows: { day: string; count: number; amount: string }[] }).rows;
  const cancelledOn = new Map(cancelledRows.map((r) => [r.day, { count: Number(r.count), amount: Number(r.amount) }]));
  const perDay = new Map<string, PaymentRow[]>();
  for (const p of payments) {
    const day = businessDayOf(p.paidAtMs, store.startHour);
    perDay.set(day, [...(perDay.get(day) ?? []), p]);
  }
  const none = { count: 0, amount: 0 };
  const cancellations = [...cancelledOn.values()].reduce((sum, c) => ({ count: sum.count + c.count, amount: sum.amount + c.amount }), none);
  return {
    month,
    startHour: store.startHour,
    seats: store.seats,
    days: days.map((date) => ({
      date,
      ...withTurnover(summarizePayments(perDay.get(date) ?? []), store.seats),
      cancellations: cancelledOn.get(date) ?? none,
    })),
    // The month's 回転率 is the average day's: its 組数 over every seat of every day.
    total: { ...withTurnover(summarizePayments(payments), store.seats * days.length), cancellations },
  };
}
