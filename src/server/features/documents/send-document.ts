import { and, eq } from 'drizzle-orm';
import { attachesPdf, type DeliveryMethod, documentLinkPath, sendsLink } from '@/core/document-links';
import { type DocumentKind, documentNumberLabel, isDocumentKind, kindInfo } from '@/core/documents';
import { formatDate } from '@/core/format';
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
import { insertDocumentLink, pendingLink } from './links/link-store';
import { documentPdf, pdfFileName } from './pdf/document-pdf';
import type { PdfOutput } from './pdf/issued-pdf';
import { type DocumentRow, findDocument, toDocument } from './view';

/** `origin`: the partner's own origin, where a Web送付 link's page is (decision 025). */
export type SendDeps = { db: Db; outbox: MailOutbox; origin?: string } & PdfOutput;

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
  given: Omit<DocumentMailInput, 'method'> & { method?: DeliveryMethod },
  { idempotencyKey, batchId }: { idempotencyKey?: string; batchId?: string } = {},
): Promise<MailDelivery> {
  const { db } = deps;
  const row = await findDocument(db, user.companyId, kind, id);
  if (row.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きは送信できません。発行してから送信してください');
  // The PDF is kept (at issue, or now) whichever way it goes: the link's page serves the same bytes.
  const attachment = await keptPdfAttachment(db, deps, user.companyId, row);
  const draft = given.subject === undefined || given.message === undefined ? await documentMailDraft(db, user, row) : null;
  const method = given.method ?? 'pdf';
  const link = sendsLink(method) ? await pendingLink(db, user.companyId) : null;
  const written = given.message ?? draft?.message ?? '';
  const message = link
    ? withLinkText(written, kindInfo[kind].title, `${linkOrigin(deps)}${documentLinkPath(link.token)}`, link.expiresAt)
    : written;
  const input = { to: given.to, cc: given.cc, subject: given.subject ?? draft?.subject ?? '', message };
  return queueCompanyMail(db, deps.outbox, user, input, {
    kind: 'document',
    documentId: row.id,
    attachments: attachesPdf(method) ? [attachment] : [],
    within: link
      ? (tx, deliveryId) =>
          insertDocumentLink(tx, link, {
            companyId: user.companyId,
            documentId: row.id,
            customerId: row.customerId,
            deliveryId,
            createdBy: user.id,
          })
      : undefined,
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

function linkOrigin(deps: SendDeps): string {
  if (!deps.origin) throw new Error('Web送付 needs the partner origin');
  return deps.origin;
}

/** The link goes below the message, with the day it stops opening (Japan's calendar). */
function withLinkText(message: string, title: string, url: string, expiresAt: Date): string {
  const lines = [`■ ${title}はこちらのページでご確認・ダウンロードいただけます`, url, `（${formatDate(expiresAt)}まで有効）`];
  return [message.trimEnd(), '', ...lines].join('\n').trimStart();
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
