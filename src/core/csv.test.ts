import { describe, expect, it } from 'vitest';
import { parseCsv, restoreFormulaText, toCsv } from './csv';

describe('CSV', () => {
  it('round-trips quotes, commas, line breaks and Japanese text', () => {
    const rows = [
      ['コード', '名称', '備考'],
      ['P-1', 'ボールペン "黒"', '1,000本\n単位: 箱'],
      ['P-2', '  空白付き', ''],
    ];
    const csv = toCsv(rows);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(parseCsv(csv)).toEqual(rows);
  });

  it('reads CRLF and LF, skips blank lines, and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\r\n\r\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,"b\n1,2')).toThrow('引用符 (") が閉じられていません');
  });

  it('prefixes formula-like text, never numbers, and the prefix comes off exactly once', () => {
    const texts = ['=1+1', '+81-3-0000', '-割引', '@SUM(A1)', '\t=1', '\r=1', "'=1", "''@x", "'plain", 'plain', ''];
    const csv = toCsv([texts, [-1000, 0, 2480]], { bom: false });
    const [written, numbers] = parseCsv(csv);
    expect(written).toEqual(["'=1+1", "'+81-3-0000", "'-割引", "'@SUM(A1)", "'\t=1", "'\r=1", "''=1", "'''@x", "'plain", 'plain', '']);
    expect(numbers).toEqual(['-1000', '0', '2480']);
    expect(written?.map(restoreFormulaText)).toEqual(texts);
  });
});
