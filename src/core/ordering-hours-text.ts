import { daysBetween, japanDateOf, japanTimeZone, startOfJapanDay } from './calendar';
import type { DinerLanguage } from './diner-languages';
import { everyDay, type OrderingPeriod, type OrderingStatus } from './ordering-hours';
import { fill } from './text-template';

/**
 * 受付時間 and ラストオーダー in one diner language: plain data (it rides in the diner's
 * dictionary, decision 014), one file per language in `ordering-hours-words/`.
 */
export type HoursWords = {
  closedTitle: string;
  closed: string;
  afterLastOrder: string;
  /** The next opening, by the day it falls on in Japan: {time}, and {date} as the language writes it. */
  opensToday: string;
  opensTomorrow: string;
  opensOn: string;
  hours: string;
  everyDay: string;
  /** From Sunday, joined by `daysSeparator` when a period runs on some days only. */
  weekdays: readonly string[];
  daysSeparator: string;
  /** A period's {opens} and {closes}. */
  range: string;
  /** A time past midnight, on the day after the period starts: 翌{time}, {time} next day. */
  nextDay: string;
  /** A period's ラストオーダー, after its range. */
  lastOrder: string;
  untilLastOrder: string;
  timerLabel: string;
  minutesSeconds: string;
};

/** Japanese and Chinese run sentences and brackets on without a space; the others put one. */
const gap = (language: DinerLanguage) => (language === 'ja' || language.startsWith('zh') ? '' : ' ');

/** Minutes from the period's day as 17:00, or past 1440 as the next day's time (翌2:00, 2:00 next day). */
export function clockText(minutes: number, words: HoursWords): string {
  const m = minutes % 1440;
  const time = `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  return minutes >= 1440 ? fill(words.nextDay, { time }) : time;
}

/** A weekly period as the diner reads it: 毎日 6:00〜翌5:30, Every day 6:00 – 5:30 next day. */
export function periodText(p: OrderingPeriod, words: HoursWords, language: DinerLanguage): string {
  const days =
    (p.days & everyDay) === everyDay
      ? words.everyDay
      : words.weekdays.filter((_, i) => (p.days & (1 << i)) !== 0).join(words.daysSeparator);
  const range = fill(words.range, { opens: clockText(p.opensAt, words), closes: clockText(p.closesAt, words) });
  const lastOrder = p.lastOrderAt === null ? '' : `${gap(language)}${fill(words.lastOrder, { time: clockText(p.lastOrderAt, words) })}`;
  return `${days} ${range}${lastOrder}`;
}

/** When ordering opens next, by Japan's calendar whatever the phone's zone: today, tomorrow, or its date. */
export function nextOpeningText(atMs: number, nowMs: number, words: HoursWords, language: DinerLanguage): string {
  const day = japanDateOf(atMs);
  const time = clockText(Math.round((atMs - startOfJapanDay(day)) / 60_000), words);
  const days = daysBetween(japanDateOf(nowMs), day);
  if (days <= 0) return fill(words.opensToday, { time });
  if (days === 1) return fill(words.opensTomorrow, { time });
  // Month and weekday names in the diner's language come from Intl, told to name Japan's day.
  const date = new Intl.DateTimeFormat(language, { timeZone: japanTimeZone, month: 'short', day: 'numeric', weekday: 'short' });
  return fill(words.opensOn, { date: date.format(atMs), time });
}

/** Why ordering is closed now, with the next opening (in Japanese, the server's own message). */
export function closedText(status: Extract<OrderingStatus, { isOpen: false }>, nowMs: number, words: HoursWords, language: DinerLanguage) {
  const why = status.isAfterLastOrder ? words.afterLastOrder : words.closed;
  if (status.nextOpensAt === null) return why;
  return `${why}${gap(language)}${nextOpeningText(status.nextOpensAt, nowMs, words, language)}`;
}

/** The time left until ラストオーダー: 14分05秒. */
export function countdownText(ms: number, words: HoursWords): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return fill(words.minutesSeconds, { m: Math.floor(seconds / 60), s: String(seconds % 60).padStart(2, '0') });
}
