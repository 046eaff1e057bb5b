import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatJapanDateTime, formatYen, toHalfWidth } from './format';

describe('formats', () => {
  it('formats yen with grouping, the minus before the sign, and a fallback', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(-1000)).toBe('-¥1,000');
    expect(formatYen('2500')).toBe('¥2,500');
    expect(formatYen(10n)).toBe('¥10');
    expect(formatYen('abc')).toBe('¥');
    expect(formatYen(Number.NaN)).toBe('¥');
    expect(formatYen(undefined)).toBe('¥');
  });

  it('formats dates as year/month/day, zero padded, optionally with time', () => {
    const d = new Date(2025, 3, 1, 9, 5);
    expect(formatDate(d)).toBe('2025/04/01');
    expect(formatDate(d, true)).toBe('2025/04/01 09:05');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows the clock in Japanese with weekday and seconds', () => {
    const { date, time } = formatClock(new Date(2026, 10, 22, 9, 5, 3));
    expect(date).toBe('2026年11月22日(日)');
    expect(time).toBe('09:05:03');
  });

  it('turns full-width input into half-width', () => {
    expect(toHalfWidth('ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('taro@example.com');
    expect(toHalfWidth('１２３　４')).toBe('123 4');
  });
});

describe('formatJapanDateTime', () => {
  it('shows an instant in Japanese time, to the second, whatever the machine zone', () => {
    expect(formatJapanDateTime('2026-11-22T15:04:05.678Z')).toBe('2026/11/23 00:04:05');
    expect(formatJapanDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026/01/01 09:00:00');
    expect(formatJapanDateTime(null)).toBe('');
    expect(formatJapanDateTime('not a date')).toBe('');
  });
});
