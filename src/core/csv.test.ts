import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

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
});
