import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { formatJapanDateTime } from '@/core/format';
import { effectiveMailLimits, type MailLimitKey } from '@/core/mail-limits';
import { actorOf, recordOperation } from '../audit/record-operation';
import type { Db, Tx } from '../db/client';
import { customers, mailBudgets, mailRecipients, mailSends, users } from '../db/schema';
import { AppError } from '../http/errors';

/** The member a company mail goes out for (the owner of a 定期請求 when it sends itself). */
export type MailSender = { id: string; companyId: string; oemId: string | null };
export type MailRecipients = { to: string; cc?: string; bcc?: string };

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Every distinct address of a message (To, CC and BCC may each list several, comma-separated). */
export function recipientsOf({ to, cc = '', bcc = '' }: MailRecipients): string[] {
  const all = [to, cc, bcc].flatMap((list) => list.split(',')).map((a) => a.trim().toLowerCase());
  return [...new Set(all.filter(Boolean))];
}

const limitPhrases: Record<MailLimitKey, (value: number) => string> = {
  recipientsPerMessage: (n) => `1通あたりの宛先の上限（To・CC・BCCの合計${n}件）`,
  messagesPerHour: (n) => `送信上限（1時間あたり${n}通）`,
  messagesPerHourPerUser: (n) => `お一人あたりの送信上限（1時間あたり${n}通）`,
  newRecipientsPerDay: (n) => `新しい宛先への送信上限（1日あたり${n}件）`,
};

/** `14:05`, or `2026/11/24 14:05` when that is not today in Japan; rounded up, so the time is never too early. */
function retryTimeText(retryAt: Date, now: Date): string {
  const [date, time] = formatJapanDateTime(new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000)).split(' ');
  const hhmm = (time ?? '').slice(0, 5);
  return date === formatJapanDateTime(now).split(' ')[0] ? hhmm : `${date} ${hhmm}`;
}

/**
 * A limit the message would pass: 429 and nothing sent. With `retryAt` the limit frees up by
 * then (Retry-After); without, waiting does not help and the message needs fewer recipients.
 */
export class MailLimitError extends AppError {
  constructor(
    readonly limit: MailLimitKey,
    readonly value: number,
    readonly retryAt: Date | null,
    now: Date,
  ) {
    const phrase = limitPhrases[limit](value);
    super(
      429,
      retryAt ? 'MAIL_LIMIT_REACHED' : 'TOO_MANY_RECIPIENTS',
      retryAt
        ? `${phrase}に達しました。${retryTimeText(retryAt, now)} 以降にもう一度お試しください。`
        : `${phrase}を超えています。宛先を減らしてから送信してください。`,
    );
    if (retryAt) this.retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  }

  get phrase(): string {
    return limitPhrases[this.limit](this.value);
  }
}

/** The company's budget row, created on first use and locked until the transaction ends. */
async function lockBudget(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(mailBudgets)
    .values({ companyId })
    .onConflictDoUpdate({ target: mailBudgets.companyId, set: { companyId: sql`excluded.company_id` } })
    .returning();
  if (!row) throw new Error('mail budget row missing');
  return row;
}

/**
 * When `needed` more fit under `limit`, given the times (oldest first) counted in the window:
 * null when they fit now, else the moment enough of the oldest have left the window.
 */
function freesAt(times: Date[], windowMs: number, limit: number, needed: number): Date | null {
  const over = times.length + needed - limit;
  if (over <= 0) return null;
  const oldest = times[Math.min(over, times.length) - 1];
  return new Date((oldest ?? new Date()).getTime() + windowMs);
}

/** Of the addresses never mailed before, those that are no customer's stored address nor a member's. */
async function unknownAddresses(tx: Tx, companyId: string, addresses: string[]) {
  const mailed = await tx
    .select({ address: mailRecipients.address })
    .from(mailRecipients)
    .where(and(eq(mailRecipients.companyId, companyId), inArray(mailRecipients.address, addresses)));
  const unmailed = addresses.filter((a) => !mailed.some((m) => m.address === a));
  if (unmailed.length === 0) return { unmailed, fresh: [] };
  const customerEmail = sql<string>`lower(trim(${customers.email}))`;
  const memberEmail = sql<string>`lower(${users.email})`;
  const known = [
    ...(await tx
      .select({ address: customerEmail })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), inArray(customerEmail, unmailed)))),
    ...(await tx
      .select({ address: memberEmail })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(memberEmail, unmailed)))),
  ].map((r) => r.address);
  return { unmailed, fresh: unmailed.filter((a) => !known.includes(a)) };
}

