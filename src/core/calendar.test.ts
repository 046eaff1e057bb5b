import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isPlainDate,
  japanDateOf,
  japanDateTimeParts,
  japanToday,
  type PlainDate,
  plainDate,
  startOfJapanDay,
  startOfMonth,
  weekdayOf,
} from './calendar';

const at = (iso: string) => Date.parse(iso);
const d = (value: string) => plainDate(value);

/** Every day of years 1–9999, as JavaScript's own UTC calendar names it (an oracle apart from the module). */
const anyDate = fc
  .integer({ min: Date.parse('0001-01-01T00:00:00Z') / 86_400_000, max: Date.parse('9999-12-31T00:00:00Z') / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10) as PlainDate);
/** Instants from 1900 to 2200, to the millisecond. */
const anyInstant = fc.integer({ min: Date.parse('1900-01-01T00:00:00Z'), max: Date.parse('2200-01-01T00:00:00Z') });
const someDays = fc.integer({ min: -100_000, max: 100_000 });

describe('the date in Japan at an instant', () => {
  it('turns at 15:00 UTC, not at midnight UTC', () => {
    expect(japanDateOf(at('2026-03-31T14:59:59.999Z'))).toBe('2026-03-31');
    expect(japanDateOf(at('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(japanDateOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04-01');
    expect(japanDateOf(at('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(japanDateOf(at('1969-12-31T15:00:00Z'))).toBe('1970-01-01');
    expect(japanDateOf(at('1969-12-31T14:59:59Z'))).toBe('1969-12-31');
    expect(japanToday(at('2026-03-31T15:30:00Z'))).toBe('2026-04-01');
  });

  it('gives the wall clock in Japan, field by field', () => {
    expect(japanDateTimeParts(at('2026-03-31T15:00:00Z'))).toEqual({
      year: 2026,
      month: 4,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 3,
    });
    expect(japanDateTimeParts(new Date('2026-11-22T15:04:05.678Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 4,
      second: 5,
      weekday: 1,
    });
    expect(japanDateTimeParts(at('2028-02-28T23:59:59Z'))).toMatchObject({ month: 2, day: 29, hour: 8, minute: 59, second: 59 });
  });

  it('refuses an instant that is no point in time', () => {
    expect(() => japanDateOf(Number.NaN)).toThrow(RangeError);
    expect(() => japanDateTimeParts(new Date('not a date'))).toThrow(RangeError);
  });

  it('starts a day at 00:00 in Japan, 15:00 UTC the day before', () => {
    expect(startOfJapanDay(d('2026-04-01'))).toBe(at('2026-03-31T15:00:00Z'));
    expect(startOfJapanDay(d('1970-01-01'))).toBe(-9 * 3_600_000);
  });

  it('puts every instant in the day it names, from that day’s start to the next one’s', () => {
    fc.assert(
      fc.property(anyInstant, (ms) => {
        const date = japanDateOf(ms);
        expect(startOfJapanDay(date)).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(startOfJapanDay(addDays(date, 1)));
        const p = japanDateTimeParts(ms);
        expect(`${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`).toBe(date);
        expect((p.hour * 60 + p.minute) * 60 + p.second).toBe(Math.floor((ms - startOfJapanDay(date)) / 1000));
        expect(p.weekday).toBe(weekdayOf(date));
      }),
    );
  });

  it('finds a date again from the start of its day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(japanDateOf(startOfJapanDay(date))).toBe(date);
      }),
    );
  });
});

describe('which strings are dates', () => {
  it('takes days that exist, written YYYY-MM-DD, and nothing else', () => {
    for (const yes of ['2026-04-01', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isPlainDate(yes)).toBe(true);
    for (const no of [
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-00',
      '2026-04-31',
      '2026-4-1',
      '2026/04/01',
      ' 2026-04-01',
    ])
      expect(isPlainDate(no)).toBe(false);
    for (const no of [20260401, null, undefined, new Date()]) expect(isPlainDate(no)).toBe(false);
    expect(() => plainDate('2026-02-30')).toThrow(RangeError);
    expect(plainDate('2026-02-28')).toBe('2026-02-28');
  });

  it('agrees with JavaScript’s calendar on every day-shaped string', () => {
    const shaped = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, day]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    fc.assert(
      fc.property(shaped, (value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        expect(isPlainDate(value)).toBe(!Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value));
      }),
    );
  });
});

describe('days', () => {
  it('count across month ends and leap days', () => {
    expect(addDays(d('2026-02-28'), 1)).toBe('2026-03-01');
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2026-04-01'), 59)).toBe('2026-05-30');
    expect(addDays(d('2026-03-01'), -1)).toBe('2026-02-28');
    expect(daysBetween(d('2026-02-28'), d('2026-03-01'))).toBe(1);
    expect(daysBetween(d('2028-02-28'), d('2028-03-01'))).toBe(2);
    expect(daysBetween(d('2026-03-01'), d('2026-02-28'))).toBe(-1);
  });

  it('match JavaScript’s UTC calendar, and come back the way they went', () => {
    fc.assert(
      fc.property(anyDate, someDays, (date, n) => {
        const expected = new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
        fc.pre(isPlainDate(expected));
        const later = addDays(date, n);
        expect(later).toBe(expected);
        expect(addDays(later, -n)).toBe(date);
        expect(daysBetween(date, later)).toBe(n);
        expect(compareDates(later, date)).toBe(n > 0 ? 1 : n < 0 ? -1 : 0);
      }),
    );
  });

  it('name their weekday, 0 for Sunday', () => {
    expect(weekdayOf(d('2026-04-01'))).toBe(3);
    expect(weekdayOf(d('2026-11-22'))).toBe(0);
    expect(weekdayOf(d('1970-01-01'))).toBe(4);
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(weekdayOf(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
      }),
    );
  });

  it('sort as their text does', () => {
    expect(compareDates(d('2026-04-01'), d('2026-04-01'))).toBe(0);
    expect(['2026-12-01', '2026-02-28', '2027-01-01'].map(d).sort(compareDates)).toEqual(['2026-02-28', '2026-12-01', '2027-01-01']);
  });
});

