import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { OpenInvoice } from '@/core/contracts/payments';
import type { CustomerReceivable, ReceivableRow, Receivables, ReceivableTotals } from '@/core/contracts/receivables';
import { documentNumberLabel } from '@/core/documents';
import { type AgingBucket, agingBucketOf, agingBuckets, emptyAging } from '@/core/payments';
import type { Db } from '../../db/client';
import { customers, documents, ledgerEntries, payments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { advancesByCustomer } from '../../ledger/figures';
import { billedDocumentsOf, creditedSql, outstandingSql } from '../../settlement/outstanding';

/**
 * 売掛金 as of a day, from the ledger: the issued invoices and 合計請求書 of that day and before,
 * with what they still owed then (payments, 返品・値引き and 入金済 set by hand posted by then taken
 * off). Documents without a registered customer take no payments and are left out.
 */
function openInvoicesQuery(db: Db, companyId: string, asOf: string, customerId?: string) {
  const conditions: (SQL | undefined)[] = [
    billedDocumentsOf(companyId),
    isNotNull(documents.customerId),
    lte(documents.issueDate, asOf),
    customerId ? eq(documents.customerId, customerId) : undefined,
  ];
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      customerId: sql<string>`${documents.customerId}`.as('customer_id'),
      number: documents.number,
      revision: documents.revision,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
      status: documents.status,
      amountDue: documents.amountDue,
      outstanding: sql<string>`${outstandingSql(asOf)}`.as('outstanding'),
      credited: sql<string>`${creditedSql(asOf)}`.as('credited'),
      // Due on the issue date when the invoice names no 支払期限.
      daysLate: sql<number>`(${asOf}::date - coalesce(${documents.dueDate}, ${documents.issueDate}))`.as('days_late'),
    })
    .from(documents)
    .where(and(...conditions))
    .as('open_invoices');
}

const bucketSql = (days: SQL.Aliased<number>) => ({
  notDue: sql`${days} <= 0`,
  days30: sql`${days} between 1 and 30`,
  days60: sql`${days} between 31 and 60`,
  days90: sql`${days} between 61 and 90`,
  over90: sql`${days} > 90`,
});

const emptyTotals = (): ReceivableTotals => ({ invoiced: 0, credited: 0, paid: 0, outstanding: 0, advance: 0, aging: emptyAging() });

function addTo(totals: ReceivableTotals, row: ReceivableTotals) {
  totals.invoiced += row.invoiced;
  totals.credited += row.credited;
  totals.paid += row.paid;
  totals.outstanding += row.outstanding;
  totals.advance += row.advance;
  for (const bucket of agingBuckets) totals.aging[bucket] += row.aging[bucket];
}

