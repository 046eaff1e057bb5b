import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { CountAmount, Dashboard } from '@/core/api-types';
import type { Db } from '../../db/client';
import { documents, paymentAllocations } from '../../db/schema';
import { creditedSql } from '../../settlement/invoice-credits';

/** First day (YYYY-MM-DD) of the month `offset` months from the month of `today`. */
export function monthStart(today: string, offset: number): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

const latest = (companyId: string, kind: (typeof documents.$inferSelect)['kind']) =>
  and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.isLatest, true));

async function countAmount(db: Db, where: ReturnType<typeof and>): Promise<CountAmount> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${documents.total}), 0)` })
    .from(documents)
    .where(where);
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

/** Invoiced per month (issued ones, tax included) over 12 months, and what is still unpaid. */
export async function invoiceFigures(db: Db, companyId: string, today: string): Promise<NonNullable<Dashboard['invoices']>> {
  const from = monthStart(today, -11);
  const month = sql<string>`to_char(${documents.issueDate}, 'YYYY-MM')`;
  const isOverdue = sql`${documents.dueDate} < ${today}`;
  // Qualified by hand: in a one-table select Drizzle writes ${documents.id} as a bare "id", which the subquery would read as its own.
  // What an invoice still owes (invoiceOutstanding): less payments and 返品・値引き.
  const owed = sql`greatest(${documents.amountDue} - ${creditedSql()} - coalesce((select sum(pa.amount) from ${paymentAllocations} pa where pa.document_id = "documents"."id"), 0), 0)`;
  const [rows, [open]] = await Promise.all([
    db
      .select({ month, amount: sql<string>`sum(${documents.total})` })
      .from(documents)
      .where(
        and(
          latest(companyId, 'invoice'),
          gte(documents.issueDate, from),
          lt(documents.issueDate, monthStart(today, 1)),
          ne(documents.status, 'draft'),
        ),
      )
      .groupBy(month),
    // Unpaid and overdue in one pass over the unpaid invoices, less what payments settled of them.
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${owed}), 0)`,
        overdueCount: sql<number>`(count(*) filter (where ${isOverdue}))::int`,
        overdueAmount: sql<string>`coalesce(sum(${owed}) filter (where ${isOverdue}), 0)`,
      })
      .from(documents)
      .where(and(latest(companyId, 'invoice'), inArray(documents.status, ['issued', 'sent', 'partially_paid']), sql`${owed} > 0`)),
  ]);
  const unpaid = { count: open?.count ?? 0, amount: Number(open?.amount ?? 0) };
  const overdue = { count: open?.overdueCount ?? 0, amount: Number(open?.overdueAmount ?? 0) };
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.amount)]));
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const m = monthStart(today, i - 11).slice(0, 7);
    return { month: m, amount: byMonth.get(m) ?? 0 };
  });
  return { thisMonth: monthly[11]?.amount ?? 0, lastMonth: monthly[10]?.amount ?? 0, unpaid, overdue, monthly };
}

/** Quotations waiting for an answer (発行済・送付済). */
export const openQuotations = (db: Db, companyId: string) =>
  countAmount(db, and(latest(companyId, 'quotation'), inArray(documents.status, ['issued', 'sent'])));

/** Purchase orders placed but not yet delivered. */
export const awaitingDelivery = (db: Db, companyId: string) =>
  countAmount(db, and(latest(companyId, 'purchase_order'), inArray(documents.status, ['issued', 'sent'])));
