import type { SalesDocument } from '@/core/contracts/documents';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import type { Db } from '../../../db/client';
import { printableDocument } from '../../../pdf/glyphs';
import { getCompanyProfile } from '../../../tenancy/company-profile';
import { loadSettings } from '../settings/document-settings';
import type { DocumentRow } from '../view';
import { keepLatePdf, type PdfOutput, readIssuedPdf, renderPdf } from './issued-pdf';

/** 日付_金額_取引先_番号.pdf: the names 電子帳簿保存法's search by date, amount and counterparty can work with. */
export function pdfFileName(row: Pick<DocumentRow, 'issueDate' | 'total' | 'counterpartyName' | 'number' | 'revision' | 'kind'>): string {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  const number = row.number ? documentNumberLabel(row.number, row.revision) : '下書き';
  return `${row.issueDate.replace(/-/g, '')}_${row.total}_${safe(row.counterpartyName || '取引先なし')}_${safe(number)}_${kindInfo[row.kind].title}.pdf`;
}

/**
 * The PDF of a document. An issued document's PDF was rendered and kept when it was issued
 * (see issueDocument and keepClosingPdfs) and is served as it is. One without a kept PDF (issued
 * before PDFs were kept at issue, or a statement whose render failed after its batch) is
 * rendered once now, kept, and its hash recorded. `replaced` lists the characters printed as
 * 〓 because the font lacks them; for a kept file it is worked out again from the document.
 */
export type DocumentPdfFile = { pdf: Buffer; replaced: string[] };

export async function documentPdf(db: Db, output: PdfOutput, companyId: string, doc: SalesDocument): Promise<DocumentPdfFile> {
  const printable = await printableDocument(doc, doc.issuer ?? (await getCompanyProfile(db, companyId)));
  const render = async () => renderPdf(db, output, printable.doc, printable.issuer, (await loadSettings(db, companyId)).dateStyle);
  if (doc.status === 'draft') return { pdf: await render(), replaced: printable.replaced };
  const kept = await readIssuedPdf(db, companyId, doc.id);
  if (kept && doc.pdfSha256) return { pdf: kept, replaced: printable.replaced };
  const pdf = await keepLatePdf(db, companyId, doc.id, kept ?? (await render()));
  return { pdf, replaced: printable.replaced };
}
