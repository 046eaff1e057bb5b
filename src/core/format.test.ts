import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatFileSize, formatJapanDateTime, formatYen, toHalfWidth } from './format';

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

  it('formats file sizes in bytes, KB, MB and GB of 1,024', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(12_600)).toBe('12.3 KB');
    expect(formatFileSize(4.5 * 1024 ** 2)).toBe('4.5 MB');
    expect(formatFileSize(1024 ** 3 * 1.25)).toBe('1.3 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072.0 GB');
  });

  it('formats dates as year/month/day, zero padded, optionally with time', () => {
    const d = new Date('2025-04-01T09:05:00+09:00');
    expect(formatDate(d)).toBe('2025/04/01');
    expect(formatDate(d, true)).toBe('2025/04/01 09:05');
    expect(formatDate('2025-04-01')).toBe('2025/04/01');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows an instant on the day and at the time it is in Japan, not in the machine’s zone', () => {
    // 15:30 UTC on 31 March is 00:30 on 1 April in Japan: a UTC or European machine would show the 31st.
    expect(formatDate('2026-03-31T15:30:00Z')).toBe('2026/04/01');
    expect(formatDate(new Date('2026-03-31T15:30:00Z'), true)).toBe('2026/04/01 00:30');
    expect(formatDate(Date.parse('2026-12-31T23:59:00Z'), true)).toBe('2027/01/01 08:59');
    expect(formatDate('2026-03-31T14:59:00Z', true)).toBe('2026/03/31 23:59');
  });

  it('shows the clock in Japanese with weekday and seconds, in Japan', () => {
    const { date, time } = formatClock(new Date('2026-11-22T09:05:03+09:00'));
    expect(date).toBe('2026年11月22日(日)');
    expect(time).toBe('09:05:03');
    expect(formatClock(new Date('2026-11-21T15:00:00Z'))).toEqual({ date: '2026年11月22日(日)', time: '00:00:00' });
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
