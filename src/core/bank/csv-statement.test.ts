import { describe, expect, it } from 'vitest';
import { readStatement } from './read-statement';

const mapping = { dateColumn: 0, amountColumn: 2, payerColumn: 1, hasHeader: true };
const read = (text: string) => {
  const result = readStatement(text, { chosen: null, remembered: mapping }, 2026);
  if (result.kind !== 'lines') throw new Error('not read');
  return result;
};

/** Each layout: two identical ¥30,000 credits of one day, then one of ¥30,000 from someone else. */
const files = {
  anser: [
    '番号,勘定日,摘要,入金金額(円),出金金額(円)',
    ',2026/11/27,ﾔﾏﾀﾞｺｳﾑﾃﾝ,30000,',
    ',2026/11/27,ﾔﾏﾀﾞｺｳﾑﾃﾝ,30000,',
    ',2026/11/27,ﾐﾄﾞﾘｼﾖｳﾃﾝ,30000,',
  ],
  sbi: [
    '日付,内容,出金金額(円),入金金額(円),残高(円)',
    '2026/11/27,振込＊ﾔﾏﾀﾞｺｳﾑﾃﾝ,,"30,000",',
    '2026/11/27,振込＊ﾔﾏﾀﾞｺｳﾑﾃﾝ,,"30,000",',
    '2026/11/27,振込＊ﾐﾄﾞﾘｼﾖｳﾃﾝ,,"30,000",',
  ],
  rakuten: [
    '取引日,入出金(円),取引後残高(円),入出金内容',
    '20261127,30000,,ﾔﾏﾀﾞｺｳﾑﾃﾝ',
    '20261127,30000,,ﾔﾏﾀﾞｺｳﾑﾃﾝ',
    '20261127,30000,,ﾐﾄﾞﾘｼﾖｳﾃﾝ',
  ],
  mapped: ['取扱日,お取引内容,お預入れ', '2026-11-27,ﾔﾏﾀﾞｺｳﾑﾃﾝ,30000', '2026-11-27,ﾔﾏﾀﾞｺｳﾑﾃﾝ,30000', '2026-11-27,ﾐﾄﾞﾘｼﾖｳﾃﾝ,30000'],
};

describe('CSV statements: every credit its own line', () => {
  for (const [format, rows] of Object.entries(files))
    it(`${format}: identical credits of a day get their own keys, the same on every read`, () => {
      const text = rows.join('\r\n');
      const first = read(text);
      expect(first.format).toBe(format);
      const keys = first.lines.map((l) => l.lineKey);
      expect(new Set(keys).size).toBe(3);
      // Amount and payer are part of the key: the occurrence counts identical lines only.
      expect(keys.map((k) => k.endsWith(':1'))).toEqual([true, false, true]);
      expect(keys.every((k) => k.includes(':30000:'))).toBe(true);
      expect(read(text).lines.map((l) => l.lineKey)).toEqual(keys);
    });
});
