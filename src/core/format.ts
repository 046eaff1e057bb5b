/** Display formats of the specification (section 9) and DESIGN §7. */

const yenGrouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** `¥1,234,567`; negative `-¥1,000`; anything non-numeric shows the bare yen sign. */
export function formatYen(value: unknown): string {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '¥';
  const abs = yenGrouping.format(Math.abs(Math.round(n)));
  return n < 0 && Math.round(n) !== 0 ? `-¥${abs}` : `¥${abs}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025/04/01`, or `2025/04/01 09:05` with time. Invalid input gives an empty string. */
export function formatDate(value: Date | number | string | null | undefined, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  // A calendar date (YYYY-MM-DD) is shown as is: no time zone may move it to another day.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '/');
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

const japanDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `2026/11/23 14:05:09` in Japan whatever the machine's time zone: records such as 発行日時
 * are read in Japanese time in CSV files made by a server that may run in UTC.
 */
export function formatJapanDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const part = Object.fromEntries(japanDateTime.formatToParts(d).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const clockDate = new Intl.DateTimeFormat('ja-JP', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const clockTime = new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** Header clock: `2026年11月22日(日)` and `09:05:03`. */
export function formatClock(d: Date): { date: string; time: string } {
  return { date: clockDate.format(d), time: clockTime.format(d) };
}

/** Full-width digits, letters and symbols to half-width (Ｔ１２３ → T123, ＠ → @). */
export function toHalfWidth(input: string): string {
  return input.replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}
