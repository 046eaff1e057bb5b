/**
 * A bank statement file, whatever its format: 全銀協 fixed records, a known net-banking CSV,
 * or any CSV through the company's column mapping. Without a mapping for an unknown CSV, the
 * answer is its header and first rows, for the user to map.
 */

import { formatYen } from '../format';
import { maxYen, yenTooLarge } from '../money';
import { columnsOfLayout, columnsOfMapping, detectLayout, knownLayouts, readCsvLines, readCsvRows } from './csv-statement';
import type { ColumnMapping, StatementLine } from './statement-line';
import { isZenginStatement, parseZengin, StatementError } from './zengin';

export type ReadStatement =
  | { kind: 'lines'; format: string; formatLabel: string; lines: StatementLine[]; debitCount: number }
  | { kind: 'needs-mapping'; headers: string[]; sample: string[][] };

export const maxStatementLines = 2000;

const fitsMapping = (m: ColumnMapping, width: number) => Math.max(m.dateColumn, m.amountColumn, m.payerColumn) < width;

/** `chosen`: a mapping the user just gave (it wins over a known layout); `remembered`: the company's last one. */
export type Mappings = { chosen: ColumnMapping | null; remembered: ColumnMapping | null };

export function readStatement(text: string, mappings: Mappings, thisYear: number): ReadStatement {
  if (text.trim() === '') throw new StatementError('ファイルが空です');
  if (text.includes('\u0000')) throw new StatementError('銀行の明細ファイル（全銀協形式またはCSV）ではありません');
  const result = isZenginStatement(text)
    ? { format: 'zengin', formatLabel: '全銀協 入出金取引明細', ...parseZengin(text, thisYear) }
    : readCsv(text, mappings);
  if ('headers' in result) return result;
  if (result.lines.length > maxStatementLines)
    throw new StatementError(`入金明細は一度に${maxStatementLines}件まで取り込めます。期間を分けて取り込んでください`);
  // A credit no payment may record: refused with the file, before anything is proposed from it.
  const tooLarge = result.lines.find((l) => l.amount > maxYen);
  if (tooLarge) {
    const where = result.format === 'zengin' ? `${tooLarge.row}件目` : `${tooLarge.row}行目`;
    throw new StatementError(`${where}の${yenTooLarge(`入金額（${formatYen(tooLarge.amount)}）`)}`);
  }
  return { kind: 'lines', ...result };
}

function readCsv(text: string, { chosen, remembered }: Mappings) {
  const rows = readCsvRows(text);
  const headerRow = rows[0] ?? [];
  const layout = detectLayout(headerRow);
  const mapping = chosen ?? remembered;
  if (layout && !chosen)
    return { format: layout.id, formatLabel: layout.label, ...readCsvLines(rows, columnsOfLayout(layout, headerRow), layout.id) };
  const width = Math.max(...rows.slice(0, 20).map((r) => r.length));
  if (width < 2) throw new StatementError('CSVとして読み取れません。カンマ区切りの明細ファイルを選んでください');
  if (!mapping || !fitsMapping(mapping, width)) return { kind: 'needs-mapping' as const, headers: headerRow, sample: rows.slice(0, 6) };
  return { format: 'mapped', formatLabel: 'CSV（列の対応を指定）', ...readCsvLines(rows, columnsOfMapping(mapping), 'mapped') };
}

export { knownLayouts, StatementError };