/**
 * Takes one message of the sender's budget inside `tx`, or throws MailLimitError and takes
 * nothing. The budget row stays locked until `tx` ends, so concurrent sends of one company
 * (on any instance) count one after another. When several limits are reached, the one that
 * frees up last is reported: trying earlier would fail anyway.
 */
export async function takeMailBudget(tx: Tx, sender: MailSender, addresses: string[], now = new Date()): Promise<void> {
  const { companyId } = sender;
  const budget = await lockBudget(tx, companyId);
  const limits = effectiveMailLimits(budget.tier, budget);
  if (addresses.length > limits.recipientsPerMessage)
    throw new MailLimitError('recipientsPerMessage', limits.recipientsPerMessage, null, now);

  const hourAgo = new Date(now.getTime() - hourMs);
  await tx.delete(mailSends).where(and(eq(mailSends.companyId, companyId), lt(mailSends.sentAt, hourAgo)));
  const { unmailed, fresh } = await unknownAddresses(tx, companyId, addresses);
  if (fresh.length > limits.newRecipientsPerDay) throw new MailLimitError('newRecipientsPerDay', limits.newRecipientsPerDay, null, now);

  const sentTimes = (where: SQL | undefined) =>
    tx
      .select({ at: mailSends.sentAt })
      .from(mailSends)
      .where(and(where, gt(mailSends.sentAt, hourAgo)))
      .orderBy(asc(mailSends.sentAt))
      .then((rows) => rows.map((r) => r.at));
  const companySends = await sentTimes(eq(mailSends.companyId, companyId));
  const userSends = await sentTimes(and(eq(mailSends.companyId, companyId), eq(mailSends.userId, sender.id)));
  const newAddresses =
    fresh.length === 0
      ? []
      : await tx
          .select({ at: mailRecipients.firstSentAt })
          .from(mailRecipients)
          .where(
            and(
              eq(mailRecipients.companyId, companyId),
              eq(mailRecipients.isNew, true),
              gt(mailRecipients.firstSentAt, new Date(now.getTime() - dayMs)),
            ),
          )
          .orderBy(asc(mailRecipients.firstSentAt))
          .then((rows) => rows.map((r) => r.at));
  const checks: [MailLimitKey, Date | null][] = [
    ['messagesPerHour', freesAt(companySends, hourMs, limits.messagesPerHour, 1)],
    ['messagesPerHourPerUser', freesAt(userSends, hourMs, limits.messagesPerHourPerUser, 1)],
    ['newRecipientsPerDay', freesAt(newAddresses, dayMs, limits.newRecipientsPerDay, fresh.length)],
  ];
  const reached = checks.filter((c): c is [MailLimitKey, Date] => c[1] !== null).sort((a, b) => b[1].getTime() - a[1].getTime())[0];
  if (reached) throw new MailLimitError(reached[0], limits[reached[0]], reached[1], now);

  await tx.insert(mailSends).values({ companyId, userId: sender.id, recipients: addresses.length, sentAt: now });
  if (unmailed.length > 0)
    await tx
      .insert(mailRecipients)
      .values(unmailed.map((address) => ({ companyId, address, isNew: fresh.includes(address), firstSentAt: now })))
      .onConflictDoNothing();
}

/** Runs `work`; a MailLimitError it throws is written to 操作履歴 (after its transaction rolled back) and rethrown. */
export async function logMailRefusal<T>(db: Db, sender: MailSender, message: MailRecipients, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MailLimitError)
      await recordOperation(db, actorOf(sender), {
        operationType: 'mail.limit',
        targetType: 'mail',
        detail: {
          name: error.phrase,
          limit: error.limit,
          value: error.value,
          retryAt: error.retryAt?.toISOString() ?? null,
          to: message.to,
          cc: message.cc ?? '',
          recipients: recipientsOf(message).length,
        },
      });
    throw error;
  }
}

/**
 * Takes one message of the budget before a company mail is handed to the sender. A message
 * the mail server then refuses still counts: retrying a failing send is no reason to send more.
 */
export async function chargeMail(db: Db, sender: MailSender, message: MailRecipients, now = new Date()): Promise<void> {
  await logMailRefusal(db, sender, message, () => db.transaction((tx) => takeMailBudget(tx, sender, recipientsOf(message), now)));
}
