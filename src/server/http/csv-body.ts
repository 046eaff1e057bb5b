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
 * A CSV written a page of records at a time (the period export): each piece encoded as it comes,
 * the BOM only at the start, and what Shift_JIS could not hold counted over the whole file with
 * its record numbers (the header being 1).
 */
export function createCsvEncoder(encoding: CsvEncoding) {
  const replaced: ShiftJisReplacements = { count: 0, characters: [], rows: [] };
  let records = 0;
  return {
    /** `text` holds whole records (from toCsv); the first piece carries the BOM, later ones none. */
    encode(text: string): Uint8Array<ArrayBuffer> {
      const piece = encodeCsv(records === 0 ? text : text.replace(/^\ufeff/, ''), encoding);
      if (piece.replaced) {
        replaced.count += piece.replaced.count;
        for (const c of piece.replaced.characters) if (!replaced.characters.includes(c)) replaced.characters.push(c);
        replaced.rows.push(...piece.replaced.rows.map((row) => row + records));
      }
      records += csvRecordCount(text);
      return piece.body;
    },
    replaced: (): ShiftJisReplacements | null => (replaced.count > 0 ? replaced : null),
  };
}

/** Records in CSV text: line ends outside quotes (a quoted cell may hold line breaks). */
function csvRecordCount(text: string): number {
  let count = 0;
  let isQuoted = false;
  for (const c of text) {
    if (c === '"') isQuoted = !isQuoted;
    else if (c === '\n' && !isQuoted) count++;
  }
  return count;
}

/**
 * Tells the client what was written as 〓: X-Replaced-Count (how many), X-Replaced-Characters
 * (each once, space-separated and percent-encoded, as for PDFs) and, for a single file,
 * X-Replaced-Rows (its records, the header being 1).
 */
export function setReplacedHeaders(c: Context, replaced: ShiftJisReplacements, { withRows = true } = {}) {
  c.header('X-Replaced-Count', String(replaced.count));
  c.header('X-Replaced-Characters', encodeURIComponent(replaced.characters.slice(0, maxListed).join(' ')));
  if (withRows) c.header('X-Replaced-Rows', replaced.rows.slice(0, maxListed).join(','));
}

/**
 * The body of a CSV download, with its Content-Type. When Shift_JIS could not hold some
 * characters they are written as 〓 and the answer says so (setReplacedHeaders), for the screen
 * to tell the user.
 */
export function csvBody(c: Context, text: string, encoding: CsvEncoding): Uint8Array<ArrayBuffer> {
  const { body, replaced } = encodeCsv(text, encoding);
  c.header('Content-Type', `text/csv; charset=${encoding === 'sjis' ? 'Shift_JIS' : 'utf-8'}`);
  if (replaced) setReplacedHeaders(c, replaced);
  return body;
}
