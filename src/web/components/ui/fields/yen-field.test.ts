import { describe, expect, it } from 'vitest';
import { parseYen } from './yen-field';

describe('parseYen', () => {
  it('accepts full-width digits, commas and the yen sign', () => {
    expect(parseYen('１，２００')).toBe(1200);
    expect(parseYen('¥1,200')).toBe(1200);
    expect(parseYen('￥ 12,000 ')).toBe(12000);
    expect(parseYen('0')).toBe(0);
  });

  it('refuses what is not a whole number of yen', () => {
    expect(parseYen('')).toBeNull();
    expect(parseYen('12.5')).toBeNull();
    expect(parseYen('-100')).toBeNull();
    expect(parseYen('abc')).toBeNull();
  });
});
