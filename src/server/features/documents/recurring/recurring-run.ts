import { and, eq } from 'drizzle-orm';
import { needsApproval } from '@/core/approvals';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { recurringInvoiceInput } from '@/core/recurring-invoice-input';
import { issueDateOf } from '@/core/recurring-periods';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { customers, documents, recurringInvoiceRuns, recurringInvoices } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError } from '../../../http/errors';
import type { MailOutbox } from '../../../mail/outbox';
import { applyForApproval } from '../approvals/approval-actions';
import { type ApprovalPush, type PendingPush, sendPendingPush } from '../approvals/approval-push';
import { approvalRulesOf, membersOf } from '../approvals/approval-rules';
import { recordDocumentChange } from '../document-change';
import { issueDraft, issuing } from '../issue-document';
import type { IssueTry } from '../pdf/issue-render';
import type { PdfOutput } from '../pdf/issued-pdf';
import { insertDraft } from '../save-document';
import { sendDocument } from '../send-document';
import { loadSettings } from '../settings/document-settings';
import { type DocumentRow, findDocument } from '../view';
import { templateActor } from './recurring-actor';

/**
 * `push` and `originOf` serve the 承認依頼 of an invoice that needs approval (the mail's link, the
 * approvers' devices); without them the application is still made and mailed, with a relative link.
 */
export type RecurringDeps = { db: Db; outbox: MailOutbox; push?: ApprovalPush; originOf?: (oemId: string | null) => string } & PdfOutput;

type Made = { runId: string; documentId: string; user: CompanyUser; mail: boolean; push?: PendingPush };

type TemplateRow = typeof recurringInvoices.$inferSelect;

/**
 * Makes the invoice of one period of a template — unless it exists. The run row (unique per
 * template and period) is claimed in the transaction that creates the invoice: a second server,
 * a restart or a second click running the same period inserts nothing and makes nothing; on
 * PostgreSQL it waits for the first transaction and then finds the key taken. A failure rolls
 * the claim back with the invoice, so the next run tries again. The mail goes after commit (a
 * sent mail cannot be rolled back); its outcome is kept on the run.
 *
 * A period whose issue day is before the day the template was registered is made as a draft
 * whatever the mode: issuing it would date a 適格請求書 back into a month whose books may be
 * closed, and mail it, without anyone having looked at it. A period that fell due after that day
 * while no server ran was asked for by the template, and is issued as it says.
 * Answers the run's id, or null when there was nothing to make.
 */
export async function runTemplatePeriod(
  deps: RecurringDeps,
  companyId: string,
  templateId: string,
  period: string,
): Promise<string | null> {
  const made = await issuing<Made | null>(deps, { companyId, kind: 'invoice' }, async (tx, issue) => {
    const [template] = await tx
      .select()
      .from(recurringInvoices)
      .where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, templateId)));
    if (!template || template.stoppedAt) return null;
    const isBackDated = issueDateOf(period, template.dayOfMonth) < todayInJapan(template.createdAt);
    const isIssued = template.mode === 'issue-and-mail' && !isBackDated;
    return makePeriod(tx, template, period, { isBackDated, issue: isIssued ? issue : null, deps });
  });
  if (!made) return null;
  if (made.push) {
    deps.outbox.wake();
    await sendPendingPush(deps.push, made.push);
  }
  if (made.mail) await mailInvoice(deps, made);
  return made.runId;
}

/**
 * The periods a save moved into the past (see periodsMovedIntoPast), made as drafts in the save's
 * own transaction: once it commits, no run can find them unmade and issue them. Answers the
 * periods made (one made before, by another run, is skipped).
 */
export async function draftPastPeriods(tx: Tx, template: TemplateRow, periods: string[]): Promise<string[]> {
  const made: string[] = [];
  for (const period of periods) if (await makePeriod(tx, template, period, { isBackDated: true, issue: null })) made.push(period);
  return made;
}

