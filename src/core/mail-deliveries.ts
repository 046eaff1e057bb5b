/**
 * A company mail's way out (decision 018): recorded when asked for, sent by a background job.
 * `unknown`: the connection was lost after the message went and before the server answered, so
 * it may have arrived; it is not sent again by itself, a person decides (再送).
 */
export const mailDeliveryStatuses = ['queued', 'sending', 'sent', 'failed', 'unknown'] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];

/** A document sent to its counterparty (a statement of a batch and a 定期請求's invoice too), or a 督促. */
export type MailDeliveryKind = 'document' | 'reminder';
/**
 * Every kind a delivery row may be: company mail, or `account` — the platform's own mail to one of
 * the company's accounts (invitation, password reset, sign-up confirmation), which no screen lists,
 * or `notice` — a company's mail to its own member from a Web送付 page (開封, the customer's message), not listed either.
 */
export type StoredMailKind = MailDeliveryKind | 'account' | 'notice';

export const mailDeliveryStatusLabels: Record<MailDeliveryStatus, string> = {
  queued: '送信待ち',
  sending: '送信中',
  sent: '送信済み',
  failed: '送信失敗',
  unknown: '要確認',
};

export const mailDeliveryKindLabels: Record<MailDeliveryKind, string> = { document: '帳票', reminder: '督促' };

/** Still on its way: the screens keep asking until it is not. */
export const isPendingDelivery = (status: MailDeliveryStatus) => status === 'queued' || status === 'sending';

/** What 再送 of an `unknown` delivery asks first (and the API answers until the client confirms). */
export const resendUnknownQuestion = '送信されている可能性があります。もう一度送信しますか？';

/** A delivery as the API answers it, and 一括送信's progress: declared by the contract. */
export type { MailBatchProgress, MailDelivery } from './contracts/mail-deliveries';
