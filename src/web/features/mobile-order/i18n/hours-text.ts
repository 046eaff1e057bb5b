import { daysBetween, japanDateOf, japanTimeZone, startOfJapanDay } from '@/core/calendar';
import type { DinerLanguage } from '@/core/diner-languages';
import { everyDay, type OrderingPeriod, type OrderingStatus, openingLabel } from '@/core/ordering-hours';
import { type Dictionary, fill } from './dictionary';

/**
 * 受付時間 and ラストオーダー in the diner's language. Japanese reads as the store wrote it
 * (17:00〜翌2:00, 11月27日(金) 17:00); the others take their words from the dictionary and
 * their dates from the browser's own formatting, always in Japan's time.
 */
const isCjk = (language: DinerLanguage) => language === 'ja' || language.startsWith('zh');

export function clockText(minutes: number, t: Dictionary): string {
  const m = minutes % 1440;
  return `${minutes >= 1440 ? t.hours.nextDay : ''}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

export function periodText(p: OrderingPeriod, t: Dictionary, language: DinerLanguage): string {
  const days =
    (p.days & everyDay) === everyDay
      ? t.hours.everyDay
      : t.hours.weekdays.filter((_, i) => (p.days & (1 << i)) !== 0).join(isCjk(language) ? '' : ' ');
  const range = `${clockText(p.opensAt, t)}${isCjk(language) ? '〜' : '–'}${clockText(p.closesAt, t)}`;
  const lastOrder =
    p.lastOrderAt === null ? '' : isCjk(language) ? `（L.O. ${clockText(p.lastOrderAt, t)}）` : ` (L.O. ${clockText(p.lastOrderAt, t)})`;
  return `${days} ${range}${lastOrder}`;
}

function openingText(atMs: number, nowMs: number, t: Dictionary, language: DinerLanguage): string {
  if (language === 'ja') return openingLabel(atMs, nowMs);
  const at = japanDateOf(atMs);
  const time = clockText(Math.round((atMs - startOfJapanDay(at)) / 60_000), t);
  const days = daysBetween(japanDateOf(nowMs), at);
  if (days === 0) return time;
  if (days === 1) return fill(t.hours.tomorrow, { time });
  // Month and weekday names in the diner's language come from Intl, told to name Japan's day.
  const date = new Intl.DateTimeFormat(language, { timeZone: japanTimeZone, month: 'short', day: 'numeric', weekday: 'short' });
  return `${date.format(atMs)} ${time}`;
}

/** Why ordering is closed now, with the next opening. */
export function closedText(status: Extract<OrderingStatus, { isOpen: false }>, nowMs: number, t: Dictionary, language: DinerLanguage) {
  const why = status.isAfterLastOrder ? t.hours.afterLastOrder : t.hours.closed;
  if (status.nextOpensAt === null) return why;
  return `${why}${isCjk(language) ? '' : ' '}${fill(t.hours.nextOpening, { time: openingText(status.nextOpensAt, nowMs, t, language) })}`;
}

export function countdownText(ms: number, t: Dictionary): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return fill(t.hours.minutesSeconds, { m: Math.floor(seconds / 60), s: String(seconds % 60).padStart(2, '0') });
}
