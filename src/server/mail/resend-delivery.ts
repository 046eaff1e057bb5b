import { and, eq } from 'drizzle-orm';
import type { MailDelivery } from '@/core/contracts/mail-deliveries';
import { isPendingDelivery, resendUnknownQuestion } from '@/core/mail-deliveries';
import { actorOf, recordOperation } from '../audit/record-operation';
import type { Db } from '../db/client';
import { mailDeliveries } from '../db/schema';
import { AppError } from '../http/errors';
import { type DeliveryScope, findDelivery, getDelivery } from './deliveries';
import { logMailRefusal, type MailSender, recipientsOf, takeMailBudget } from './mail-budget';
import type { MailOutbox } from './outbox';

/**
 * 再送 of a delivery that failed, or that may have arrived (`unknown`, only once the member
 * confirmed: the API asks the screen's question until then). The same message with the same
 * Message-ID goes back on the queue; it takes a place in the mail limits again, as any send.
 */
export async function resendDelivery(
  db: Db,
  outbox: MailOutbox,
  user: MailSender,
  scope: DeliveryScope,
  id: string,
  { isConfirmed }: { isConfirmed: boolean },
): Promise<MailDelivery> {
  const current = await getDelivery(db, scope, id);
  if (isPendingDelivery(current.status))
    throw new AppError(409, 'MAIL_IN_PROGRESS', 'このメールはまだ送信中です。結果が表示されてから再送してください');
  if (current.status === 'sent')
    throw new AppError(409, 'INVALID_STATUS', '送信済みのメールは再送できません。もう一度送る場合は帳票の画面から送信してください');
  if (current.status === 'unknown' && !isConfirmed) throw new AppError(409, 'MAIL_RESEND_UNCONFIRMED', resendUnknownQuestion);
  const recipients = { to: current.to, cc: current.cc };
  await logMailRefusal(db, user, recipients, () =>
    db.transaction(async (tx) => {
      // Only from the state the member saw: a second 再送 at the same moment finds it queued.
      const [claimed] = await tx
        .update(mailDeliveries)
        .set({ status: 'queued', lastError: '', updatedAt: new Date() })
        .where(and(eq(mailDeliveries.companyId, scope.companyId), eq(mailDeliveries.id, id), eq(mailDeliveries.status, current.status)))
        .returning({ id: mailDeliveries.id });
      if (!claimed) throw new AppError(409, 'MAIL_IN_PROGRESS', 'このメールはすでに再送されています');
      await takeMailBudget(tx, user, recipientsOf(recipients));
      await outbox.enqueue(tx, id);
      await recordOperation(tx, actorOf(user), {
        operationType: 'mail.resend',
        targetType: 'mail',
        targetId: id,
        detail: { name: current.subject, to: current.to, cc: current.cc, previousStatus: current.status },
      });
    }),
  );
  outbox.wake();
  return (await findDelivery(db, scope.companyId, id)) as MailDelivery;
}
