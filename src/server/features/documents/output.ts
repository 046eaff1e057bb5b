import { and, asc, count, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { RevisionRef, SalesDocument } from '@/core/api-types';
import { toCsv } from '@/core/csv';
import { type DocumentKind, documentNumberLabel, kindInfo, statusLabels, todayInJapan } from '@/core/documents';
import { formatDate, formatJapanDateTime } from '@/core/format';
import { priceModeLabels, type TaxCategory } from '@/core/money';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { printableDocument } from '../../pdf/glyphs';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { loadSettings } from './document-settings';
import { keepIssuedPdf, type PdfOutput, readIssuedPdf, renderPdf, sha256Of } from './issued-pdf';
import { documentsOrder, documentsWhere, parseListQuery } from './list-documents';
import { successorsOf } from './revisions';
import { type DocumentRow, toDocument, toSummary } from './view';

export const maxArchiveDocuments = 500;

/** 日付_金額_取引先_番号.pdf: the names 電子帳簿保存法's search by date, amount and counterparty can work with. */
export function pdfFileName(row: Pick<DocumentRow, 'issueDate' | 'total' | 'counterpartyName' | 'number' | 'revision' | 'kind'>): string {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  const number = row.number ? documentNumberLabel(row.number, row.revision) : '下書き';
  return `${row.issueDate.replace(/-/g, '')}_${row.total}_${safe(row.counterpartyName || '取引先なし')}_${safe(number)}_${kindInfo[row.kind].title}.pdf`;
}

/** 取引年月日 as a list reads it: 2026/11/23, or the period 2026/11/01〜2026/11/30. */
const transactionDateCell = (r: DocumentRow) =>
  r.periodFrom && r.periodTo ? `${formatDate(r.periodFrom)}〜${formatDate(r.periodTo)}` : formatDate(r.transactionDate);

const rateOf = (row: DocumentRow, category: TaxCategory) => row.byRate.find((r) => r.taxCategory === category);

/**
 * One CSV for lists and the period export; totals as stored (computed by the money module).
 * Per-rate amounts are 税抜 in both modes, like 小計; 税込/税抜 says how the lines were entered.
 * 発行日時, 送付日時 and the PDF's SHA-256 tie each row to the file kept at issue (電子帳簿保存法).
 */
export function documentsCsv(
  rows: DocumentRow[],
  { withFiles = false, successors = new Map<string, RevisionRef>() }: { withFiles?: boolean; successors?: Map<string, RevisionRef> } = {},
): string {
  const today = todayInJapan();
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
  return toCsv([
    withFiles ? [...header, 'ファイル名'] : header,
    ...rows.map((r) => {
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
      return withFiles ? [...fields, pdfFileName(r)] : fields;
    }),
  ]);
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

/**
 * The PDF of a document. An issued document's PDF was rendered and kept when it was issued
 * (see issueDocument) and is served as it is. One issued before PDFs were kept at issue is
 * rendered once now, kept, and its hash recorded. `replaced` lists the characters printed as
 * 〓 because the font lacks them; for a kept file it is worked out again from the document.
 */
export type DocumentPdfFile = { pdf: Buffer; replaced: string[] };

export async function documentPdf(db: Db, output: PdfOutput, companyId: string, doc: SalesDocument): Promise<DocumentPdfFile> {
  const printable = await printableDocument(doc, doc.issuer ?? (await getCompanyProfile(db, companyId)));
  const render = async () => renderPdf(output, printable.doc, printable.issuer, (await loadSettings(db, companyId)).dateStyle);
  if (doc.status === 'draft') return { pdf: await render(), replaced: printable.replaced };
  const pdf = (await readIssuedPdf(output.dataDir, companyId, doc.id)) ?? (await render());
  if (!doc.pdfSha256) {
    await keepIssuedPdf(output.dataDir, companyId, doc.id, pdf);
    await db
      .update(documents)
      .set({ pdfSha256: sha256Of(pdf) })
      .where(and(eq(documents.companyId, companyId), eq(documents.id, doc.id), isNull(documents.pdfSha256)));
  }
  return { pdf, replaced: printable.replaced };
}

/**
 * 期間エクスポート: every document issued in the period (superseded revisions too — they were
 * sent and must be kept), as one CSV and a PDF each, in a ZIP.
 */
export async function periodArchive(db: Db, output: PdfOutput, companyId: string, kind: DocumentKind, from: string, to: string) {
  const where = and(
    eq(documents.companyId, companyId),
    eq(documents.kind, kind),
    ne(documents.status, 'draft'),
    gte(documents.issueDate, from),
    lte(documents.issueDate, to),
  );
  const [found] = await db.select({ n: count() }).from(documents).where(where);
  if ((found?.n ?? 0) > maxArchiveDocuments)
    throw new AppError(
      400,
      'TOO_MANY_DOCUMENTS',
      `期間内の帳票が${found?.n.toLocaleString('ja-JP')}件あります。一度にエクスポートできるのは${maxArchiveDocuments}件までです。期間を短くしてください`,
    );
  const rows = await db
    .select()
    .from(documents)
    .where(where)
    .orderBy(asc(documents.issueDate), asc(documents.number), asc(documents.revision));
  const entries: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    [`${kindInfo[kind].title}一覧.csv`]: Buffer.from(
      documentsCsv(rows, { withFiles: true, successors: await successorsOf(db, companyId, rows) }),
      'utf8',
    ),
  };
  for (const row of rows) {
    const { pdf } = await documentPdf(db, output, companyId, await toDocument(db, row));
    entries[`pdf/${pdfFileName(row)}`] = [new Uint8Array(pdf), { level: 0 }];
  }
  return { zip: zipSync(entries), count: rows.length };
}
