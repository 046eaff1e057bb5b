import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { addMonths, plainDate, startOfMonth } from '@/core/calendar';
import type { CountAmount, Dashboard } from '@/core/contracts/dashboard';
import type { Db } from '../../db/client';
import { isLatestIssued } from '../../db/issued-documents';
import { documents } from '../../db/schema';
import { billedDocumentsOf, outstandingSql } from '../../settlement/outstanding';

/** First day (YYYY-MM-DD) of the month `offset` months from the month of `today`. */
export function monthStart(today: string, offset: number): string {
  return addMonths(startOfMonth(plainDate(today)), offset);
}

/** The latest version of each, a draft 修正 too: the callers' status filters leave drafts out. */
const latest = (companyId: string, kind: (typeof documents.$inferSelect)['kind']) =>
  and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.isLatest, true));

async function countAmount(db: Db, where: ReturnType<typeof and>): Promise<CountAmount> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${documents.total}), 0)` })
    .from(documents)
    .where(where);
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

/**
 * Open receivables as 売掛金 counts them today (outstandingSql: the ledger's 売掛金 of each):
 * invoices and 合計請求書 together, and of them those past their 支払期限, per kind, since each
 * kind's list filters its own 期限超過. Invoices to a counterparty not registered as a customer,
 * which 売掛金 leaves out, are counted too: they are unpaid all the same.
 */
async function openReceivables(db: Db, companyId: string, today: string) {
  const owed = outstandingSql(today);
  const isOverdue = (kind: 'invoice' | 'statement') => sql`${documents.kind} = ${kind} and ${documents.dueDate} < ${today}`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${owed}), 0)`,
      overdueCount: sql<number>`(count(*) filter (where ${isOverdue('invoice')}))::int`,
      overdueAmount: sql<string>`coalesce(sum(${owed}) filter (where ${isOverdue('invoice')}), 0)`,
      overdueStatementCount: sql<number>`(count(*) filter (where ${isOverdue('statement')}))::int`,
      overdueStatementAmount: sql<string>`coalesce(sum(${owed}) filter (where ${isOverdue('statement')}), 0)`,
    })
    .from(documents)
    .where(and(billedDocumentsOf(companyId), lte(documents.issueDate, today), sql`${owed} > 0`));
  const pair = (count?: number, amount?: string): CountAmount => ({ count: count ?? 0, amount: Number(amount ?? 0) });
  return {
    unpaid: pair(row?.count, row?.amount),
    overdue: pair(row?.overdueCount, row?.overdueAmount),
    overdueStatements: pair(row?.overdueStatementCount, row?.overdueStatementAmount),
  };
}

/** Invoiced per month (issued invoices, tax included) over 12 months, and what is still unpaid. */
export async function invoiceFigures(db: Db, companyId: string, today: string): Promise<NonNullable<Dashboard['invoices']>> {
  const from = monthStart(today, -11);
  const month = sql<string>`to_char(${documents.issueDate}, 'YYYY-MM')`;
  const [rows, open] = await Promise.all([
    db
      .select({ month, amount: sql<string>`sum(${documents.total})` })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.kind, 'invoice'),
          isLatestIssued(),
          gte(documents.issueDate, from),
          lt(documents.issueDate, monthStart(today, 1)),
        ),
      )
      .groupBy(month),
    openReceivables(db, companyId, today),
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.amount)]));
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const m = monthStart(today, i - 11).slice(0, 7);
    return { month: m, amount: byMonth.get(m) ?? 0 };
  });
  return { thisMonth: monthly[11]?.amount ?? 0, lastMonth: monthly[10]?.amount ?? 0, ...open, monthly };
}

/** Quotations waiting for an answer (発行済・送付済). */
export const openQuotations = (db: Db, companyId: string) =>
  countAmount(db, and(latest(companyId, 'quotation'), inArray(documents.status, ['issued', 'sent'])));

/** Purchase orders placed but not yet delivered. */
export const awaitingDelivery = (db: Db, companyId: string) =>
  countAmount(db, and(latest(companyId, 'purchase_order'), inArray(documents.status, ['issued', 'sent'])));
