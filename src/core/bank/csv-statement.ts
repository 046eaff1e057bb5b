/**
 * Net-banking 入出金明細 CSVs: the layouts we know by their header row, and any other CSV read
 * through a column mapping (日付, 入金額, 振込依頼人名) the company chose once.
 */
import { isPlainDate } from '../calendar';
import { parseCsv } from '../csv';
import { toHalfWidth } from '../format';
import type { ColumnMapping, StatementLine } from './statement-line';
import { StatementError } from './zengin';

type KnownLayout = {
  id: string;
  label: string;
  date: string;
  /** The 入金 column; `signed`: one column, credits positive (楽天銀行). */
  credit: string;
  signed?: boolean;
  payer: string;
  /** A column that tells identical lines apart (照会番号, 残高). */
  reference?: string;
};

/** Header names as each bank writes them in its documented CSV download. */
export const knownLayouts: KnownLayout[] = [
  { id: 'anser', label: 'ANSER形式（入出金明細照会）', date: '勘定日', credit: '入金金額(円)', payer: '摘要', reference: '番号' },
  { id: 'sbi', label: '住信SBIネット銀行', date: '日付', credit: '入金金額(円)', payer: '内容', reference: '残高(円)' },
  {
    id: 'rakuten',
    label: '楽天銀行',
    date: '取引日',
    credit: '入出金(円)',
    signed: true,
    payer: '入出金内容',
    reference: '取引後残高(円)',
  },
];

const cellKey = (cell: string) => toHalfWidth(cell.normalize('NFKC')).replace(/[\s"]/g, '');

/** 2026/11/20, 2026-11-20, 2026年11月20日, 20261120 → 2026-11-20; anything else null. */
export function csvDate(cell: string): string | null {
  const text = toHalfWidth(cell.normalize('NFKC')).trim();
  const m = /^(\d{4})[/\-年.]?(\d{1,2})[/\-月.]?(\d{1,2})日?/.exec(text);
  if (!m) return null;
  const day = `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`;
  return isPlainDate(day) ? day : null;
}

/** ¥110,000 / 110000円 / －5,000 → number; empty → 0; not a number → NaN. */
export function csvAmount(cell: string): number {
  const text = toHalfWidth(cell.normalize('NFKC'))
    .replace(/[,¥\\円\s]/g, '')
    .replace(/^[−–]/, '-');
  if (text === '') return 0;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function detectLayout(headerRow: string[]): KnownLayout | null {
  const keys = headerRow.map(cellKey);
  return knownLayouts.find((l) => [l.date, l.credit, l.payer].every((h) => keys.includes(cellKey(h)))) ?? null;
}

/** The CSV's non-empty rows; a file the CSV reader cannot read (an unclosed quote) is a statement error, answered 400. */
export function readCsvRows(text: string): string[][] {
  let parsed: string[][];
  try {
    parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new StatementError(`CSVを読み取れません: ${error instanceof Error ? error.message : String(error)}`);
  }
  const rows = parsed.filter((r) => r.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw new StatementError('ファイルに明細がありません');
  return rows;
}

type Columns = { date: number; credit: number; payer: number; reference: number; signed: boolean; hasHeader: boolean };

export function columnsOfLayout(layout: KnownLayout, headerRow: string[]): Columns {
  const keys = headerRow.map(cellKey);
  const at = (name: string) => keys.indexOf(cellKey(name));
  return {
    date: at(layout.date),
    credit: at(layout.credit),
    payer: at(layout.payer),
    reference: layout.reference ? at(layout.reference) : -1,
    signed: !!layout.signed,
    hasHeader: true,
  };
}

export const columnsOfMapping = (m: ColumnMapping): Columns => ({
  date: m.dateColumn,
  credit: m.amountColumn,
  payer: m.payerColumn,
  reference: -1,
  signed: true,
  hasHeader: m.hasHeader,
});

/**
 * The credit lines of CSV rows read with those columns. Rows whose date and amount are both
 * blank (subtotals, notes) are skipped; a row with one of them unreadable is an error.
 */
export function readCsvLines(rows: string[][], columns: Columns, source: string): { lines: StatementLine[]; debitCount: number } {
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let debitCount = 0;
  rows.forEach((row, index) => {
    if (columns.hasHeader && index === 0) return;
    const rowNo = index + 1;
    const dateCell = row[columns.date] ?? '';
    const amountCell = row[columns.credit] ?? '';
    if (dateCell.trim() === '' && amountCell.trim() === '') return;
    const date = csvDate(dateCell);
    if (!date) throw new StatementError(`${rowNo}行目の日付「${dateCell}」が読み取れません。日付の列を確認してください`);
    const amount = csvAmount(amountCell);
    if (Number.isNaN(amount))
      throw new StatementError(`${rowNo}行目の入金額「${amountCell}」が数字ではありません。入金額の列を確認してください`);
    if (amount <= 0) {
      debitCount += 1;
      return;
    }
    const payerName = (row[columns.payer] ?? '').trim();
    const reference = columns.reference >= 0 ? cellKey(row[columns.reference] ?? '') : '';
    const base = `csv:${source}:${date}:${amount}:${cellKey(payerName)}:${reference}`;
    // Two identical transfers on one day: the second is the second, every time the file is read.
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    lines.push({ row: rowNo, date, amount, payerName, lineKey: `${base}:${occurrence}` });
  });
  return { lines, debitCount };
}
