import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import type { DateStyle } from '@/core/format';
import type { PdfRenderer } from '../../pdf/pool';

/**
 * Where the PDF of an issued document is kept: DATA_DIR/documents/{company}/{id}.pdf, the very
 * file that was issued, with its SHA-256 in `documents.pdf_sha256` (電子帳簿保存法: the record
 * is shown to be unchanged by hashing the file again).
 */
export type PdfOutput = { dataDir: string; pdf: PdfRenderer };

export const issuedPdfPath = (dataDir: string, companyId: string, id: string) => join(dataDir, 'documents', companyId, `${id}.pdf`);

export const sha256Of = (pdf: Uint8Array) => createHash('sha256').update(pdf).digest('hex');

/** Through the worker pool; the seal and logo are read from DATA_DIR/files. */
export const renderPdf = (output: PdfOutput, doc: SalesDocument, issuer: CompanyProfile, dateStyle?: DateStyle) =>
  output.pdf.render(join(output.dataDir, 'files'), doc, issuer, dateStyle);

export const readIssuedPdf = (dataDir: string, companyId: string, id: string) =>
  readFile(issuedPdfPath(dataDir, companyId, id)).catch(() => null);

/** Written beside and renamed into place, so a reader never sees half a file. Returns the path. */
export async function keepIssuedPdf(dataDir: string, companyId: string, id: string, pdf: Uint8Array): Promise<string> {
  const path = issuedPdfPath(dataDir, companyId, id);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, pdf);
  await rename(temporary, path);
  return path;
}

/** Compensation when the issue that wrote the file did not commit: the document is still a draft. */
export const discardIssuedPdf = (path: string) => rm(path, { force: true });
