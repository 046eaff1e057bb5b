import { describe, expect, it } from 'vitest';
import type { DinerLanguage } from './diner-languages';
import { closedMessage, everyDay, type OrderingPeriod, orderingStatus } from './ordering-hours';
import { closedText, countdownText, type HoursWords, periodText } from './ordering-hours-text';
import { enHours } from './ordering-hours-words/en';
import { jaHours } from './ordering-hours-words/ja';
import { koHours } from './ordering-hours-words/ko';
import { zhHansHours } from './ordering-hours-words/zh-hans';
import { zhHantHours } from './ordering-hours-words/zh-hant';

/** A moment in Japan (2026-11-25 is a Wednesday): the phone's own zone never enters. */
const jst = (iso: string) => Date.parse(`${iso}+09:00`);
// 毎日 6:00〜翌5:30, ラストオーダー 翌5:00: the demo store's hours.
const allNight: OrderingPeriod = { days: everyDay, opensAt: 6 * 60, closesAt: 29 * 60 + 30, lastOrderAt: 29 * 60 };
// 金土 17:00〜翌2:00, ラストオーダー 翌1:30.
const weekend: OrderingPeriod = { days: (1 << 5) | (1 << 6), opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 };
// 月〜金 0:00〜3:00: opens at midnight.
const midnight: OrderingPeriod = { days: 0b0111110, opensAt: 0, closesAt: 3 * 60, lastOrderAt: null };

function closed(periods: OrderingPeriod[], nowMs: number) {
  const status = orderingStatus(periods, nowMs);
  if (status.isOpen) throw new Error('expected closed');
  return status;
}

const words: Record<DinerLanguage, HoursWords> = { ja: jaHours, en: enHours, 'zh-Hans': zhHansHours, 'zh-Hant': zhHantHours, ko: koHours };
/** Each language's notice at a moment, and its reading of the hours. */
const read = (language: DinerLanguage, periods: OrderingPeriod[], now: string) =>
  closedText(closed(periods, jst(now)), jst(now), words[language], language);

