import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailDeliveryStatus } from '@/core/mail-deliveries';
import { recordOperation } from '../audit/record-operation';
import type { Db, Tx } from '../db/client';
import { mailDeliveries, users } from '../db/schema';
import { readStoredFile } from '../files/file-store';
import type { JobRun } from '../jobs/engine';
import { log } from '../log';
import { getCompanyProfile } from '../tenancy/company-profile';
import type { DeliveryRow } from './deliveries';
import { type MailAttachment, type Mailer, type MailMessage, MailSendError } from './mailer';

export type DeliverDeps = {
  db: Db;
  mailer: Mailer;
  /** What the feature that queued it does once the server accepted it (a document becomes 送付済). */
  onAccepted?: (tx: Tx, delivery: DeliveryRow) => Promise<void>;
};

/** The Japanese line the screens show for a failed try. */
function failureText(error: MailSendError, status: MailDeliveryStatus): string {
  const detail = `（${error.detail}）`;
  if (error.failure === 'unknown')
    return `送信中にメールサーバーとの接続が切れたため、相手に届いたか確認できません${detail}。届いていないことを相手に確かめてから再送してください。`;
  if (error.failure === 'permanent')
    return `メールサーバーに受け付けられませんでした${detail}。宛先とメール本文を確かめてから再送してください。`;
  return status === 'queued'
    ? `メールサーバーに送信できませんでした${detail}。時間をおいて自動で送信し直します。`
    : `メールサーバーに送信できませんでした${detail}。時間をおいて再送してください。`;
}

const missingAttachmentText = '添付するPDFが見つからないため送信できませんでした。帳票を開いてPDFを確認してから再送してください。';

/**
 * The message as it leaves: from the company's name, replies to its address or the member's. The
 * platform's mail to an account leaves as it always did, from MAIL_FROM alone.
 */
async function messageOf(db: Db, d: DeliveryRow): Promise<MailMessage | null> {
  if (d.kind === 'account' || !d.companyId) return { to: d.toAddress, subject: d.subject, text: d.body, messageId: d.messageId };
  const company = await getCompanyProfile(db, d.companyId);
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, d.queuedBy));
  const attachments: MailAttachment[] = [];
  for (const ref of d.attachments) {
    const content = await readStoredFile(db, ref.fileKey);
    if (!content) return null;
    attachments.push({ filename: ref.filename, content, contentType: ref.contentType });
  }
  return {
    senderName: company.name,
    replyTo: d.replyTo || company.email || member?.email || undefined,
    to: d.toAddress,
    ...(d.cc ? { cc: d.cc } : {}),
    subject: d.subject,
    text: d.body,
    messageId: d.messageId,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

const setDelivery = (db: Db | Tx, d: DeliveryRow, values: Partial<DeliveryRow>) =>
  db
    .update(mailDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mailDeliveries.id, d.id));

/**
 * The job of one delivery (decision 018). It claims the delivery (`sending`, one more attempt)
 * unless it is already settled — a job run twice sends once. Accepted: `sent` with the server's
 * reply and time, the 操作履歴 entry and the feature's own step, in one transaction. A temporary
 * failure goes back to `queued` and throws, so the job is retried with backoff; on the last try
 * it is `failed`. A permanent refusal is `failed` at once; a connection lost after the message
 * went is `unknown` and is not retried. A process that dies mid-send leaves the delivery
 * `sending`: its job times out and is retried, and that retry sends again.
 */
export async function deliverMail(deps: DeliverDeps, deliveryId: string, job: JobRun): Promise<void> {
  const { db } = deps;
  const [delivery] = await db
    .update(mailDeliveries)
    .set({ status: 'sending', attempts: sql`${mailDeliveries.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(mailDeliveries.id, deliveryId), inArray(mailDeliveries.status, ['queued', 'sending'])))
    .returning();
  if (!delivery) return;
  const message = await messageOf(db, delivery);
  if (!message) {
    await setDelivery(db, delivery, { status: 'failed', lastError: missingAttachmentText });
    return;
  }
  let response: string;
  try {
    ({ response } = await deps.mailer.send(message));
  } catch (error) {
    const failure = error instanceof MailSendError ? error : new MailSendError('temporary', String((error as Error)?.message ?? error));
    const isLastTry = job.retryCount >= job.retryLimit;
    const status: MailDeliveryStatus =
      failure.failure === 'unknown' ? 'unknown' : failure.failure === 'permanent' || isLastTry ? 'failed' : 'queued';
    await setDelivery(db, delivery, { status, lastError: failureText(failure, status) });
    // For the operator: which delivery and why, not to whom (the server's reply may name the address).
    log.warn({ deliveryId, failure: failure.failure, status, attempt: delivery.attempts }, 'メールを送信できませんでした');
    // Retried by the queue; after the last try the job itself stays failed (the dead letter).
    if (failure.failure === 'temporary') throw failure;
    return;
  }
  await db.transaction(async (tx) => {
    // An account mail's link (a password, in effect) is not kept once the mail is out.
    const body = delivery.kind === 'account' ? '' : delivery.body;
    await setDelivery(tx, delivery, { status: 'sent', acceptedAt: new Date(), smtpResponse: response.slice(0, 500), lastError: '', body });
    const { operation, companyId } = delivery;
    if (operation && companyId)
      await recordOperation(tx, { userId: delivery.queuedBy, companyId, oemId: await oemOf(tx, delivery.queuedBy) }, operation);
    await deps.onAccepted?.(tx, delivery);
  });
}

const oemOf = (tx: Tx, userId: string) =>
  tx
    .select({ oemId: users.oemId })
    .from(users)
    .where(eq(users.id, userId))
    .then(([row]) => row?.oemId ?? null);
