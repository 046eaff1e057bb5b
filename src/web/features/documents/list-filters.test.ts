import { describe, expect, it } from 'vitest';
import { lastMonthRange } from './list-archive-dialog';
import { parseAmount } from './list-filters';

describe('amount filter input', () => {
  it('accepts full-width digits, commas and the yen sign', () => {
    expect(parseAmount('１０，０００')).toBe('10000');
    expect(parseAmount('¥1,200')).toBe('1200');
    expect(parseAmount(' 500 ')).toBe('500');
  });

  it('treats empty as no filter and rejects what is not a whole number', () => {
    expect(parseAmount('')).toBe('');
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('千円')).toBeNull();
  });
});

describe('期間エクスポート default period', () => {
  it('is the whole previous month, across a year end and in February', () => {
    expect(lastMonthRange('2026-11-22')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonthRange('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonthRange('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