describe('ordering hours in each diner language', () => {
  it('keeps a closing past midnight on the next day in every language', () => {
    expect(periodText(allNight, jaHours, 'ja')).toBe('毎日 6:00〜翌5:30（L.O. 翌5:00）');
    expect(periodText(allNight, enHours, 'en')).toBe('Every day 6:00 – 5:30 next day (last orders 5:00 next day)');
    expect(periodText(allNight, zhHansHours, 'zh-Hans')).toBe('每天 6:00～次日5:30（最后点餐 次日5:00）');
    expect(periodText(allNight, zhHantHours, 'zh-Hant')).toBe('每天 6:00～次日5:30（最後點餐 次日5:00）');
    expect(periodText(allNight, koHours, 'ko')).toBe('매일 6:00 ~ 익일 5:30 (라스트 오더 익일 5:00)');
  });

  it('lists some weekdays in each language, and 24:00 as the next day’s 0:00', () => {
    expect(periodText(weekend, jaHours, 'ja')).toBe('金土 17:00〜翌2:00（L.O. 翌1:30）');
    expect(periodText(weekend, enHours, 'en')).toBe('Fri, Sat 17:00 – 2:00 next day (last orders 1:30 next day)');
    expect(periodText(weekend, zhHansHours, 'zh-Hans')).toBe('周五、周六 17:00～次日2:00（最后点餐 次日1:30）');
    expect(periodText(weekend, zhHantHours, 'zh-Hant')).toBe('週五、週六 17:00～次日2:00（最後點餐 次日1:30）');
    expect(periodText(weekend, koHours, 'ko')).toBe('금·토 17:00 ~ 익일 2:00 (라스트 오더 익일 1:30)');
    const untilMidnight = { days: 1 << 3, opensAt: 18 * 60, closesAt: 24 * 60, lastOrderAt: 23 * 60 + 59 };
    expect(periodText(untilMidnight, jaHours, 'ja')).toBe('水 18:00〜翌0:00（L.O. 23:59）');
    expect(periodText(untilMidnight, enHours, 'en')).toBe('Wed 18:00 – 0:00 next day (last orders 23:59)');
  });

  it('says the store opens tomorrow when the next opening is on the next day in Japan', () => {
    // Wednesday 5:15, after the night's last order (5:00) and before its closing (5:30): 6:00 is today.
    expect(read('en', [allNight], '2026-11-25T05:15:00')).toBe('Last orders have been called. Opens today at 6:00.');
    expect(read('en', [allNight], '2026-11-25T05:45:00')).toBe('We are not taking orders right now. Opens today at 6:00.');
    // Tuesday 23:59 with only the midnight period: Wednesday 0:00 is tomorrow, a minute away.
    expect(read('ja', [midnight], '2026-11-24T23:59:00')).toBe('只今、ご注文の受付時間外です。次の受付開始は 明日 0:00 です。');
    expect(read('en', [midnight], '2026-11-24T23:59:00')).toBe('We are not taking orders right now. Opens tomorrow at 0:00.');
    expect(read('zh-Hans', [midnight], '2026-11-24T23:59:00')).toBe('现在不是点餐时间。明天0:00开始点餐。');
    expect(read('zh-Hant', [midnight], '2026-11-24T23:59:00')).toBe('現在不是點餐時間。明天0:00開始點餐。');
    expect(read('ko', [midnight], '2026-11-24T23:59:00')).toBe('지금은 주문 접수 시간이 아닙니다. 내일 0:00부터 주문하실 수 있습니다.');
    // Wednesday 3:00, just closed: Thursday 0:00 is tomorrow, though only 21 hours away.
    expect(read('en', [midnight], '2026-11-25T03:00:00')).toBe('We are not taking orders right now. Opens tomorrow at 0:00.');
  });

  it('says today for a later opening of the same day, past midnight of the night before', () => {
    // Saturday 1:45, after Friday night's last order: Saturday 17:00 is today.
    const now = '2026-11-28T01:45:00';
    expect(read('ja', [weekend], now)).toBe('ラストオーダーの時間を過ぎました。次の受付開始は 17:00 です。');
    expect(read('en', [weekend], now)).toBe('Last orders have been called. Opens today at 17:00.');
    expect(read('zh-Hans', [weekend], now)).toBe('已过最后点餐时间。今天17:00开始点餐。');
    expect(read('zh-Hant', [weekend], now)).toBe('已過最後點餐時間。今天17:00開始點餐。');
    expect(read('ko', [weekend], now)).toBe('라스트 오더 시간이 지났습니다. 오늘 17:00부터 주문하실 수 있습니다.');
  });

  it('names the weekday and date of an opening further out, in Japan’s calendar', () => {
    // Wednesday 10:00: next is Friday 17:00.
    const now = '2026-11-25T10:00:00';
    expect(read('ja', [weekend], now)).toBe('只今、ご注文の受付時間外です。次の受付開始は 11月27日(金) 17:00 です。');
    expect(read('en', [weekend], now)).toBe('We are not taking orders right now. Opens Fri, Nov 27 at 17:00.');
    expect(read('zh-Hans', [weekend], now)).toBe('现在不是点餐时间。11月27日周五 17:00开始点餐。');
    expect(read('zh-Hant', [weekend], now)).toBe('現在不是點餐時間。11月27日週五 17:00開始點餐。');
    expect(read('ko', [weekend], now)).toBe('지금은 주문 접수 시간이 아닙니다. 11월 27일 (금) 17:00부터 주문하실 수 있습니다.');
    // Saturday 8:30 in Japan is still Friday in UTC: the next opening is Monday 0:00, two days on in Japan.
    expect(read('en', [midnight], '2026-11-28T08:30:00')).toBe('We are not taking orders right now. Opens Mon, Nov 30 at 0:00.');
  });

  it('reads in Japanese exactly as the server words its refusal', () => {
    for (const [periods, now] of [
      [[weekend], '2026-11-25T10:00:00'],
      [[weekend], '2026-11-28T01:45:00'],
      [[midnight], '2026-11-24T23:59:00'],
      [[allNight], '2026-11-25T05:15:00'],
    ] as const) {
      const status = closed([...periods], jst(now));
      expect(closedText(status, jst(now), jaHours, 'ja')).toBe(closedMessage(status, jst(now)));
    }
  });

  it('counts down to the last order in each language', () => {
    expect(countdownText(14 * 60_000 + 5_000, jaHours)).toBe('14分05秒');
    expect(countdownText(65_000, enHours)).toBe('1 min 05 s');
    expect(countdownText(65_000, zhHansHours)).toBe('1分05秒');
    expect(countdownText(65_000, koHours)).toBe('1분 05초');
  });

  it('has every word in every language, and no placeholder left unfilled', () => {
    const keys = Object.keys(jaHours).sort();
    for (const [language, w] of Object.entries(words)) {
      expect(Object.keys(w).sort(), language).toEqual(keys);
      expect(w.weekdays, language).toHaveLength(7);
      for (const template of [w.opensToday, w.opensTomorrow, w.nextDay, w.lastOrder]) expect(template, language).toContain('{time}');
      expect(w.opensOn, language).toMatch(/\{date\}.*\{time\}|\{time\}.*\{date\}/);
    }
  });
});
