import { and, eq } from 'drizzle-orm';
import { type DocumentKind, documentNumberLabel, isDocumentKind, kindInfo } from '@/core/documents';
import type { MailDelivery } from '@/core/mail-deliveries';
import type { DocumentMailInput } from '@/core/schemas/documents';
import type { Db, Tx } from '../../db/client';
import { documents, type MailAttachmentRef, type mailDeliveries } from '../../db/schema';
import { issuedPdfKey } from '../../files/file-store';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { queueCompanyMail } from '../../mail/company-mail';
import type { MailOutbox } from '../../mail/outbox';
import { publishEvents } from '../../realtime/publish';
import { documentMailDraft } from './document-mail';
import { documentPdf, pdfFileName } from './pdf/document-pdf';
import type { PdfOutput } from './pdf/issued-pdf';
import { type DocumentRow, findDocument, toDocument } from './view';

export type SendDeps = { db: Db; outbox: MailOutbox } & PdfOutput;

/**
 * An issued document's PDF as a mail attachment, by reference to the file kept at issue (kept
 * now if it was issued before PDFs were kept): the job reads the very bytes that were issued.
 */
export async function keptPdfAttachment(db: Db, output: PdfOutput, companyId: string, row: DocumentRow): Promise<MailAttachmentRef> {
  if (!row.pdfSha256) await documentPdf(db, output, companyId, await toDocument(db, row));
  return { fileKey: issuedPdfKey(companyId, row.id), filename: pdfFileName(row), contentType: 'application/pdf' };
}

/**
 * Mails the PDF to the counterparty, from the company's name and with replies going to a
 * person: the address of 自社情報, or the sender's own when the company has none. A subject or
 * body left out is the company's 送信メールの文面 for the kind, filled in. The mail is
 * queued and answered at once (decision 018); only once the mail server accepted it does the
 * document become 送付済 (a later status such as 入金済 is kept) and the send is logged.
 */
export async function sendDocument(
  deps: SendDeps,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  given: DocumentMailInput,
  { idempotencyKey, batchId }: { idempotencyKey?: string; batchId?: string } = {},
): Promise<MailDelivery> {
  const { db } = deps;
  const row = await findDocument(db, user.companyId, kind, id);
  if (row.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きは送信できません。発行してから送信してください');
  const attachment = await keptPdfAttachment(db, deps, user.companyId, row);
  const draft = given.subject === undefined || given.message === undefined ? await documentMailDraft(db, user, row) : null;
  const input = { ...given, subject: given.subject ?? draft?.subject ?? '', message: given.message ?? draft?.message ?? '' };
  return queueCompanyMail(db, deps.outbox, user, input, {
    kind: 'document',
    documentId: row.id,
    attachments: [attachment],
    operation: {
      operationType: 'document.send',
      targetType: kind,
      targetId: row.id,
      detail: { title: kindInfo[kind].title, number: documentNumberLabel(row.number, row.revision), to: input.to, cc: input.cc },
    },
    idempotencyKey,
    batchId,
  });
}

/** The mail server accepted a document's mail: 送付済 (unless it has moved on), and the screens hear of it. */
export async function documentMailAccepted(tx: Tx, delivery: typeof mailDeliveries.$inferSelect): Promise<void> {
  const { companyId } = delivery;
  if (delivery.kind !== 'document' || !delivery.documentId || !companyId) return;
  const [current] = await tx
    .select({ kind: documents.kind, status: documents.status })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, delivery.documentId)))
    .for('update');
  if (!current || !isDocumentKind(current.kind)) return;
  const now = new Date();
  await tx
    .update(documents)
    .set({ status: current.status === 'issued' ? 'sent' : current.status, sentAt: now, updatedAt: now })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, delivery.documentId)));
  await publishEvents(tx, companyId, [
    { topic: 'company', type: 'document.changed', data: { kind: current.kind, id: delivery.documentId } },
  ]);
}
