import { describe, expect, it } from 'vitest';
import { exceptionLabel } from './ordering-exceptions';
import { closedMessage, everyDay, minuteLabel, openingLabel, orderingStatus, windowStatus } from './ordering-hours';

/** A moment in JST. 2026-11-25 is a Wednesday. */
const jst = (iso: string) => Date.parse(`${iso}+09:00`);
const night = { days: everyDay, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 };
const lunch = { days: 0b0111110, opensAt: 11 * 60, closesAt: 14 * 60, lastOrderAt: 13 * 60 + 30 };

describe('orderingStatus', () => {
  it('is always open without periods', () => {
    expect(orderingStatus([], jst('2026-11-25T04:00:00'))).toEqual({ isOpen: true, lastOrderAt: null });
  });

  it('runs a period past midnight into the next day, until its last order', () => {
    expect(orderingStatus([night], jst('2026-11-25T23:00:00'))).toEqual({ isOpen: true, lastOrderAt: jst('2026-11-26T01:30:00') });
    expect(orderingStatus([night], jst('2026-11-26T01:29:00'))).toEqual({ isOpen: true, lastOrderAt: jst('2026-11-26T01:30:00') });
    expect(orderingStatus([night], jst('2026-11-26T01:45:00'))).toEqual({
      isOpen: false,
      isAfterLastOrder: true,
      nextOpensAt: jst('2026-11-26T17:00:00'),
    });
    expect(orderingStatus([night], jst('2026-11-26T02:00:00'))).toMatchObject({ isOpen: false, isAfterLastOrder: false });
  });

  it('takes the weekday of the day a period starts, and finds the next opening across closed days', () => {
    // Saturday 12:00: lunch is weekdays only; the night opens at 17:00.
    expect(orderingStatus([lunch, night], jst('2026-11-28T12:00:00'))).toMatchObject({ nextOpensAt: jst('2026-11-28T17:00:00') });
    // Lunch only: from Saturday the next opening is Monday 11:00.
    expect(orderingStatus([lunch], jst('2026-11-28T12:00:00'))).toMatchObject({ nextOpensAt: jst('2026-11-30T11:00:00') });
    expect(orderingStatus([lunch, night], jst('2026-11-30T11:00:00'))).toEqual({ isOpen: true, lastOrderAt: jst('2026-11-30T13:30:00') });
  });
});

describe('dated exceptions (臨時休業, 特別営業時間)', () => {
  const closedThursday = { date: '2026-11-26', periods: [] };
  const lateFriday = { date: '2026-11-27', periods: [{ opensAt: 20 * 60, closesAt: 27 * 60, lastOrderAt: null }] };

  it('takes a date’s own periods over its weekday’s, the day before still running past midnight into it', () => {
    const exceptions = [closedThursday, lateFriday];
    expect(orderingStatus([night], jst('2026-11-26T01:00:00'), exceptions)).toMatchObject({ isOpen: true });
    expect(orderingStatus([night], jst('2026-11-26T18:00:00'), exceptions)).toEqual({
      isOpen: false,
      isAfterLastOrder: false,
      nextOpensAt: jst('2026-11-27T20:00:00'),
    });
    // Thursday's night is gone with it: nothing runs into Friday's early hours.
    expect(orderingStatus([night], jst('2026-11-27T01:00:00'), exceptions)).toMatchObject({ isOpen: false });
    expect(orderingStatus([night], jst('2026-11-28T02:30:00'), exceptions)).toEqual({ isOpen: true, lastOrderAt: null });
  });

  it('leaves the other days always open for a company without weekly periods', () => {
    expect(orderingStatus([], jst('2026-11-25T10:00:00'), [closedThursday])).toEqual({ isOpen: true, lastOrderAt: null });
    expect(orderingStatus([], jst('2026-11-26T10:00:00'), [closedThursday])).toMatchObject({ nextOpensAt: jst('2026-11-27T00:00:00') });
    expect(windowStatus(null, jst('2026-11-26T10:00:00'))).toEqual({ isOpen: true, lastOrderAt: null });
  });

  it('labels a date as staff read it', () => {
    expect(exceptionLabel(closedThursday)).toBe('2026/11/26(木) 臨時休業');
    expect(exceptionLabel(lateFriday)).toBe('2026/11/27(金) 特別営業時間 20:00〜翌3:00');
  });
});

describe('labels', () => {
  it('names the next opening as a diner reads it', () => {
    const now = jst('2026-11-25T15:00:00');
    expect(openingLabel(jst('2026-11-25T17:00:00'), now)).toBe('17:00');
    expect(openingLabel(jst('2026-11-26T11:00:00'), now)).toBe('明日 11:00');
    expect(openingLabel(jst('2026-11-30T11:00:00'), now)).toBe('11月30日(月) 11:00');
    expect(minuteLabel(26 * 60)).toBe('翌2:00');
    expect(closedMessage({ isOpen: false, isAfterLastOrder: false, nextOpensAt: jst('2026-11-25T17:00:00') }, now)).toBe(
      '只今、ご注文の受付時間外です。次の受付開始は 17:00 です。',
    );
  });
});
