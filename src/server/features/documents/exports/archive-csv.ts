import type { RevisionRef } from '@/core/contracts/documents';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { formatDate } from '@/core/format';
import { taxCategoryLabels } from '@/core/money';
import type { DocumentRow, LineRow } from '../view';

/**
 * The two CSV files the period export adds beside 帳票一覧.csv (documentsCsv): 明細 (every line,
 * so amounts can be checked without opening a PDF) and 索引簿 (the index auditors ask for: date,
 * amount, counterparty and the file to open). Each is written a page of documents at a time.
 */
const lineKindLabels: Record<LineRow['kind'], string> = { item: '明細', heading: '見出し', discount: '値引き' };

const versionOf = (row: DocumentRow) => (row.isLatest ? '最新' : '修正済み');

export const linesCsvHeader = [
  '帳票',
  '番号',
  '版数',
  '版',
  '発行日',
  '行番号',
  '行区分',
  '日付',
  '商品コード',
  '品名',
  '数量',
  '単位',
  '単価',
  '税区分',
  '源泉徴収',
  '金額',
];

/** One record per line, in the document's order; headings too, so line numbers match the PDF. */
export function linesCsvRows(rows: DocumentRow[], linesByDocument: Map<string, LineRow[]>) {
  return rows.flatMap((row) =>
    (linesByDocument.get(row.id) ?? []).map((line, i) => {
      const isHeading = line.kind === 'heading';
      return [
        kindInfo[row.kind].title,
        documentNumberLabel(row.number, row.revision),
        row.revision,
        versionOf(row),
        formatDate(row.issueDate),
        i + 1,
        lineKindLabels[line.kind],
        formatDate(line.date),
        line.code,
        line.name,
        isHeading ? '' : line.quantity,
        line.unit,
        isHeading ? '' : line.unitPrice,
        isHeading ? '' : taxCategoryLabels[line.taxCategory],
        line.isWithholding ? '対象' : '',
        isHeading ? '' : line.amount,
      ];
    }),
  );
}

export const indexCsvHeader = ['日付', '取引年月日', '金額', '取引先', '帳票', '番号', '版', '修正後の番号', 'ファイル名'];

/**
 * 索引簿. 日付 is the issue date: the document's own date, the one its number is taken on
 * and the export's period is read by; 取引年月日 (or the period) beside it, as the invoice prints it. The amount is the total including tax, as printed.
 */
export function indexCsvRows(rows: DocumentRow[], successors: Map<string, RevisionRef>, fileOf: (row: DocumentRow) => string) {
  return rows.map((row) => [
    formatDate(row.issueDate),
    row.periodFrom && row.periodTo ? `${formatDate(row.periodFrom)}〜${formatDate(row.periodTo)}` : formatDate(row.transactionDate),
    row.total,
    row.counterpartyName,
    kindInfo[row.kind].title,
    documentNumberLabel(row.number, row.revision),
    versionOf(row),
    successors.get(row.id)?.numberLabel ?? '',
    fileOf(row),
  ]);
}
