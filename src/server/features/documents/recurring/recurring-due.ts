import { and, eq, isNull, lte } from 'drizzle-orm';
import { todayInJapan } from '@/core/documents';
import { duePeriods } from '@/core/recurring-periods';
import { recurringInvoiceRuns, recurringInvoices } from '../../../db/schema';
import { log } from '../../../log';
import { type RecurringDeps, runTemplatePeriod } from './recurring-run';

type Scope = { companyId?: string; templateId?: string };

/**
 * Runs every period whose issue day has come and that has no run yet, oldest first: each
 * scheduled job, at boot (periods missed while no server ran) and right after a template is saved.
 * The scheduler's call spans all companies on purpose; each run is scoped to its template's.
 * A template that fails (a PDF that would not render) is reported and tried again next time.
 */
export async function runDueRecurringInvoices(deps: RecurringDeps, { companyId, templateId }: Scope = {}, today = todayInJapan()) {
  const templates = await deps.db
    .select({
      id: recurringInvoices.id,
      companyId: recurringInvoices.companyId,
      dayOfMonth: recurringInvoices.dayOfMonth,
      startDate: recurringInvoices.startDate,
      endDate: recurringInvoices.endDate,
    })
    .from(recurringInvoices)
    .where(
      and(
        isNull(recurringInvoices.stoppedAt),
        lte(recurringInvoices.startDate, today),
        companyId ? eq(recurringInvoices.companyId, companyId) : undefined,
        templateId ? eq(recurringInvoices.id, templateId) : undefined,
      ),
    );
  let created = 0;
  const failures: { templateId: string; message: string }[] = [];
  for (const template of templates) {
    const done = await deps.db
      .select({ period: recurringInvoiceRuns.period })
      .from(recurringInvoiceRuns)
      .where(and(eq(recurringInvoiceRuns.companyId, template.companyId), eq(recurringInvoiceRuns.templateId, template.id)));
    const taken = new Set(done.map((r) => r.period));
    for (const period of duePeriods(template, today).filter((p) => !taken.has(p))) {
      try {
        if (await runTemplatePeriod(deps, template.companyId, template.id, period)) created += 1;
      } catch (error) {
        failures.push({ templateId: template.id, message: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
  }
  return { created, failures };
}

/**
 * The scheduled job (every 10 minutes and when a server starts, decision 018): every company's due
 * periods. A template that fails is reported and tried again next time; a failure of the run
 * itself (the database away) fails the job, which is retried.
 */
export async function runScheduledRecurringInvoices(deps: RecurringDeps): Promise<void> {
  const { failures } = await runDueRecurringInvoices(deps);
  for (const f of failures) log.error({ template: f.templateId, reason: f.message }, '定期請求の請求書を作成できませんでした');
}
