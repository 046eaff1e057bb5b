import { z } from 'zod';
import { mailDeliveryStatuses } from '../mail-deliveries';
import { mailDeliveriesQuery, resendMailInput } from '../schemas/mail-deliveries';
import { endpoint } from './endpoint';

/** 送信履歴 (/api/mail-deliveries): members who may send some kind of document see those of the kinds they may open. */

/** A company mail as the API answers it: recorded when asked for, sent by a background job (decision 018). */
export const mailDelivery = z.object({
  id: z.string(),
  /** A document sent to its counterparty (a statement of a batch and a 定期請求's invoice too), or a 督促. */
  kind: z.enum(['document', 'reminder']),
  documentId: z.string().nullable(),
  /** The document's kind and number for the list (null without a document). */
  documentKind: z.string().nullable(),
  documentNumber: z.string().nullable(),
  batchId: z.string().nullable(),
  to: z.string(),
  cc: z.string(),
  subject: z.string(),
  /** The attachments' file names. */
  attachments: z.array(z.string()),
  status: z.enum(mailDeliveryStatuses),
  attempts: z.number(),
  lastError: z.string(),
  messageId: z.string(),
  smtpResponse: z.string(),
  acceptedAt: z.string().nullable(),
  queuedBy: z.string(),
  queuedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MailDelivery = z.output<typeof mailDelivery>;

/** 一括送信's progress: how many of its mails are in each state. */
export const mailBatchProgress = z.object({
  total: z.number(),
  queued: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  unknown: z.number(),
} satisfies Record<'total' | (typeof mailDeliveryStatuses)[number], z.ZodNumber>);
export type MailBatchProgress = z.output<typeof mailBatchProgress>;

export const mailDeliveryPage = z.object({ items: z.array(mailDelivery), total: z.number(), page: z.number(), pageSize: z.number() });
export type MailDeliveryPage = z.output<typeof mailDeliveryPage>;

export const mailDeliveryEndpoints = {
  /** Newest first: the company's, a document's or a 一括送信's, 50 a page. */
  list: endpoint({
    method: 'GET',
    path: '/api/mail-deliveries',
    summary: '送信履歴の一覧',
    query: mailDeliveriesQuery,
    response: mailDeliveryPage,
    errors: [],
  }),
  batch: endpoint({
    method: 'GET',
    path: '/api/mail-deliveries/batches/:batchId',
    summary: '一括送信の進み具合',
    response: mailBatchProgress,
    // The batch id of the path is checked like input.
    errors: ['VALIDATION_FAILED'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/mail-deliveries/:id',
    summary: '送信履歴の詳細',
    response: mailDelivery,
    errors: ['NOT_FOUND'],
  }),
  /** 再送 of a failed mail, or of one that may have arrived once the member confirmed (`confirm`). */
  resend: endpoint({
    method: 'POST',
    path: '/api/mail-deliveries/:id/resend',
    summary: 'メールを再送する',
    body: resendMailInput,
    bodyKind: 'optional',
    status: 202,
    response: mailDelivery,
    errors: ['NOT_FOUND', 'MAIL_IN_PROGRESS', 'INVALID_STATUS', 'MAIL_RESEND_UNCONFIRMED', 'MAIL_LIMIT_REACHED', 'TOO_MANY_RECIPIENTS'],
  }),
};
