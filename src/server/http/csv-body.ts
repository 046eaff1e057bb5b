import type { Context } from 'hono';
import iconv from 'iconv-lite';
import { prepareShiftJisCsv, type ShiftJisReplacements } from '@/core/shift-jis';

export type CsvEncoding = 'utf8' | 'sjis';

/** A character cp932 holds reads back as itself (iconv-lite writes `?` or an ASCII best fit otherwise). */
const canEncode = (c: string) => iconv.decode(iconv.encode(c, 'Shift_JIS'), 'Shift_JIS') === c;

/** Header values stay well under the 8 KB proxies accept; the count is always complete. */
const maxListed = 100;

export function encodeCsv(text: string, encoding: CsvEncoding): { body: Uint8Array<ArrayBuffer>; replaced: ShiftJisReplacements | null } {
  if (encoding === 'utf8') return { body: new Uint8Array(Buffer.from(text, 'utf8')), replaced: null };
  const safe = prepareShiftJisCsv(text.replace(/^\ufeff/, ''), canEncode);
  return { body: new Uint8Array(iconv.encode(safe.text, 'Shift_JIS')), replaced: safe.replaced.count > 0 ? safe.replaced : null };
}

/**
 * The body of a CSV download, with its Content-Type. When Shift_JIS could not hold some
 * characters they are written as 〓 and the answer says so, for the screen to tell the user:
 * X-Replaced-Count (how many), X-Replaced-Characters (each once, space-separated and
 * percent-encoded, as for PDFs) and X-Replaced-Rows (rows of the file, the header being 1).
 */
export function csvBody(c: Context, text: string, encoding: CsvEncoding): Uint8Array<ArrayBuffer> {
  const { body, replaced } = encodeCsv(text, encoding);
  c.header('Content-Type', `text/csv; charset=${encoding === 'sjis' ? 'Shift_JIS' : 'utf-8'}`);
  if (replaced) {
    c.header('X-Replaced-Count', String(replaced.count));
    c.header('X-Replaced-Characters', encodeURIComponent(replaced.characters.slice(0, maxListed).join(' ')));
    c.header('X-Replaced-Rows', replaced.rows.slice(0, maxListed).join(','));
  }
  return body;
}
