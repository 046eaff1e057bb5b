import type { DocumentKind } from '@/core/documents';
import type { Db } from '../../db/client';
import type { MailAttachment } from '../../mail/mailer';
import { documentPdf, pdfFileName } from './document-pdf';
import type { PdfOutput } from './issued-pdf';
import { findDocument, toDocument } from './view';

/**
 * A document's PDF as a mail attachment: for an issued one the very file kept at issue (rendered
 * and kept now if it was issued before PDFs were kept). app.ts hands it to the features that mail
 * about a document without owning it (督促), so the one documents module stays the PDF's source.
 */
export function documentAttachment({ db, ...output }: { db: Db } & PdfOutput) {
  return async (companyId: string, kind: DocumentKind, id: string): Promise<MailAttachment> => {
    const row = await findDocument(db, companyId, kind, id);
    const { pdf } = await documentPdf(db, output, companyId, await toDocument(db, row));
    return { filename: pdfFileName(row), content: pdf, contentType: 'application/pdf' };
  };
}
