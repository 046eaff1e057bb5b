import { and, eq } from 'drizzle-orm';
import type { SavedRecurringInvoice } from '@/core/contracts/recurring-invoices';
import { todayInJapan } from '@/core/documents';
import type { OperationType } from '@/core/operation-types';
import { recurringInvoiceInput as invoiceInputOf } from '@/core/recurring-invoice-input';
import { pastPeriodsNotice, periodsMovedIntoPast, scheduleLabel } from '@/core/recurring-periods';
import type { RecurringInvoiceInput } from '@/core/schemas/recurring-invoices';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { customers, recurringInvoiceRuns, recurringInvoices } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError, notFound } from '../../../http/errors';
import { resolveContent } from '../content';
import { loadSettings } from '../settings/document-settings';
import { runDueRecurringInvoices } from './recurring-due';
import { draftPastPeriods, type RecurringDeps } from './recurring-run';
import { getRecurringInvoice } from './recurring-view';

/**
 * Checks a template as the invoices it will make: its customer is the company's, and its lines
 * resolve (products of this company, valid tax categories) — so a run never fails on content
 * that was wrong when it was saved.
 */
async function check(tx: Tx, companyId: string, input: RecurringInvoiceInput) {
  const [customer] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, input.customerId)));
  if (!customer) throw notFound('顧客が見つかりません');
  const settings = await loadSettings(tx, companyId);
  const sample = invoiceInputOf(input, input.startDate.slice(0, 7), null);
  await resolveContent(tx, companyId, 'invoice', sample, settings.roundingMode);
  return customer;
}

async function log(tx: Tx, user: CompanyUser, operationType: OperationType, id: string, detail: Record<string, unknown>) {
  await recordOperation(tx, actorOf(user), { operationType, targetType: 'recurring-invoice', targetId: id, detail });
}

const summary = (input: RecurringInvoiceInput, customerName: string) => ({
  name: input.name,
  customer: customerName,
  schedule: scheduleLabel(input.dayOfMonth),
  startDate: input.startDate,
  endDate: input.endDate,
  mode: input.mode,
});

export async function createRecurringInvoice(db: Db, user: CompanyUser, input: RecurringInvoiceInput): Promise<string> {
  return db.transaction(async (tx) => {
    const customer = await check(tx, user.companyId, input);
    const id = crypto.randomUUID();
    await tx.insert(recurringInvoices).values({ id, companyId: user.companyId, ...input, createdBy: user.id, updatedBy: user.id });
    await log(tx, user, 'recurring-invoice.create', id, summary(input, customer.name));
    return id;
  });
}

async function lockTemplate(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, id)))
    .for('update');
  if (!row) throw notFound('定期請求が見つかりません');
  return row;
}

/**
 * Changes what later periods make; invoices already made stay as they are. Past months the edit
 * makes due (an earlier start or end, another day) are made as drafts in the same transaction,
 * before any run could issue them as if they had been asked for on their day.
 */
export async function updateRecurringInvoice(db: Db, user: CompanyUser, id: string, input: RecurringInvoiceInput): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, user.companyId, id);
    if (row.stoppedAt) throw new AppError(409, 'RECURRING_STOPPED', '停止した定期請求は編集できません。新しく登録してください');
    const customer = await check(tx, user.companyId, input);
    const made = await tx
      .select({ period: recurringInvoiceRuns.period })
      .from(recurringInvoiceRuns)
      .where(and(eq(recurringInvoiceRuns.companyId, user.companyId), eq(recurringInvoiceRuns.templateId, id)));
    const taken = new Set(made.map((r) => r.period));
    const past = periodsMovedIntoPast(row, input, todayInJapan()).filter((p) => !taken.has(p));
    if (past.length > maxPastDrafts) {
      const message = `過去の月の請求書が${past.length}件になるため保存できません。開始日・終了日を見直してください（${maxPastDrafts}件まで）`;
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'startDate', message }]);
    }
    const [saved] = await tx
      .update(recurringInvoices)
      .set({ ...input, updatedBy: user.id, updatedAt: new Date() })
      .where(and(eq(recurringInvoices.companyId, user.companyId), eq(recurringInvoices.id, id)))
      .returning();
    await log(tx, user, 'recurring-invoice.update', id, summary(input, customer.name));
    if (saved) await draftPastPeriods(tx, saved, past);
  });
}

/** As many as a run catches up at once (24 months). */
const maxPastDrafts = 24;

/**
 * 登録 or 編集, then the periods already due (so the first invoice appears at once when its day
 * has come), answering the template and the past months this save made as drafts to confirm.
 */
export async function saveRecurringInvoice(
  deps: RecurringDeps,
  user: CompanyUser,
  id: string | null,
  input: RecurringInvoiceInput,
): Promise<SavedRecurringInvoice> {
  const { db } = deps;
  const before = new Set(id ? (await getRecurringInvoice(db, user.companyId, id)).runs.map((r) => r.period) : []);
  const savedId = id ?? (await createRecurringInvoice(db, user, input));
  if (id) await updateRecurringInvoice(db, user, id, input);
  await runDueRecurringInvoices(deps, { companyId: user.companyId, templateId: savedId });
  const view = await getRecurringInvoice(db, user.companyId, savedId);
  const backDatedPeriods = view.runs
    .filter((r) => r.awaitsConfirmation && !before.has(r.period))
    .map((r) => r.period)
    .sort();
  return { ...view, backDatedPeriods, notice: pastPeriodsNotice(backDatedPeriods) };
}

/** 停止: no later period runs (a run already under way finishes; it checked before claiming). */
export async function stopRecurringInvoice(db: Db, user: CompanyUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, user.companyId, id);
    if (row.stoppedAt) return;
    await tx
      .update(recurringInvoices)
      .set({ stoppedAt: new Date(), updatedBy: user.id, updatedAt: new Date() })
      .where(and(eq(recurringInvoices.companyId, user.companyId), eq(recurringInvoices.id, id)));
    await log(tx, user, 'recurring-invoice.stop', id, { name: row.name });
  });
}
