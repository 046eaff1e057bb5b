import { and, count, eq, gt, max, sum } from 'drizzle-orm';
import type { AdminMailLimits } from '@/core/contracts/admin';
import { effectiveMailLimits, type MailLimitOverrides, mailLimitKeys } from '@/core/mail-limits';
import type { MailLimitsInput } from '@/core/schemas/admin';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies, mailBudgets, mailRecipients, mailSends, operationLogs } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { notFound } from '../../http/errors';

const hourMs = 60 * 60 * 1000;

/** A company's mail limits and what it sent within them (a company that never sent has the defaults of its tier). */
export async function getMailLimits(db: Db, companyId: string, now = new Date()): Promise<AdminMailLimits> {
  const [company] = await db
    .select({ name: companies.name, budget: mailBudgets })
    .from(companies)
    .leftJoin(mailBudgets, eq(mailBudgets.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('会社が見つかりません');
  const tier = company.budget?.tier ?? 'standard';
  const overrides = Object.fromEntries(mailLimitKeys.map((key) => [key, company.budget?.[key] ?? null])) as MailLimitOverrides;

  const hourAgo = new Date(now.getTime() - hourMs);
  const dayAgo = new Date(now.getTime() - 24 * hourMs);
  const perUser = db
    .select({ n: count().as('n') })
    .from(mailSends)
    .where(and(eq(mailSends.companyId, companyId), gt(mailSends.sentAt, hourAgo)))
    .groupBy(mailSends.userId)
    .as('per_user');
  const [[sends], [recipients], [refusals]] = await Promise.all([
    db.select({ total: sum(perUser.n), busiest: max(perUser.n) }).from(perUser),
    db
      .select({ n: count() })
      .from(mailRecipients)
      .where(and(eq(mailRecipients.companyId, companyId), eq(mailRecipients.isNew, true), gt(mailRecipients.firstSentAt, dayAgo))),
    db
      .select({ n: count() })
      .from(operationLogs)
      .where(
        and(eq(operationLogs.companyId, companyId), eq(operationLogs.operationType, 'mail.limit'), gt(operationLogs.timestamp, dayAgo)),
      ),
  ]);
  return {
    companyId,
    companyName: company.name,
    tier,
    limits: effectiveMailLimits(tier, overrides),
    overrides,
    usage: {
      messagesLastHour: Number(sends?.total ?? 0),
      busiestUserMessagesLastHour: Number(sends?.busiest ?? 0),
      newRecipientsLastDay: recipients?.n ?? 0,
      refusalsLastDay: refusals?.n ?? 0,
    },
  };
}

/** Sets the tier and the manager's values; applies to the next send. Logged in the platform's 操作履歴. */
export async function setMailLimits(db: Db, manager: SignedInUser, companyId: string, input: MailLimitsInput): Promise<AdminMailLimits> {
  await db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound('会社が見つかりません');
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(mailBudgets)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: mailBudgets.companyId, set: values });
    await recordOperation(
      tx,
      { userId: manager.id, companyId: null, oemId: null },
      { operationType: 'admin.company.mail-limits', targetType: 'company', targetId: companyId, detail: { name: company.name, ...input } },
    );
  });
  return getMailLimits(db, companyId);
}
