/**
 * Dates as a business in Japan counts them: a day is a day in Asia/Tokyo (UTC+9 all year, no
 * summer time), whatever the zone of the server or the browser. A date is a `YYYY-MM-DD` string
 * (PlainDate) that sorts and compares as text; arithmetic goes through day numbers and Date's UTC
 * methods only, so nothing here reads the machine's zone.
 *
 * Not a Temporal polyfill: it would add some 20 KB to the diner's page for what these few
 * functions do.
 */

/** A day of the calendar, `2026-04-01`: made by `plainDate`, `isPlainDate` or the functions below. */
export type PlainDate = string & { readonly __brand: 'PlainDate' };

/** The zone's name, for what must name it (Intl's localised dates, the job scheduler's cron). */
export const japanTimeZone = 'Asia/Tokyo';
/** 日 to 土, indexed by weekday (0 = Sunday) as `weekdayOf` and `japanDateTimeParts` give it. */
export const weekdayLabels = ['日', '月', '火', '水', '木', '金', '土'] as const;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Japan keeps no summer time: the offset is the same every day of every year. */
const japanOffsetMs = 9 * hourMs;
const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** 28 to 31 days; February has 29 in a leap year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? Number.NaN);
}

/** True for a `YYYY-MM-DD` string naming a day that exists (2028-02-29 does, 2026-02-29 does not). */
export function isPlainDate(value: unknown): value is PlainDate {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The string as a PlainDate; a RangeError for anything that is not a day, so a bad date never turns into another one. */
export function plainDate(value: string): PlainDate {
  if (!isPlainDate(value)) throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  return value;
}

/** The day of a year, month (1–12) and day of month; a RangeError when there is no such day. */
export function plainDateFrom(year: number, month: number, day: number): PlainDate {
  return plainDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`);
}

export function dateParts(date: PlainDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Days since 1970-01-01. setUTCFullYear rather than Date.UTC, which reads years 0–99 as 1900–1999. */
function epochDay(date: PlainDate): number {
  const { year, month, day } = dateParts(date);
  return new Date(0).setUTCFullYear(year, month - 1, day) / dayMs;
}

function fromEpochDay(days: number): PlainDate {
  const d = new Date(days * dayMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` as PlainDate;
}

const epochMs = (instant: Date | number) => {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(ms)) throw new RangeError('Not a point in time');
  return ms;
};

/** The date in Japan at an instant: 2026-03-31T15:00Z is already 2026-04-01 there. */
export function japanDateOf(instant: Date | number): PlainDate {
  return fromEpochDay(Math.floor((epochMs(instant) + japanOffsetMs) / dayMs));
}

/** Today in Japan. */
export function japanToday(now: Date | number = Date.now()): PlainDate {
  return japanDateOf(now);
}

export type JapanDateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
};

/** The wall clock in Japan at an instant, field by field. */
export function japanDateTimeParts(instant: Date | number): JapanDateTimeParts {
  // Shifted by the offset, the UTC fields read Japan's clock.
  const d = new Date(epochMs(instant) + japanOffsetMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** `09:05` in Japan: the restaurant's clock, whatever the device's zone. */
export function formatJapanTime(instant: Date | number): string {
  const { hour, minute } = japanDateTimeParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 00:00 in Japan on a date, in epoch ms (15:00 UTC the day before). */
export function startOfJapanDay(date: PlainDate): number {
  return epochDay(date) * dayMs - japanOffsetMs;
}

/** The date `days` later (earlier when negative). */
export function addDays(date: PlainDate, days: number): PlainDate {
  return fromEpochDay(epochDay(date) + days);
}

/** The same day `months` later, kept within the month: 01-31 plus one month is 02-28 (02-29 in a leap year). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return plainDateFrom(y, m, Math.min(day, daysInMonth(y, m)));
}

export function startOfMonth(date: PlainDate): PlainDate {
  return `${date.slice(0, 8)}01` as PlainDate;
}

export function endOfMonth(date: PlainDate): PlainDate {
  const { year, month } = dateParts(date);
  return `${date.slice(0, 8)}${pad(daysInMonth(year, month))}` as PlainDate;
}

/** Whole days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return epochDay(to) - epochDay(from);
}

/** -1, 0 or 1, for sorting: the fixed `YYYY-MM-DD` form orders as text. */
export function compareDates(a: PlainDate, b: PlainDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: PlainDate): number {
  return new Date(epochDay(date) * dayMs).getUTCDay();
}