describe('months', () => {
  it('keep the day within the month: 01-31 plus a month is the end of February', () => {
    expect(addMonths(d('2026-01-31'), 1)).toBe('2026-02-28');
    expect(addMonths(d('2028-01-31'), 1)).toBe('2028-02-29');
    expect(addMonths(d('2026-03-31'), -1)).toBe('2026-02-28');
    expect(addMonths(d('2026-05-31'), 1)).toBe('2026-06-30');
    expect(addMonths(d('2028-02-29'), 12)).toBe('2029-02-28');
    expect(addMonths(d('2026-12-15'), 1)).toBe('2027-01-15');
    expect(addMonths(d('2026-01-15'), -1)).toBe('2025-12-15');
    expect(addMonths(d('2026-11-20'), -25)).toBe('2024-10-20');
  });

  it('start on the 1st and end on their last day, February by the leap-year rule', () => {
    expect(startOfMonth(d('2026-04-18'))).toBe('2026-04-01');
    expect(endOfMonth(d('2026-04-18'))).toBe('2026-04-30');
    expect(endOfMonth(d('2026-02-01'))).toBe('2026-02-28');
    expect(endOfMonth(d('2028-02-10'))).toBe('2028-02-29');
    expect(endOfMonth(d('2000-02-01'))).toBe('2000-02-29');
    expect(endOfMonth(d('2100-02-01'))).toBe('2100-02-28');
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('move a date by whole months, its day kept or cut to the month’s end', () => {
    const months = fc.integer({ min: -1200, max: 1200 });
    const inRange = (date: PlainDate, n: number) => {
      const year = Number(date.slice(0, 4)) + Math.floor((Number(date.slice(5, 7)) - 1 + n) / 12);
      return year >= 1 && year <= 9999;
    };
    fc.assert(
      fc.property(anyDate, months, (date, n) => {
        fc.pre(inRange(date, n));
        const moved = addMonths(date, n);
        const index = (x: PlainDate) => Number(x.slice(0, 4)) * 12 + Number(x.slice(5, 7));
        expect(index(moved) - index(date)).toBe(n);
        expect(Number(moved.slice(8))).toBe(Math.min(Number(date.slice(8)), Number(endOfMonth(moved).slice(8))));
        expect(startOfMonth(moved)).toBe(addMonths(startOfMonth(date), n));
        if (Number(date.slice(8)) <= 28) expect(addMonths(moved, -n)).toBe(date);
      }),
    );
  });

  it('end the day before the next month starts', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        fc.pre(date < '9999-12-01');
        const end = endOfMonth(date);
        expect(end.slice(0, 7)).toBe(date.slice(0, 7));
        expect(addDays(end, 1)).toBe(startOfMonth(addMonths(date, 1)));
        expect(daysBetween(startOfMonth(date), end) + 1).toBe(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))));
      }),
    );
  });
});
