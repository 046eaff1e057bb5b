import iconv from 'iconv-lite';
import { parseCsv, toCsv } from '@/core/csv';
import { AppError } from '../http/errors';
import { isSafeText } from '../http/safe-text';
import type { MasterDataDefinition } from './define';

export type RowError = { line: number; message: string };

/** UTF-8 (with or without BOM) or, when the bytes are not UTF-8, Shift_JIS as Excel saves it. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'Shift_JIS');
  }
}

export function encodeCsv(text: string, encoding: 'utf8' | 'sjis'): Uint8Array {
  return encoding === 'sjis' ? iconv.encode(text.replace(/^\ufeff/, ''), 'Shift_JIS') : Buffer.from(text, 'utf8');
}

export function exportCsv<V>(def: MasterDataDefinition<V>, items: V[]): string {
  return toCsv([def.csv.map((c) => c.header), ...items.map((item) => def.csv.map((c) => c.write(item)))]);
}

/**
 * Reads an import file into validated inputs and row errors (line = line of the file,
 * the header being line 1). A code twice in the file is an error on its second line.
 */
export function readImport<V>(
  def: MasterDataDefinition<V>,
  text: string,
): { rows: Record<string, unknown>[]; errors: RowError[]; total: number } {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    throw new AppError(400, 'MALFORMED_CSV', `CSVを読み取れません: ${(error as Error).message}`);
  }
  const [header, ...records] = table;
  if (!header) throw new AppError(400, 'EMPTY_CSV', 'CSVにデータがありません');
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = def.csv.filter((c) => c.required && !index.has(c.header));
  if (missing.length > 0) throw new AppError(400, 'MISSING_COLUMNS', `必須の列がありません: ${missing.map((c) => c.header).join('、')}`);

  const rows: Record<string, unknown>[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  records.forEach((record, i) => {
    const line = i + 2;
    const raw: Record<string, unknown> = {};
    let isSafe = true;
    for (const column of def.csv) {
      const at = index.get(column.header);
      if (at === undefined) continue;
      isSafe &&= isSafeText(record[at] ?? '');
      column.read(record[at] ?? '', raw);
    }
    // A CSV body bypasses the JSON reader; PostgreSQL would refuse a NUL as a 500.
    if (!isSafe) {
      errors.push({ line, message: '使用できない文字(制御文字など)が含まれています' });
      return;
    }
    const parsed = def.input.safeParse(raw);
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues.map((issue) => issue.message).join(' / ') });
      return;
    }
    const code = String(parsed.data.code);
    if (seen.has(code)) {
      errors.push({ line, message: `${def.label}コード「${code}」がファイル内で重複しています` });
      return;
    }
    seen.add(code);
    rows.push(parsed.data);
  });
  return { rows, errors, total: records.length };
}
