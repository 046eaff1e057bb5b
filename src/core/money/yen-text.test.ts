import { describe, expect, it } from 'vitest';
import { normalizeYenText, parseYenText, yenTextToNumber } from './yen-text';

describe('typed yen', () => {
  it('reads what Japanese users type', () => {
    expect(parseYenText('１，２００')).toBe(1200);
    expect(parseYenText('¥1,200')).toBe(1200);
    expect(parseYenText('￥１２００円')).toBe(1200);
    expect(parseYenText(' 1 200 ')).toBe(1200);
    expect(parseYenText('−500')).toBe(-500);
    expect(parseYenText('ー500')).toBe(-500);
    expect(parseYenText('－５００')).toBe(-500);
    expect(parseYenText('0')).toBe(0);
  });

  it('refuses what is not a whole number of yen', () => {
    for (const text of ['', ' ', '1.5', '12a', '1e3', '0x10', '--1', '1-', '99999999999999999999']) {
      expect(parseYenText(text), text).toBeNull();
    }
  });

  it('gives schemas a number to judge, NaN when there is none', () => {
    expect(yenTextToNumber('１．５')).toBe(1.5);
    expect(yenTextToNumber('¥3,000')).toBe(3000);
    expect(yenTextToNumber('')).toBeNaN();
    expect(yenTextToNumber('abc')).toBeNaN();
    expect(yenTextToNumber('Infinity')).toBeNaN();
    expect(normalizeYenText('￥１，０００円')).toBe('1000');
  });
});
