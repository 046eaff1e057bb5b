import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MailDeliveryStatus, StoredMailKind } from '@/core/mail-deliveries';
import type { OperationType } from '@/core/operation-types';
import { documents } from './documents';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/** A file of the file store attached by reference: read when the mail goes, not copied into the row. */
export type MailAttachmentRef = { fileKey: string; filename: string; contentType: string };

/** The 操作履歴 entry written, as the member who queued the mail, once the mail server accepted it. */
export type AcceptedOperation = {
  operationType: OperationType;
  targetType: string;
  targetId: string | null;
  detail: Record<string, unknown>;
};

/**
 * Every company mail (a document, a 督促, a statement of a batch, a 定期請求's invoice), recorded
 * when it is asked for and sent by a background job (decision 018). `messageId` is ours, set
 * before the first try; `acceptedAt` and `smtpResponse` are the mail server's acceptance.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: text('id').primaryKey(),
    /** None for the platform's mail to an account that belongs to no company (kind `account`). */
    companyId: text('company_id').references(() => companies.id),
    documentId: text('document_id').references(() => documents.id),
    kind: text('kind').$type<StoredMailKind>().notNull(),
    /** The same request made twice (a retried POST, a double click) queues one mail. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The 一括送信 this mail belongs to, for its progress. */
    batchId: text('batch_id'),
    toAddress: text('to_address').notNull(),
    cc: text('cc').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status').$type<MailDeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** What went wrong last, in Japanese for the people who read the screen. */
    lastError: text('last_error').notNull().default(''),
    messageId: text('message_id').notNull(),
    smtpResponse: text('smtp_response').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    operation: jsonb('operation').$type<AcceptedOperation | null>(),
    queuedBy: text('queued_by').notNull(),
    /** Where a reply goes when not to the company (a customer's message from the Web送付 page). */
    replyTo: text('reply_to'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mail_deliveries_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('mail_deliveries_company_idx').on(t.companyId, t.createdAt),
    index('mail_deliveries_document_idx').on(t.companyId, t.documentId),
    index('mail_deliveries_batch_idx').on(t.companyId, t.batchId),
  ],
);
