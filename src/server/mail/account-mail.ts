import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailDeliveries, users } from '../db/schema';
import type { MailMessage } from './mailer';
import type { MailOutbox } from './outbox';

/** The account a platform mail is about (the address may be another: a new address to confirm). */
export type MailAccount = { id: string; companyId?: string | null };

/** The platform's own mail: invitations, password resets, sign-up confirmations, address changes. */
export type AccountMailer = { send: (message: MailMessage, account: MailAccount) => Promise<void> };

/**
 * The platform's mail to an account goes the way company mail goes (decision 018): a
 * `mail_deliveries` row of kind `account` with our Message-ID, sent by the same job with the same
 * retries, never twice once accepted — but outside the company's mail limits (the platform sends
 * it, not a member) and out of 送信履歴 (its link opens the account). The request does not wait
 * for the mail server. An account without a company (the platform's operators, a partner's own
 * administrators) gets a delivery that belongs to no company.
 */
export function accountMailer(db: Db, outbox: MailOutbox): AccountMailer {
  return {
    send: async (message, account) => {
      const companyId = account.companyId ?? (await companyOf(db, account.id));
      await db.transaction((tx) =>
        queueAccountMail(tx, outbox, { companyId, accountId: account.id, to: message.to, subject: message.subject, body: message.text }),
      );
      outbox.wake();
    },
  };
}

const companyOf = (db: Db, userId: string) =>
  db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId))
    .then(([row]) => row?.companyId ?? null);

/**
 * One account mail of a company, queued inside the caller's transaction: it goes exactly when the
 * change it tells of commits. The caller wakes the outbox once it has committed.
 */
export async function queueAccountMail(
  tx: Tx,
  outbox: MailOutbox,
  mail: { companyId: string | null; accountId: string; to: string; subject: string; body: string },
): Promise<void> {
  const id = crypto.randomUUID();
  await tx.insert(mailDeliveries).values({
    id,
    companyId: mail.companyId,
    kind: 'account',
    idempotencyKey: `account:${id}`,
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    messageId: `<${id}@${outbox.messageHost}>`,
    queuedBy: mail.accountId,
  });
  await outbox.enqueue(tx, id);
}
