import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/api-types';
import type { DocumentKind } from '@/core/documents';
import type { SendDocumentInput } from '@/core/schemas/documents';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { sendCompanyMail } from '../../mail/company-mail';
import type { Mailer } from '../../mail/mailer';
import { recordDocumentChange } from './document-change';
import { documentPdf, pdfFileName } from './document-pdf';
import type { PdfOutput } from './issued-pdf';
import { findDocument, toDocument } from './view';

/**
 * Mails the PDF to the counterparty, from the company's name and with replies going to a
 * person: the address of 自社情報, or the sender's own when the company has none. Only after
 * the mail server accepted it does the document become 送付済 (a later status such as 入金済
 * is kept) and the send is logged.
 */
export async function sendDocument(
  deps: { db: Db; mailer: Mailer } & PdfOutput,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  input: SendDocumentInput,
): Promise<SalesDocument> {
  const { db } = deps;
  const row = await findDocument(db, user.companyId, kind, id);
  if (row.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きは送信できません。発行してから送信してください');
  const { pdf } = await documentPdf(db, deps, user.companyId, await toDocument(db, row));
  await sendCompanyMail(db, deps.mailer, user, input, [{ filename: pdfFileName(row), content: pdf, contentType: 'application/pdf' }]);
  return db.transaction(async (tx) => {
    const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
    const now = new Date();
    const [updated] = await tx
      .update(documents)
      .set({ status: current.status === 'issued' ? 'sent' : current.status, sentAt: now, updatedAt: now })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
      .returning();
    if (!updated) throw new Error('update returned nothing');
    await recordDocumentChange(tx, user, 'document.send', { kind, id }, { number: row.number, to: input.to, cc: input.cc });
    return toDocument(tx, updated);
  });
}
