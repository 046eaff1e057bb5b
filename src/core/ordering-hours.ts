/**
 * Ordering hours: periods in minutes from 0:00 JST of the day they start, on weekdays given
 * as bits (bit 0 = Sunday). `closesAt` may pass 1440 (17:00–翌2:00 is 1020–1560). Orders are
 * taken from `opensAt` until `lastOrderAt` (or `closesAt` without one). No period: always open.
 */
import { addDays, dateParts, daysBetween, japanDateOf, type PlainDate, startOfJapanDay, weekdayLabels, weekdayOf } from './calendar';

export type OrderingPeriod = { days: number; opensAt: number; closesAt: number; lastOrderAt: number | null };

export type OrderingStatus =
  | { isOpen: true; lastOrderAt: number | null }
  | { isOpen: false; isAfterLastOrder: boolean; nextOpensAt: number | null };

const minuteMs = 60_000;
export const everyDay = 0b1111111;
export { weekdayLabels };
/** The countdown to ラストオーダー shows in its last 15 minutes. */
export const lastOrderWarningMs = 15 * minuteMs;

/** 0:00 JST of the day of `ms`, and that day's weekday (0 = Sunday). */
export function jstDay(ms: number): { startMs: number; weekday: number } {
  const date = japanDateOf(ms);
  return { startMs: startOfJapanDay(date), weekday: weekdayOf(date) };
}

/** 2026-11-25: the date in Japan of a day's 0:00 JST (jstDay's startMs). */
export const jstDateKey = (dayStartMs: number): PlainDate => japanDateOf(dayStartMs);

/** A date's own hours (YYYY-MM-DD in Japan), taken instead of its weekday's periods; no period is 臨時休業. */
export type OrderingException = { date: string; periods: Omit<OrderingPeriod, 'days'>[] };

/** A period on the calendar, in ms: orders are taken from `opensAt` until `lastOrderAt` (or `closesAt`). */
export type OrderingWindow = { opensAt: number; lastOrderAt: number | null; closesAt: number };

/**
 * The periods from yesterday (its may run past midnight) to a week ahead as windows in ms, a
 * date's exception taken over its weekday's periods; null when the company has neither (always
 * open). With exceptions but no weekly periods, a day without an exception is open all day.
 * The diner's page gets these from the server, so its script need not know the rule.
 */
export function orderingWindows(
  periods: readonly OrderingPeriod[],
  exceptions: readonly OrderingException[],
  nowMs: number,
): OrderingWindow[] | null {
  if (periods.length === 0 && exceptions.length === 0) return null;
  const weekly = periods.length > 0 ? periods : [{ days: everyDay, opensAt: 0, closesAt: 1440, lastOrderAt: null }];
  const today = japanDateOf(nowMs);
  const windows: OrderingWindow[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const date = addDays(today, offset);
    const dayStart = startOfJapanDay(date);
    const weekday = weekdayOf(date);
    const exception = exceptions.find((e) => e.date === date);
    for (const p of exception ? exception.periods : weekly.filter((w) => (w.days & (1 << weekday)) !== 0)) {
      const at = (minutes: number) => dayStart + minutes * minuteMs;
      windows.push({ opensAt: at(p.opensAt), lastOrderAt: p.lastOrderAt === null ? null : at(p.lastOrderAt), closesAt: at(p.closesAt) });
    }
  }
  return windows;
}

/** Where the ordering stands at `nowMs` among windows (null: always open). */
export function windowStatus(windows: readonly OrderingWindow[] | null, nowMs: number): OrderingStatus {
  if (!windows) return { isOpen: true, lastOrderAt: null };
  let nextOpensAt: number | null = null;
  let isAfterLastOrder = false;
  for (const w of windows) {
    if (w.opensAt <= nowMs && nowMs < (w.lastOrderAt ?? w.closesAt)) return { isOpen: true, lastOrderAt: w.lastOrderAt };
    if (w.opensAt <= nowMs && nowMs < w.closesAt) isAfterLastOrder = true;
    if (w.opensAt > nowMs && (nextOpensAt === null || w.opensAt < nextOpensAt)) nextOpensAt = w.opensAt;
  }
  return { isOpen: false, isAfterLastOrder, nextOpensAt };
}

/** Where the ordering stands at `nowMs` (times in ms), with the dated exceptions. */
export function orderingStatus(
  periods: readonly OrderingPeriod[],
  nowMs: number,
  exceptions: readonly OrderingException[] = [],
): OrderingStatus {
  return windowStatus(orderingWindows(periods, exceptions, nowMs), nowMs);
}

/** The minute of the day as 17:00, or 翌2:00 past midnight. */
export function minuteLabel(minutes: number): string {
  const next = minutes >= 1440;
  const m = minutes % 1440;
  return `${next ? '翌' : ''}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** A time as the diner reads it: 17:00 today, 明日 17:00, or 11月27日(金) 17:00. */
export function openingLabel(atMs: number, nowMs: number): string {
  const date = japanDateOf(atMs);
  const time = minuteLabel(Math.round((atMs - startOfJapanDay(date)) / minuteMs));
  const days = daysBetween(japanDateOf(nowMs), date);
  if (days === 0) return time;
  if (days === 1) return `明日 ${time}`;
  const { month, day } = dateParts(date);
  return `${month}月${day}日(${weekdayLabels[weekdayOf(date)]}) ${time}`;
}

/** Why an order is refused now, with the next opening. */
export function closedMessage(status: Extract<OrderingStatus, { isOpen: false }>, nowMs: number): string {
  const why = status.isAfterLastOrder ? 'ラストオーダーの時間を過ぎました' : '只今、ご注文の受付時間外です';
  return status.nextOpensAt === null ? `${why}。` : `${why}。次の受付開始は ${openingLabel(status.nextOpensAt, nowMs)} です。`;
}

/** The weekdays of a period as 毎日, 月〜金 style lists: 月火水木金. */
export function daysLabel(days: number): string {
  if ((days & everyDay) === everyDay) return '毎日';
  return weekdayLabels.filter((_, i) => (days & (1 << i)) !== 0).join('');
}
