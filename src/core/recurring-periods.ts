/**
 * 定期請求 periods as pure rules: a template makes one invoice per calendar month (period
 * YYYY-MM) on its day of the month, or on the month's last day; a day past the month's end
 * (never stored: 1–28 only) would fall on the last day too.
 */

import { addDays, addMonths, daysInMonth, endOfMonth, plainDate } from './calendar';

export type RecurringSchedule = { dayOfMonth: number | null; startDate: string; endDate: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const firstDayOf = (period: string) => plainDate(`${period}-01`);

/** The issue day of a period (YYYY-MM) under a schedule: day N, or the month's last day. */
export function issueDateOf(period: string, dayOfMonth: number | null): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = daysInMonth(year, month);
  const day = dayOfMonth === null ? last : Math.min(dayOfMonth, last);
  return `${period}-${pad(day)}`;
}

/** The month after a period (2026-12 → 2027-01). */
export function nextPeriod(period: string): string {
  return addMonths(firstDayOf(period), 1).slice(0, 7);
}

/**
 * The periods whose issue day has come by `today`: from the first issue day on or after the start
 * date to the last on or before the end date. Oldest first, so a server that was down catches up.
 */
export function duePeriods(schedule: RecurringSchedule, today: string, limit = 24): string[] {
  const periods: string[] = [];
  let period = schedule.startDate.slice(0, 7);
  if (issueDateOf(period, schedule.dayOfMonth) < schedule.startDate) period = nextPeriod(period);
  for (;;) {
    const issueDate = issueDateOf(period, schedule.dayOfMonth);
    if (issueDate > today || (schedule.endDate && issueDate > schedule.endDate) || periods.length >= limit) return periods;
    periods.push(period);
    period = nextPeriod(period);
  }
}

/**
 * The periods an edit moves into the past: due under `after` on a day before `today`, and not due
 * on that same day under `before`. Their invoices would be dated back to a day before anyone asked
 * for them, so they are made as drafts. A period `before` already had due on the same day, but that
 * no server made (none ran that day), is not the edit's doing and is left to the runs.
 */
export function periodsMovedIntoPast(before: RecurringSchedule, after: RecurringSchedule, today: string): string[] {
  const yesterday = addDays(plainDate(today), -1);
  const all = Number.POSITIVE_INFINITY;
  const had = new Set(duePeriods(before, yesterday, all).map((p) => issueDateOf(p, before.dayOfMonth)));
  return duePeriods(after, yesterday, all).filter((p) => !had.has(issueDateOf(p, after.dayOfMonth)));
}

/** The next issue day after `today`, or null when the schedule has ended. */
export function nextIssueDate(schedule: RecurringSchedule, today: string): string | null {
  let period = today.slice(0, 7);
  if (schedule.startDate > today) period = schedule.startDate.slice(0, 7);
  for (let i = 0; i < 3; i++) {
    const issueDate = issueDateOf(period, schedule.dayOfMonth);
    if (issueDate > today && issueDate >= schedule.startDate) return schedule.endDate && issueDate > schedule.endDate ? null : issueDate;
    period = nextPeriod(period);
  }
  return null;
}

/** The first and last day of the month a period bills (当月分 or 翌月分), printed as 対象期間. */
export function billedMonth(period: string, offset: 0 | 1): { from: string; to: string } {
  const first = addMonths(firstDayOf(period), offset);
  return { from: first, to: endOfMonth(first) };
}

/** 毎月25日 / 毎月末日 */
export const scheduleLabel = (dayOfMonth: number | null) => (dayOfMonth === null ? '毎月末日' : `毎月${dayOfMonth}日`);

const monthLabel = (period: string) => `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;

/** What the screen says of drafts made for past months (periods oldest first), or null when there are none. */
export function pastPeriodsNotice(periods: string[]): string | null {
  if (periods.length === 0) return null;
  const first = periods[0] as string;
  const last = periods[periods.length - 1] as string;
  const months = periods.length === 1 ? monthLabel(first) : `${monthLabel(first)}〜${monthLabel(last)}`;
  return `過去の月の請求書は下書きとして作成しました。内容を確認して発行してください（${months}分・${periods.length}件）`;
}
