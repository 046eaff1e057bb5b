import { describe, expect, it } from 'vitest';
import { closedMessage, orderingStatus } from '@/core/ordering-hours';
import { en } from './en';
import { closedText, countdownText, periodText } from './hours-text';
import { ja } from './ja';
import { ko } from './ko';

// 17:00–翌2:00 (L.O. 翌1:30) on Friday and Saturday (bits 5 and 6).
const period = { days: (1 << 5) | (1 << 6), opensAt: 1020, closesAt: 1560, lastOrderAt: 1530 };
// Wednesday 2026-11-25 10:00 JST: closed until Friday 17:00.
const wednesdayMorning = Date.parse('2026-11-25T10:00:00+09:00');
// Saturday 2026-11-28 01:45 JST: after Friday's last order, open again at 17:00 the same day.
const afterLastOrder = Date.parse('2026-11-28T01:45:00+09:00');

function closed(nowMs: number) {
  const status = orderingStatus([period], nowMs);
  if (status.isOpen) throw new Error('expected closed');
  return status;
}

describe('ordering hours in the diner’s language', () => {
  it('reads in Japanese exactly as the server words it', () => {
    for (const now of [wednesdayMorning, afterLastOrder]) {
      expect(closedText(closed(now), now, ja, 'ja')).toBe(closedMessage(closed(now), now));
    }
    expect(periodText(period, ja, 'ja')).toBe('金土 17:00〜翌2:00（L.O. 翌1:30）');
    expect(countdownText(14 * 60_000 + 5_000, ja)).toBe('14分05秒');
  });

  it('reads in English with the date in Japan’s time', () => {
    expect(closedText(closed(wednesdayMorning), wednesdayMorning, en, 'en')).toBe(
      'We are not taking orders right now. Orders open again at Fri, Nov 27 17:00.',
    );
    expect(closedText(closed(afterLastOrder), afterLastOrder, en, 'en')).toBe('Last orders have been called. Orders open again at 17:00.');
    expect(periodText(period, en, 'en')).toBe('Fri Sat 17:00–2:00 (L.O. 1:30)');
    expect(countdownText(65_000, en)).toBe('1 min 05 s');
  });

  it('reads in Korean', () => {
    expect(periodText(period, ko, 'ko')).toBe('금 토 17:00–익일 2:00 (L.O. 익일 1:30)');
  });
});
