import { and, eq } from 'drizzle-orm';
import { needsApproval } from '@/core/approvals';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { recurringInvoiceInput } from '@/core/recurring-invoice-input';
import { issueDateOf } from '@/core/recurring-periods';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { customers, recurringInvoiceRuns, recurringInvoices } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import type { MailOutbox } from '../../../mail/outbox';
import { approvalRulesOf } from '../approvals/approval-rules';
import { recordDocumentChange } from '../document-change';
import { issueDraft, issuing } from '../issue-document';
import type { IssueTry } from '../pdf/issue-render';
import type { PdfOutput } from '../pdf/issued-pdf';
import { insertDraft } from '../save-document';
import { sendDocument } from '../send-document';
import { loadSettings } from '../settings/document-settings';
import { findDocument } from '../view';
import { templateActor } from './recurring-actor';

export type RecurringDeps = { db: Db; outbox: MailOutbox } & PdfOutput;

type Made = { runId: string; documentId: string; user: CompanyUser; mail: boolean };

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
    return makePeriod(tx, template, period, { isBackDated, issue: isIssued ? issue : null });
  });
  if (!made) return null;
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
  { isBackDated, issue }: { isBackDated: boolean; issue: IssueTry | null },
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
  // An invoice the company requires approval of stays a draft for its approvers: nothing issues around them.
  const awaitsApproval = issue !== null && needsApproval(await approvalRulesOf(tx, companyId), 'invoice', draft.total);
  const doc = issue && !awaitsApproval ? await issueDraft(tx, issue, user, 'invoice', draft.id) : null;
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
    },
  });
  return { runId, documentId: draft.id, user, mail: doc !== null };
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
