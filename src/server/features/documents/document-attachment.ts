import type { DocumentKind } from '@/core/documents';
import type { Db } from '../../db/client';
import type { MailAttachmentRef } from '../../db/schema';
import type { PdfOutput } from './pdf/issued-pdf';
import { keptPdfAttachment } from './send-document';
import { findDocument } from './view';

/**
 * A document's PDF as a mail attachment: for an issued one the very file kept at issue (rendered
 * and kept now if it was issued before PDFs were kept), by reference, read when the mail goes.
 * app.ts hands it to the features that mail about a document without owning it (督促), so the
 * one documents module stays the PDF's source.
 */
export function documentAttachment({ db, ...output }: { db: Db } & PdfOutput) {
  return async (companyId: string, kind: DocumentKind, id: string): Promise<MailAttachmentRef> =>
    keptPdfAttachment(db, output, companyId, await findDocument(db, companyId, kind, id));
}
