import { and, eq, inArray } from 'drizzle-orm';
import { documentNumberLabel, kindInfo, todayInJapan } from '@/core/documents';
import type { MailDelivery } from '@/core/mail-deliveries';
import { type BilledKind, billedKinds, isBilledKind } from '@/core/payments';
import type { SendDocumentInput } from '@/core/schemas/documents';
import type { Db } from '../../db/client';
import { documents, type MailAttachmentRef } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { queueCompanyMail } from '../../mail/company-mail';
import type { MailOutbox } from '../../mail/outbox';
import { outstandingSql } from '../../settlement/outstanding';

/** The invoice's or statement's PDF, from the documents module (app.ts hands it over: the kept file, kept now if it was not). */
export type InvoicePdf = (companyId: string, kind: BilledKind, id: string) => Promise<MailAttachmentRef>;

export type ReminderDeps = { db: Db; outbox: MailOutbox; invoicePdf: InvoicePdf };

/**
 * 督促: queues a reminder for an invoice or 合計請求書 that still owes money, with its PDF attached,
 * from the company's name with replies to its address (or the sender's); answered at once, and
 * logged with what was owed when asked, once the mail server accepted it (decision 018).
 */
export async function sendReminder(
  deps: ReminderDeps,
  user: CompanyUser,
  invoiceId: string,
  input: SendDocumentInput,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<MailDelivery & { outstanding: number }> {
  const { db } = deps;
  const [row] = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      revision: documents.revision,
      status: documents.status,
      outstanding: outstandingSql(todayInJapan()),
    })
    .from(documents)
    .where(and(eq(documents.companyId, user.companyId), inArray(documents.kind, [...billedKinds]), eq(documents.id, invoiceId)));
  if (!row) throw notFound('請求書が見つかりません');
  if (row.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きの請求書には督促できません');
  const outstanding = Number(row.outstanding);
  if (outstanding <= 0) throw new AppError(409, 'NOTHING_OWED', 'この請求書に未入金の残額はありません');
  if (!isBilledKind(row.kind)) throw notFound('請求書が見つかりません');
  const pdf = await deps.invoicePdf(user.companyId, row.kind, row.id);
  const delivery = await queueCompanyMail(db, deps.outbox, user, input, {
    kind: 'reminder',
    documentId: row.id,
    attachments: [pdf],
    operation: {
      operationType: 'payment.reminder',
      targetType: row.kind,
      targetId: row.id,
      detail: {
        title: kindInfo[row.kind].title,
        number: documentNumberLabel(row.number, row.revision),
        to: input.to,
        cc: input.cc,
        outstanding,
        attachment: pdf.filename,
      },
    },
    idempotencyKey,
  });
  return { ...delivery, outstanding };
}
