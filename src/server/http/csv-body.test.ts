import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/core/csv';
import { createCsvEncoder } from './csv-body';

describe('a CSV encoded a page at a time', () => {
  it('counts what Shift_JIS lacks over the whole file, with record numbers across pieces', () => {
    const encoder = createCsvEncoder('sjis');
    const first = encoder.encode(toCsv([['品名'], ['"改行\nあり"']]));
    const second = encoder.encode(toCsv([['普通'], ['乾杯🍺']]));
    expect(iconv.decode(Buffer.concat([first, second]), 'Shift_JIS')).toBe('品名\r\n"""改行\nあり"""\r\n普通\r\n乾杯〓\r\n');
    expect(encoder.replaced()).toEqual({ count: 1, characters: ['🍺'], rows: [4] });
  });

  it('writes the UTF-8 BOM once, at the start', () => {
    const encoder = createCsvEncoder('utf8');
    const bytes = Buffer.concat([encoder.encode(toCsv([['a']])), encoder.encode(toCsv([['b']]))]);
    expect(bytes.toString('utf8')).toBe('\ufeffa\r\nb\r\n');
    expect(encoder.replaced()).toBeNull();
  });
});