/** Per customer with something open (owed or 前受金): invoiced, paid, outstanding, 前受金 and aging; and their totals. */
export async function listReceivables(db: Db, companyId: string, asOf: string, customerId?: string): Promise<Receivables> {
  const open = openInvoicesQuery(db, companyId, asOf, customerId);
  const buckets = bucketSql(open.daysLate);
  const owedIn = (bucket: AgingBucket) => sql<string>`coalesce(sum(${open.outstanding}) filter (where ${buckets[bucket]}), 0)`;
  const [invoiced, advances] = await Promise.all([
    db
      .select({
        customerId: open.customerId,
        invoiced: sql<string>`sum(${open.amountDue})`,
        credited: sql<string>`sum(${open.credited})`,
        outstanding: sql<string>`sum(${open.outstanding})`,
        openCount: sql<number>`(count(*) filter (where ${open.outstanding} > 0))::int`,
        notDue: owedIn('notDue'),
        days30: owedIn('days30'),
        days60: owedIn('days60'),
        days90: owedIn('days90'),
        over90: owedIn('over90'),
      })
      .from(open)
      .groupBy(open.customerId),
    advancesByCustomer(db, companyId, asOf, customerId),
  ]);
  const byCustomer = new Map<string, ReceivableTotals & { openCount: number }>();
  for (const r of invoiced) {
    const aging = {
      notDue: Number(r.notDue),
      days30: Number(r.days30),
      days60: Number(r.days60),
      days90: Number(r.days90),
      over90: Number(r.over90),
    };
    const outstanding = Number(r.outstanding);
    const credited = Number(r.credited);
    byCustomer.set(r.customerId, {
      invoiced: Number(r.invoiced),
      credited,
      paid: Number(r.invoiced) - credited - outstanding,
      outstanding,
      advance: 0,
      aging,
      openCount: r.openCount,
    });
  }
  for (const a of advances) {
    const row = byCustomer.get(a.customerId) ?? { ...emptyTotals(), openCount: 0 };
    row.advance = Number(a.advance);
    byCustomer.set(a.customerId, row);
  }
  const ids = [...byCustomer].filter(([, r]) => r.outstanding !== 0 || r.advance !== 0).map(([id]) => id);
  const names = ids.length
    ? await db
        .select({ id: customers.id, code: customers.code, name: customers.name })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)))
        .orderBy(asc(customers.code))
    : [];
  const totals = emptyTotals();
  const rows: ReceivableRow[] = names.map((c) => {
    const row = byCustomer.get(c.id) as ReceivableTotals & { openCount: number };
    addTo(totals, row);
    return { customerId: c.id, customerCode: c.code, customerName: c.name, ...row };
  });
  return { asOf, rows, totals };
}

/** One customer's open invoices (oldest due first) and the payments with 前受金 left, as of a day. */
export async function customerReceivable(db: Db, companyId: string, customerId: string, asOf: string): Promise<CustomerReceivable> {
  const [customer] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!customer) throw notFound('顧客が見つかりません');
  const open = openInvoicesQuery(db, companyId, asOf, customerId);
  const [summary, invoices, advances] = await Promise.all([
    listReceivables(db, companyId, asOf, customerId),
    db.select().from(open).where(gt(open.outstanding, sql`0`)).orderBy(sql`coalesce(${open.dueDate}, ${open.issueDate})`, asc(open.number)),
    paymentsWithAdvance(db, companyId, customerId, asOf),
  ]);
  return {
    asOf,
    customer,
    totals: summary.rows[0] ? { ...summary.totals } : emptyTotals(),
    invoices: invoices.map(
      (r): OpenInvoice => ({
        id: r.id,
        kind: r.kind,
        number: documentNumberLabel(r.number, r.revision),
        issueDate: r.issueDate,
        dueDate: r.dueDate,
        amountDue: r.amountDue,
        paid: r.amountDue - Number(r.credited) - Number(r.outstanding),
        credited: Number(r.credited),
        outstanding: Number(r.outstanding),
        status: r.status,
        bucket: agingBucketOf(r.dueDate ?? r.issueDate, asOf),
      }),
    ),
    advances,
  };
}

/** The payments of a customer with 前受金 left as of a day (the ledger's 前受金 by the payment it came from). */
async function paymentsWithAdvance(db: Db, companyId: string, customerId: string, asOf: string) {
  const rows = await db
    .select({
      id: payments.id,
      paymentDate: payments.paymentDate,
      amount: payments.amount,
      fee: payments.fee,
      unallocated: sql<string>`sum(${ledgerEntries.credit} - ${ledgerEntries.debit})`,
    })
    .from(payments)
    .innerJoin(
      ledgerEntries,
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.sourceId, payments.id), eq(ledgerEntries.account, 'advance')),
    )
    .where(and(eq(payments.companyId, companyId), eq(payments.customerId, customerId), lte(payments.paymentDate, asOf)))
    .groupBy(payments.id)
    .orderBy(asc(payments.paymentDate));
  return rows.map((r) => ({ ...r, unallocated: Number(r.unallocated) })).filter((r) => r.unallocated > 0);
}
