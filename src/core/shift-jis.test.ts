import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { prepareShiftJisCsv, shiftJisLookAlikes } from './shift-jis';

// The check the server uses: a character cp932 holds reads back as itself.
const canEncode = (c: string) => iconv.decode(iconv.encode(c, 'Shift_JIS'), 'Shift_JIS') === c;
const roundTrip = (text: string) => iconv.decode(iconv.encode(prepareShiftJisCsv(text, canEncode).text, 'Shift_JIS'), 'Shift_JIS');

describe('Shift_JIS CSV', () => {
  it('writes the usual look-alikes as the characters cp932 has, and keeps those it has', () => {
    expect(roundTrip('10〜20個 −5 ‐ — ‖ ¢ £ ¬ ¥100 ‾')).toBe('10～20個 －5 ‐ ― ∥ ￠ ￡ ￢ ￥100 ￣');
    expect(roundTrip('髙﨑 ① ㈱ ～ － ― ∥ ￥')).toBe('髙﨑 ① ㈱ ～ － ― ∥ ￥');
    expect(prepareShiftJisCsv('〜−', canEncode).replaced.count).toBe(0);
  });

  it('maps only characters cp932 lacks, each to one it holds', () => {
    for (const [from, to] of Object.entries(shiftJisLookAlikes)) {
      expect(canEncode(from), from).toBe(false);
      expect(canEncode(to), to).toBe(true);
    }
  });

  it('writes what cp932 cannot hold as 〓, never ?, and names the characters and rows', () => {
    const csv = toCsv(
      [
        ['コード', '名称', '備考'],
        ['A-1', '普通の名前', ''],
        ['A-2', '𠮷野家😀', '複数行\nの備考 ©'],
        ['A-3', '森鷗外', '😀'],
      ],
      { bom: false },
    );
    const { text, replaced } = prepareShiftJisCsv(csv, canEncode);
    expect(replaced).toEqual({ count: 5, characters: ['𠮷', '😀', '©', '鷗'], rows: [3, 4] });
    expect(text).toContain('〓野家〓');
    expect(text).toContain('複数行\nの備考 〓');
    expect(text).toContain('森〓外');
    expect(iconv.encode(text, 'Shift_JIS').includes(0x3f)).toBe(false);
  });
});
