import type { RevisionRef } from '@/core/contracts/documents';
import { toCsv } from '@/core/csv';
import { type DocumentKind, documentNumberLabel, kindInfo, statusLabels, todayInJapan } from '@/core/documents';
import { formatDate, formatJapanDateTime } from '@/core/format';
import { priceModeLabels, type TaxCategory } from '@/core/money';
import type { Db } from '../../../db/client';
import { documents } from '../../../db/schema';
import { documentsOrder, documentsWhere, parseListQuery } from '../list-documents';
import { successorsOf } from '../revisions';
import { type DocumentRow, toSummary } from '../view';

// The documents' CSV (a list's export and 帳票一覧 of the period ZIP). The PDF kept at issue is
// issued-pdf.ts's, the ZIP itself period-archive.ts's.

/** 取引年月日 as a list reads it: 2026/11/23, or the period 2026/11/01〜2026/11/30. */
const transactionDateCell = (r: DocumentRow) =>
  r.periodFrom && r.periodTo ? `${formatDate(r.periodFrom)}〜${formatDate(r.periodTo)}` : formatDate(r.transactionDate);

const rateOf = (row: DocumentRow, category: TaxCategory) => row.byRate.find((r) => r.taxCategory === category);

/**
 * One CSV for lists and the period export; totals as stored (computed by the money module).
 * Per-rate amounts are 税抜 in both modes, like 小計; 税込/税抜 says how the lines were entered.
 * 発行日時, 送付日時 and the PDF's SHA-256 tie each row to the file kept at issue (電子帳簿保存法).
 */
export function documentsCsv(rows: DocumentRow[], options: DocumentsCsvOptions = {}): string {
  return toCsv([documentsCsvHeader(options), ...documentsCsvRows(rows, options)]);
}

/** `fileOf`: the name of the document's PDF beside the CSV (the period export), as a last column. */
export type DocumentsCsvOptions = { fileOf?: (row: DocumentRow) => string; successors?: Map<string, RevisionRef> };

export function documentsCsvHeader({ fileOf }: DocumentsCsvOptions = {}): string[] {
  const header = [
    '帳票',
    '番号',
    '発行日',
    '取引年月日',
    '取引先',
    '取引先登録番号',
    '件名',
    '状態',
    '税込/税抜',
    '10%対象',
    '10%消費税',
    '8%対象',
    '8%消費税',
    '非課税',
    '不課税',
    '小計',
    '消費税',
    '合計',
    '源泉徴収税額',
    '差引請求額',
    '支払期限',
    '入金日',
    '担当者',
    '版',
    '修正後の番号',
    '発行日時',
    '送付日時',
    'PDFのSHA-256',
  ];
  return fileOf ? [...header, 'ファイル名'] : header;
}

/** The records of `rows`, without the header: the period export writes them a page at a time. */
export function documentsCsvRows(rows: DocumentRow[], { fileOf, successors = new Map() }: DocumentsCsvOptions = {}) {
  const today = todayInJapan();
  return rows.map((r) => {
    const fields = [
      kindInfo[r.kind].title,
      documentNumberLabel(r.number, r.revision),
      formatDate(r.issueDate),
      transactionDateCell(r),
      r.counterpartyName,
      r.counterparty?.registrationNumber ?? '',
      r.subject,
      statusLabels[toSummary(r, today).displayStatus],
      priceModeLabels[r.priceMode],
      rateOf(r, 'standard')?.base ?? 0,
      rateOf(r, 'standard')?.tax ?? 0,
      rateOf(r, 'reduced')?.base ?? 0,
      rateOf(r, 'reduced')?.tax ?? 0,
      rateOf(r, 'exempt')?.base ?? 0,
      rateOf(r, 'outside')?.base ?? 0,
      r.subtotal,
      r.tax,
      r.total,
      r.withholding,
      r.amountDue,
      formatDate(r.dueDate),
      formatDate(r.paidDate),
      r.personInCharge,
      r.isLatest ? '最新' : '修正済み',
      successors.get(r.id)?.numberLabel ?? '',
      formatJapanDateTime(r.issuedAt),
      formatJapanDateTime(r.sentAt),
      r.pdfSha256 ?? '',
    ];
    return fileOf ? [...fields, fileOf(r)] : fields;
  });
}

/** The list's CSV: every row its filters find (旧版を含む included), in its order. */
export async function exportCsv(db: Db, companyId: string, kind: DocumentKind, query: Record<string, string>) {
  const q = parseListQuery({ ...query, page: '1' });
  const rows = await db
    .select()
    .from(documents)
    .where(documentsWhere(companyId, kind, q))
    .orderBy(...documentsOrder(q))
    .limit(100_000);
  return documentsCsv(rows, { successors: await successorsOf(db, companyId, rows) });
}
