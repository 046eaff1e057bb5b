import { and, eq } from 'drizzle-orm';
import type { MailDelivery } from '@/core/contracts/mail-deliveries';
import type { MailDeliveryKind } from '@/core/mail-deliveries';
import type { SendDocumentInput } from '@/core/schemas/documents';
import type { Db, Tx } from '../db/client';
import { type AcceptedOperation, type MailAttachmentRef, mailDeliveries } from '../db/schema';
import { findDelivery } from './deliveries';
import { logMailRefusal, type MailSender, recipientsOf, takeMailBudget } from './mail-budget';
import type { MailOutbox } from './outbox';

export type QueuedMail = {
  kind: MailDeliveryKind;
  documentId?: string | null;
  /** Files of the file store (an issued document's kept PDF), read when the mail goes. */
  attachments?: MailAttachmentRef[];
  /** The 操作履歴 entry written once the mail server accepted the mail. */
  operation?: AcceptedOperation | null;
  /** The client's Idempotency-Key: the same request again answers the delivery it made. */
  idempotencyKey?: string;
  batchId?: string | null;
  /** Written in the delivery's own transaction (a Web送付 link: no mail, no link). */
  within?: (tx: Tx, deliveryId: string) => Promise<void>;
};

class AlreadyQueued extends Error {}

const byKey = (db: Db, companyId: string, key: string) =>
  db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.companyId, companyId), eq(mailDeliveries.idempotencyKey, key)))
    .then(async ([row]) => (row ? findDelivery(db, companyId, row.id) : null));

/**
 * A mail a company sends to its counterparty as the signed-in member wrote it (a document, a
 * 督促). In one transaction it takes its place in the company's mail limits (a refusal is the
 * usual 429 and nothing is recorded), is recorded as a delivery with our Message-ID, and its job
 * is queued; the mail server is not waited for (decision 018). From the company's name, with
 * replies to its address (or the member's), when the job sends it.
 */
export async function queueCompanyMail(
  db: Db,
  outbox: MailOutbox,
  user: MailSender,
  input: SendDocumentInput,
  mail: QueuedMail,
): Promise<MailDelivery> {
  const key = mail.idempotencyKey ?? crypto.randomUUID();
  const earlier = await byKey(db, user.companyId, key);
  if (earlier) return earlier;
  const id = crypto.randomUUID();
  try {
    await logMailRefusal(db, user, input, () =>
      db.transaction(async (tx) => {
        await takeMailBudget(tx, user, recipientsOf(input));
        const inserted = await tx
          .insert(mailDeliveries)
          .values({
            id,
            companyId: user.companyId,
            documentId: mail.documentId ?? null,
            kind: mail.kind,
            idempotencyKey: key,
            batchId: mail.batchId ?? null,
            toAddress: input.to,
            cc: input.cc ?? '',
            subject: input.subject,
            body: input.message,
            attachments: mail.attachments ?? [],
            messageId: `<${id}@${outbox.messageHost}>`,
            operation: mail.operation ?? null,
            queuedBy: user.id,
          })
          .onConflictDoNothing()
          .returning({ id: mailDeliveries.id });
        // The same key from a request running at the same moment: that one queued it.
        if (inserted.length === 0) throw new AlreadyQueued();
        await mail.within?.(tx, id);
        await outbox.enqueue(tx, id);
      }),
    );
  } catch (error) {
    if (!(error instanceof AlreadyQueued)) throw error;
    const other = await byKey(db, user.companyId, key);
    if (other) return other;
    throw error;
  }
  outbox.wake();
  const queued = await findDelivery(db, user.companyId, id);
  if (!queued) throw new Error(`delivery ${id} missing after commit`);
  return queued;
}
