import iconv from 'iconv-lite';
import { type CsvSlice, parseCsvSlice, restoreFormulaText, toCsv } from '@/core/csv';
import { AppError } from '../http/errors';
import { isSafeText } from '../http/safe-text';
import type { MasterDataDefinition } from './define';

export type RowError = { line: number; message: string };

/** UTF-8 (with or without BOM) or, when the bytes are not UTF-8, Shift_JIS as Excel saves it. */
export async function decodeCsv(bytes: Uint8Array): Promise<string> {
  try {
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    return await decodeInSlices(bytes, (chunk, isLast) => utf8.decode(chunk, { stream: !isLast }));
  } catch {
    const sjis = iconv.getDecoder('Shift_JIS');
    return decodeInSlices(bytes, (chunk, isLast) => sjis.write(Buffer.from(chunk)) + (isLast ? (sjis.end() ?? '') : ''));
  }
}

/** Decoding 20 MB at once takes a few hundred milliseconds: 256 KB at a time instead. */
async function decodeInSlices(bytes: Uint8Array, decode: (chunk: Uint8Array, isLast: boolean) => string): Promise<string> {
  const parts: string[] = [];
  const size = 256 * 1024;
  for (let at = 0; at < bytes.length || at === 0; at += size) {
    parts.push(decode(bytes.subarray(at, at + size), at + size >= bytes.length));
    await yieldToEventLoop();
  }
  return parts.join('');
}

export function exportCsv<V>(def: MasterDataDefinition<V>, items: V[]): string {
  return toCsv([def.csv.map((c) => c.header), ...items.map((item) => def.csv.map((c) => c.write(item)))]);
}

/** Rows read or validated between two turns of the event loop (a few milliseconds each). */
const sliceRows = 250;
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The whole table, a slice at a time, so a 50,000-row file never holds up other requests. */
async function parseInSlices(text: string): Promise<string[][]> {
  const table: string[][] = [];
  let at: number | null = 0;
  while (at !== null) {
    let slice: CsvSlice;
    try {
      slice = parseCsvSlice(text, at, sliceRows);
    } catch (error) {
      throw new AppError(400, 'MALFORMED_CSV', `CSVを読み取れません: ${(error as Error).message}`);
    }
    for (const row of slice.rows) table.push(row);
    at = slice.next;
    await yieldToEventLoop();
  }
  return table;
}

/**
 * Reads an import file into validated inputs and row errors (line = line of the file,
 * the header being line 1). A code twice in the file is an error on its second line.
 */
export async function readImport<V>(
  def: MasterDataDefinition<V>,
  text: string,
): Promise<{ rows: Record<string, unknown>[]; errors: RowError[]; total: number; fileKeys: string[] }> {
  const [header, ...records] = await parseInSlices(text);
  if (!header) throw new AppError(400, 'EMPTY_CSV', 'CSVにデータがありません');
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = def.csv.filter((c) => c.required && !index.has(c.header));
  if (missing.length > 0) throw new AppError(400, 'MISSING_COLUMNS', `必須の列がありません: ${missing.map((c) => c.header).join('、')}`);

  const rows: Record<string, unknown>[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  // The fields the file's columns fill: an update changes only these (an image, or a column
  // left out of the file, keeps what the row has).
  const fileKeys = new Set<string>();
  for (const [i, record] of records.entries()) {
    if (i > 0 && i % sliceRows === 0) await yieldToEventLoop();
    const line = i + 2;
    const raw: Record<string, unknown> = {};
    let isSafe = true;
    const cellErrors: string[] = [];
    for (const column of def.csv) {
      const at = index.get(column.header);
      if (at === undefined) continue;
      isSafe &&= isSafeText(record[at] ?? '');
      // Our own exports prefix formula-like text with ' (see toCsv); read it back as it was.
      column.read(restoreFormulaText(record[at] ?? ''), raw, (message) => cellErrors.push(message));
    }
    for (const key of Object.keys(raw)) fileKeys.add(key);
    // A CSV body bypasses the JSON reader; PostgreSQL would refuse a NUL as a 500.
    if (!isSafe) {
      errors.push({ line, message: '使用できない文字(制御文字など)が含まれています' });
      continue;
    }
    const parsed = def.input.safeParse(raw);
    if (!parsed.success || cellErrors.length > 0) {
      const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
      errors.push({ line, message: [...cellErrors, ...issues].join(' / ') });
      continue;
    }
    const code = String(parsed.data.code);
    // An empty code is numbered by the server when the row is written.
    if (code !== '' && seen.has(code)) {
      errors.push({ line, message: `${def.label}コード「${code}」がファイル内で重複しています` });
      continue;
    }
    seen.add(code);
    rows.push(parsed.data);
  }
  return { rows, errors, total: records.length, fileKeys: [...fileKeys] };
}
