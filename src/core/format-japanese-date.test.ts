import { describe, expect, it } from 'vitest';
import { formatJapaneseDate, formatMonthDay, formatPeriod, formatTransactionDate } from './format';

describe('formatJapaneseDate', () => {
  it('prints 西暦 by default and 和暦 on request', () => {
    expect(formatJapaneseDate('2026-11-23')).toBe('2026年11月23日');
    expect(formatJapaneseDate('2026-11-23', 'japaneseEra')).toBe('令和8年11月23日');
    expect(formatJapaneseDate('2026-01-05', 'japaneseEra')).toBe('令和8年1月5日');
  });

  it('changes era on the first day of the new one and prints its first year as 元年', () => {
    expect(formatJapaneseDate('2019-04-30', 'japaneseEra')).toBe('平成31年4月30日');
    expect(formatJapaneseDate('2019-05-01', 'japaneseEra')).toBe('令和元年5月1日');
    expect(formatJapaneseDate('2019-12-31', 'japaneseEra')).toBe('令和元年12月31日');
    expect(formatJapaneseDate('2020-01-01', 'japaneseEra')).toBe('令和2年1月1日');
    expect(formatJapaneseDate('1989-01-07', 'japaneseEra')).toBe('昭和64年1月7日');
    expect(formatJapaneseDate('1989-01-08', 'japaneseEra')).toBe('平成元年1月8日');
    expect(formatJapaneseDate('1926-12-25', 'japaneseEra')).toBe('昭和元年12月25日');
    expect(formatJapaneseDate('1912-07-30', 'japaneseEra')).toBe('大正元年7月30日');
    expect(formatJapaneseDate('1873-01-01', 'japaneseEra')).toBe('明治6年1月1日');
  });

  it('falls back to 西暦 before the Gregorian calendar, and prints nothing for what is not a date', () => {
    expect(formatJapaneseDate('1872-12-31', 'japaneseEra')).toBe('1872年12月31日');
    expect(formatJapaneseDate(null)).toBe('');
    expect(formatJapaneseDate('2026/11/23')).toBe('');
  });
});

describe('formatPeriod', () => {
  it('names a whole calendar month as 〇月分', () => {
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('2026年11月分');
    expect(formatPeriod('2026-11-01', '2026-11-30', 'japaneseEra')).toBe('令和8年11月分');
    expect(formatPeriod('2028-02-01', '2028-02-29')).toBe('2028年2月分');
    expect(formatPeriod('2019-05-01', '2019-05-31', 'japaneseEra')).toBe('令和元年5月分');
  });

  it('prints any other period from–to', () => {
    expect(formatPeriod('2026-11-01', '2026-11-20')).toBe('2026年11月1日〜2026年11月20日');
    expect(formatPeriod('2027-02-01', '2027-02-28', 'gregorian')).toBe('2027年2月分');
    expect(formatPeriod('2026-02-01', '2026-02-27')).toBe('2026年2月1日〜2026年2月27日');
    expect(formatPeriod('2026-10-01', '2026-11-30')).toBe('2026年10月1日〜2026年11月30日');
    expect(formatPeriod('2019-04-01', '2019-05-31', 'japaneseEra')).toBe('平成31年4月1日〜令和元年5月31日');
    expect(formatPeriod('2026-11-01', null)).toBe('');
  });
});

describe('formatTransactionDate', () => {
  it('labels a date 取引年月日 and a period 対象期間', () => {
    expect(formatTransactionDate({ transactionDate: '2026-11-23', periodFrom: null, periodTo: null })).toEqual({
      label: '取引年月日',
      text: '2026年11月23日',
    });
    expect(formatTransactionDate({ transactionDate: null, periodFrom: '2026-11-01', periodTo: '2026-11-30' }, 'japaneseEra')).toEqual({
      label: '対象期間',
      text: '令和8年11月分',
    });
    expect(formatTransactionDate({ transactionDate: null, periodFrom: null, periodTo: null })).toBeNull();
  });

  it('prints a line date as month/day', () => {
    expect(formatMonthDay('2026-11-03')).toBe('11/3');
    expect(formatMonthDay(null)).toBe('');
  });
});
