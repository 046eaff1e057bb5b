import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RecurringInvoice, RecurringRun } from '@/core/contracts/recurring-invoices';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { nextIssueDate, scheduleLabel } from '@/core/recurring-periods';
import type { Db, Tx } from '../../../db/client';
import { customers, documents, mailDeliveries, recurringInvoiceRuns, recurringInvoices } from '../../../db/schema';
import { notFound } from '../../../http/errors';

type TemplateRow = typeof recurringInvoices.$inferSelect;

async function runsOf(db: Db | Tx, companyId: string, templateIds: string[]): Promise<Map<string, RecurringRun[]>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({
      run: recurringInvoiceRuns,
      number: documents.number,
      revision: documents.revision,
      status: documents.status,
      total: documents.total,
    })
    .from(recurringInvoiceRuns)
    .leftJoin(documents, eq(documents.id, recurringInvoiceRuns.documentId))
    .where(and(eq(recurringInvoiceRuns.companyId, companyId), inArray(recurringInvoiceRuns.templateId, templateIds)))
    .orderBy(desc(recurringInvoiceRuns.period));
  const undelivered = await undeliveredMail(
    db,
    companyId,
    rows.filter((r) => r.run.mailStatus === 'sent' && r.run.documentId).map((r) => r.run.documentId as string),
  );
  const byTemplate = new Map<string, RecurringRun[]>();
  for (const { run, number, revision, status, total } of rows) {
    const lastError = run.documentId ? undelivered.get(run.documentId) : undefined;
    const list = byTemplate.get(run.templateId) ?? [];
    list.push({
      period: run.period,
      issueDate: run.issueDate,
      documentId: run.documentId,
      number: status && status !== 'draft' ? documentNumberLabel(number, revision ?? 1) : '下書き',
      status: status ?? null,
      total: total ?? 0,
      mailStatus: lastError === undefined ? run.mailStatus : 'failed',
      mailError: lastError ?? run.mailError,
      createdAt: run.createdAt.toISOString(),
      awaitsConfirmation: status === 'draft' && run.issueDate < todayInJapan(run.createdAt),
    });
    byTemplate.set(run.templateId, list);
  }
  return byTemplate;
}

/**
 * The invoices whose queued mail did not go (its latest delivery failed, or may not have arrived),
 * with why: the run said only that the mail was queued (decision 018).
 */
async function undeliveredMail(db: Db | Tx, companyId: string, documentIds: string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: mailDeliveries.documentId, status: mailDeliveries.status, lastError: mailDeliveries.lastError })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.companyId, companyId), inArray(mailDeliveries.documentId, documentIds)))
    .orderBy(desc(mailDeliveries.createdAt));
  const latest = new Map<string, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.documentId || seen.has(row.documentId)) continue;
    seen.add(row.documentId);
    if (row.status === 'failed' || row.status === 'unknown') latest.set(row.documentId, row.lastError);
  }
  return latest;
}

async function toViews(
  db: Db | Tx,
  companyId: string,
  rows: { template: TemplateRow; code: string; name: string }[],
): Promise<RecurringInvoice[]> {
  const runs = await runsOf(
    db,
    companyId,
    rows.map((r) => r.template.id),
  );
  const today = todayInJapan();
  return rows.map(({ template: t, code, name }) => ({
    id: t.id,
    name: t.name,
    customerId: t.customerId,
    customerCode: code,
    customerName: name,
    dayOfMonth: t.dayOfMonth,
    scheduleLabel: scheduleLabel(t.dayOfMonth),
    startDate: t.startDate,
    endDate: t.endDate,
    mode: t.mode,
    stoppedAt: t.stoppedAt?.toISOString() ?? null,
    nextIssueDate: t.stoppedAt ? null : nextIssueDate(t, today),
    content: t.content,
    runs: runs.get(t.id) ?? [],
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

const selectTemplates = (db: Db | Tx) =>
  db
    .select({ template: recurringInvoices, code: customers.code, name: customers.name })
    .from(recurringInvoices)
    .innerJoin(customers, eq(customers.id, recurringInvoices.customerId));

export async function listRecurringInvoices(db: Db, companyId: string): Promise<RecurringInvoice[]> {
  const rows = await selectTemplates(db).where(eq(recurringInvoices.companyId, companyId)).orderBy(desc(recurringInvoices.createdAt));
  return toViews(db, companyId, rows);
}

export async function getRecurringInvoice(db: Db | Tx, companyId: string, id: string): Promise<RecurringInvoice> {
  const rows = await selectTemplates(db).where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, id)));
  const [view] = await toViews(db, companyId, rows);
  if (!view) throw notFound('定期請求が見つかりません');
  return view;
}