/** The run and its draft, issued when `issue` is given (issue-and-mail, on time). */
async function makePeriod(
  tx: Tx,
  template: TemplateRow,
  period: string,
  { isBackDated, issue, deps }: { isBackDated: boolean; issue: IssueTry | null; deps?: RecurringDeps },
): Promise<Made | null> {
  const { companyId, id: templateId } = template;
  const runId = crypto.randomUUID();
  const issueDate = issueDateOf(period, template.dayOfMonth);
  const claimed = await tx
    .insert(recurringInvoiceRuns)
    .values({ id: runId, companyId, templateId, period, issueDate })
    .onConflictDoNothing()
    .returning({ id: recurringInvoiceRuns.id });
  if (claimed.length === 0) return null;
  const user = await templateActor(tx, companyId, template.updatedBy ?? template.createdBy);
  const [customer] = await tx
    .select({ paymentTerms: customers.paymentTerms })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, template.customerId)));
  const terms = customer?.paymentTerms ?? (await loadSettings(tx, companyId)).defaultPaymentTerms;
  const draft = await insertDraft(tx, user, 'invoice', recurringInvoiceInput(template, period, terms));
  await recordDocumentChange(
    tx,
    user,
    'document.create',
    { kind: 'invoice', id: draft.id },
    { counterparty: draft.counterpartyName, subject: draft.subject, total: draft.total },
  );
  // An invoice the company requires approval of is not issued around its approvers: the draft is
  // applied for (申請) in the template's name, and they are mailed and pushed as for any application.
  const awaitsApproval = issue !== null && needsApproval(await approvalRulesOf(tx, companyId), 'invoice', draft.total);
  const doc = issue && !awaitsApproval ? await issueDraft(tx, issue, user, 'invoice', draft.id) : null;
  const applied =
    awaitsApproval && deps ? await applyInTemplateName(tx, deps, user, draft, `定期請求「${template.name}」（${period}）`) : null;
  await tx.update(recurringInvoiceRuns).set({ documentId: draft.id }).where(eq(recurringInvoiceRuns.id, runId));
  await recordOperation(tx, actorOf(user), {
    operationType: 'recurring-invoice.run',
    targetType: 'recurring-invoice',
    targetId: templateId,
    detail: {
      name: template.name,
      period,
      issueDate,
      number: doc ? documentNumberLabel(doc.number, doc.revision) : null,
      mode: template.mode,
      ...(isBackDated && { backDated: true }),
      ...(awaitsApproval && { awaitsApproval: true }),
      ...(applied && { approvalRequested: true }),
    },
  });
  return { runId, documentId: draft.id, user, mail: doc !== null, push: applied?.push };
}

/**
 * 承認を申請 for the run's draft, as the template's member. An application the route refuses (its
 * only approver is that member, the invoice has no lines) leaves a plain draft, as before.
 */
async function applyInTemplateName(tx: Tx, deps: RecurringDeps, user: CompanyUser, draft: DocumentRow, comment: string) {
  const mail = { outbox: deps.outbox, origin: deps.originOf?.(user.oemId) ?? '' };
  const members = await membersOf(tx, user.companyId);
  try {
    const step = await applyForApproval(tx, mail, user, draft, members, comment);
    await tx
      .update(documents)
      .set({ ...step.set, updatedAt: new Date() })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, draft.id)));
    await recordDocumentChange(
      tx,
      user,
      'document.approval-request',
      { kind: 'invoice', id: draft.id },
      { number: '(未採番)', ...step.detail },
    );
    return step;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** 発行してメール送信: to the customer's address; a refusal is kept on the run for the page to show. */
async function mailInvoice(deps: RecurringDeps, { runId, documentId, user }: Made) {
  const { db } = deps;
  const result = await (async () => {
    const doc = await findDocument(db, user.companyId, 'invoice', documentId);
    const [customer] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.companyId, user.companyId), eq(customers.id, doc.customerId ?? '')));
    if (!customer?.email)
      return { mailStatus: 'failed' as const, mailError: '顧客のメールアドレスが登録されていないため、送信できませんでした' };
    try {
      // The company's 送信メールの文面 for invoices, as a member pressing メール送信 would start from.
      await sendDocument(deps, user, 'invoice', documentId, { to: customer.email, cc: '' });
      return { mailStatus: 'sent' as const, mailError: '' };
    } catch (error) {
      return { mailStatus: 'failed' as const, mailError: error instanceof Error ? error.message : String(error) };
    }
  })();
  await db
    .update(recurringInvoiceRuns)
    .set(result)
    .where(and(eq(recurringInvoiceRuns.companyId, user.companyId), eq(recurringInvoiceRuns.id, runId)));
}
