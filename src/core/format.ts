/** Display formats of the specification (section 9) and DESIGN §7. */
import { daysInMonth, type JapanDateTimeParts, japanDateTimeParts, weekdayLabels } from './calendar';

const yenGrouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** `¥1,234,567`; negative `-¥1,000`; anything non-numeric shows the bare yen sign. */
export function formatYen(value: unknown): string {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '¥';
  const abs = yenGrouping.format(Math.abs(Math.round(n)));
  return n < 0 && Math.round(n) !== 0 ? `-¥${abs}` : `¥${abs}`;
}

/** A file's size as Windows' Explorer shows it to the office: `850 B`, `12.3 KB`, `4.5 MB`, `1.2 GB` (1 KB = 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB'];
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1024;
  let unit = 0;
  for (; value >= 1024 && unit < units.length - 1; unit++) value /= 1024;
  return `${value.toFixed(1)} ${units[unit]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Japan's wall clock, or null when the value is no point in time. */
function japanClock(value: Date | number | string): JapanDateTimeParts | null {
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : japanDateTimeParts(ms);
}

/**
 * `2025/04/01`, or `2025/04/01 09:05` with time, in Japan whatever the browser's zone: the business
 * runs on Japan's calendar, and a staff member abroad must see the day the records say. Invalid
 * input gives an empty string.
 */
export function formatDate(value: Date | number | string | null | undefined, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  // A calendar date (YYYY-MM-DD) is shown as is: no time zone may move it to another day.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '/');
  const p = japanClock(value);
  if (!p) return '';
  const date = `${p.year}/${pad(p.month)}/${pad(p.day)}`;
  return withTime ? `${date} ${pad(p.hour)}:${pad(p.minute)}` : date;
}

/**
 * `2026/11/23 14:05:09` in Japan whatever the machine's time zone: records such as 発行日時
 * are read in Japanese time in CSV files made by a server that may run in UTC.
 */
export function formatJapanDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const p = japanClock(value);
  if (!p) return '';
  return `${p.year}/${pad(p.month)}/${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Header clock: `2026年11月22日(日)` and `09:05:03`, in Japan like every date of the app. */
export function formatClock(d: Date): { date: string; time: string } {
  const p = japanDateTimeParts(d);
  return {
    date: `${p.year}年${p.month}月${p.day}日(${weekdayLabels[p.weekday]})`,
    time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
  };
}

/** Full-width digits, letters and symbols to half-width (Ｔ１２３ → T123, ＠ → @). */
export function toHalfWidth(input: string): string {
  return input.replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** How a company's PDFs print dates: 西暦 (2026年11月23日) or 和暦 (令和8年11月23日). */
export const dateStyles = ['gregorian', 'japaneseEra'] as const;
export type DateStyle = (typeof dateStyles)[number];
export const dateStyleLabels: Record<DateStyle, string> = { gregorian: '西暦（2026年11月23日）', japaneseEra: '和暦（令和8年11月23日）' };

/**
 * Era start days, newest first. A fixed table rather than Intl's japanese calendar: browsers
 * differ on 元年 and on eras before 明治, and a printed invoice must read the same everywhere.
 * Dates before 明治6年 (the Gregorian calendar's adoption) are printed in 西暦.
 */
const eras = [
  { name: '令和', start: '2019-05-01' },
  { name: '平成', start: '1989-01-08' },
  { name: '昭和', start: '1926-12-25' },
  { name: '大正', start: '1912-07-30' },
  { name: '明治', start: '1873-01-01', firstYear: 1868 },
] as const;

const calendarDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
};

/** 令和8年 for 2026-11-23, 令和元年 for 2019-05-01 (the first year of an era is 元年). */
function eraYear(value: string, y: number): string | null {
  const era = eras.find((e) => value >= e.start);
  if (!era) return null;
  const n = y - ('firstYear' in era ? era.firstYear : Number(era.start.slice(0, 4))) + 1;
  return `${era.name}${n === 1 ? '元' : n}年`;
}

/** `2026年11月23日` or `令和8年11月23日` for a calendar date (YYYY-MM-DD); '' for anything else. */
export function formatJapaneseDate(value: string | null | undefined, style: DateStyle = 'gregorian'): string {
  const day = value ? calendarDay(value) : null;
  if (!value || !day) return '';
  const year = (style === 'japaneseEra' && eraYear(value, day.y)) || `${day.y}年`;
  return `${year}${day.m}月${day.d}日`;
}

/** `2026年11月` / `令和8年11月` (a month is named by the era of its first day). */
function formatMonth(value: string, style: DateStyle): string {
  const day = calendarDay(value);
  if (!day) return '';
  const first = `${value.slice(0, 8)}01`;
  const year = (style === 'japaneseEra' && eraYear(first, day.y)) || `${day.y}年`;
  return `${year}${day.m}月`;
}

/**
 * 対象期間 as invoices print it: `2026年11月分` when the period is exactly one calendar month,
 * otherwise `2026年11月1日〜2026年11月20日`.
 */
export function formatPeriod(from: string | null | undefined, to: string | null | undefined, style: DateStyle = 'gregorian'): string {
  const a = from ? calendarDay(from) : null;
  const b = to ? calendarDay(to) : null;
  if (!from || !to || !a || !b) return '';
  if (a.y === b.y && a.m === b.m && a.d === 1 && b.d === daysInMonth(b.y, b.m)) return `${formatMonth(from, style)}分`;
  return `${formatJapaneseDate(from, style)}〜${formatJapaneseDate(to, style)}`;
}

/** 取引年月日 of a document: its date or its period with the matching label; null when it has neither. */
export function formatTransactionDate(
  doc: { transactionDate: string | null; periodFrom: string | null; periodTo: string | null },
  style: DateStyle = 'gregorian',
): { label: '取引年月日' | '対象期間'; text: string } | null {
  if (doc.periodFrom && doc.periodTo) return { label: '対象期間', text: formatPeriod(doc.periodFrom, doc.periodTo, style) };
  if (doc.transactionDate) return { label: '取引年月日', text: formatJapaneseDate(doc.transactionDate, style) };
  return null;
}

/** A line's 日付 in the narrow column of a PDF: `11/3`. */
export function formatMonthDay(value: string | null | undefined): string {
  const day = value ? calendarDay(value) : null;
  return day ? `${day.m}/${day.d}` : '';
}
