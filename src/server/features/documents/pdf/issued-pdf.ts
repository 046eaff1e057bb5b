import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
import type { CompanyProfile } from '@/core/contracts/settings';
import type { DateStyle } from '@/core/format';
import type { Db, Tx } from '../../../db/client';
import { documents } from '../../../db/schema';
import { issuedPdfKey, putFile, readStoredFile, uploadKey } from '../../../files/file-store';
import type { PdfRenderer } from '../../../pdf/pool';

/**
 * The PDF of an issued document is kept in the file store (`documents/{company}/{id}.pdf`),
 * the very bytes that were issued, with their SHA-256 in `documents.pdf_sha256` (電子帳簿保存法:
 * the record is shown to be unchanged by hashing the file again).
 */
export type PdfOutput = { pdf: PdfRenderer };

export const sha256Of = (pdf: Uint8Array) => createHash('sha256').update(pdf).digest('hex');

/** The logo or seal as uploaded; the worker thread that renders has no database of its own. */
const imageOf = (db: Db | Tx, fileId: string | null) =>
  fileId && /^[0-9a-f-]{36}$/.test(fileId) ? readStoredFile(db, uploadKey(fileId)) : Promise.resolve(null);

/** Through the worker pool, with the issuer's seal and logo read from the file store. */
export async function renderPdf(db: Db | Tx, output: PdfOutput, doc: SalesDocument, issuer: CompanyProfile, dateStyle?: DateStyle) {
  const printed = doc.issuer ?? issuer;
  // A draft carries no 印影 (see renderDocumentPdf): its seal is not even read.
  const sealFileId = doc.status === 'draft' ? null : printed.sealFileId;
  const [logo, seal] = await Promise.all([imageOf(db, printed.logoFileId), imageOf(db, sealFileId)]);
  return output.pdf.render({ logo, seal }, doc, issuer, dateStyle);
}

export const readIssuedPdf = (db: Db | Tx, companyId: string, id: string) => readStoredFile(db, issuedPdfKey(companyId, id));

/** Kept in the caller's transaction: the file is there exactly when the issue commits. */
export const keepIssuedPdf = (db: Db | Tx, companyId: string, id: string, pdf: Uint8Array) => putFile(db, issuedPdfKey(companyId, id), pdf);

/**
 * Keeps a PDF rendered after its document was issued (a statement of the batch, or a document
 * issued before PDFs were kept) with its SHA-256, in one short transaction of its own. Under the
 * document's row lock: when two requests render the same document at once, the second finds the
 * hash recorded and answers the PDF the first kept, so the kept bytes always match the hash.
 */
export async function keepLatePdf(db: Db, companyId: string, id: string, pdf: Buffer): Promise<Buffer> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pdfSha256: documents.pdfSha256 })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
      .for('update');
    if (!row) return pdf;
    if (row.pdfSha256) return (await readIssuedPdf(tx, companyId, id)) ?? pdf;
    await keepIssuedPdf(tx, companyId, id, pdf);
    await tx
      .update(documents)
      .set({ pdfSha256: sha256Of(pdf) })
      .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
    return pdf;
  });
}
