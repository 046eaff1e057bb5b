import { describe, expect, it } from 'vitest';
import { mayReplaceAddress, proposeAddress } from './postal-address';

const ginza = { postalCode: '104-0061', prefecture: '東京都', city: '中央区', town: '銀座' };
const kasuga = (town: string) => ({ postalCode: '452-0961', prefecture: '愛知県', city: '清須市', town });

describe('proposeAddress', () => {
  it('fills the whole address for a code with one 町域', () => {
    expect(proposeAddress([ginza])).toEqual({ text: '東京都中央区銀座', towns: [] });
  });
  it('fills 都道府県 and 市区町村 and offers the 町域 when a code has several', () => {
    expect(proposeAddress([kasuga('春日夢の森'), kasuga('春日屋敷')])).toEqual({ text: '愛知県清須市', towns: ['春日夢の森', '春日屋敷'] });
  });
  it('keeps to what the 町域 share when they lie in different cities', () => {
    expect(proposeAddress([ginza, { ...ginza, city: '港区' }])).toEqual({ text: '東京都', towns: [] });
  });
  it('proposes nothing for an unknown code', () => {
    expect(proposeAddress([])).toBeNull();
  });
});

describe('mayReplaceAddress', () => {
  it('replaces an empty address or the one the last lookup wrote, never what the user typed', () => {
    expect(mayReplaceAddress('  ', null)).toBe(true);
    expect(mayReplaceAddress('東京都中央区銀座', '東京都中央区銀座')).toBe(true);
    expect(mayReplaceAddress('東京都中央区銀座1-2-3', '東京都中央区銀座')).toBe(false);
    expect(mayReplaceAddress('大阪府', null)).toBe(false);
  });
});
