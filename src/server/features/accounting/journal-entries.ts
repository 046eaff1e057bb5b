import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountingPackage, AccountingSettings, JournalEntry } from '@/core/accounting';
import { creditNoteEntry, type JournalDocument, type JournalPayment, paymentEntry, saleEntry } from '@/core/accounting-entries';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import type { Db } from '../../db/client';
import { customers, documents, paymentAllocations, payments } from '../../db/schema';

export type Period = { from: string; to: string };

const source = alias(documents, 'source');

/**
 * Issued invoices, 合計請求書 or credit notes of the period, latest versions only (a superseded one
 * was never the record). The 納品書 a statement bills are not booked: the statement is the sale.
 */
async function issued(
  db: Db,
  companyId: string,
  kind: 'invoice' | 'statement' | 'credit_note',
  period: Period,
): Promise<JournalDocument[]> {
  const rows = await db
    .select({
      issueDate: documents.issueDate,
      number: documents.number,
      revision: documents.revision,
      counterpartyName: documents.counterpartyName,
      byRate: documents.byRate,
      withholding: documents.withholding,
      sourceKind: source.kind,
      sourceNumber: source.number,
      sourceRevision: source.revision,
    })
    .from(documents)
    .leftJoin(source, and(eq(source.id, documents.sourceId), eq(source.companyId, companyId)))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, kind),
        eq(documents.isLatest, true),
        ne(documents.status, 'draft'),
        between(documents.issueDate, period.from, period.to),
      ),
    )
    .orderBy(asc(documents.issueDate), asc(documents.number), asc(documents.id));
  return rows.map((r) => ({
    title: kindInfo[kind].title,
    issueDate: r.issueDate,
    number: documentNumberLabel(r.number, r.revision),
    counterpartyName: r.counterpartyName,
    byRate: r.byRate,
    // Withholding belongs to an invoice's payment; a credit note has none.
    withholding: kind === 'invoice' ? r.withholding : 0,
    source:
      r.sourceKind && r.sourceNumber
        ? { title: kindInfo[r.sourceKind].title, number: documentNumberLabel(r.sourceNumber, r.sourceRevision ?? 1) }
        : undefined,
  }));
}

/** Payments of the period with what their allocations settle now. */
async function paid(db: Db, companyId: string, period: Period): Promise<JournalPayment[]> {
  return db
    .select({
      paymentDate: payments.paymentDate,
      customerName: customers.name,
      payerName: payments.payerName,
      amount: payments.amount,
      fee: payments.fee,
      // Qualified by hand: in a correlated subquery Drizzle writes ${payments.id} as a bare "id".
      allocated: sql<number>`coalesce((select sum(pa.amount) from ${paymentAllocations} pa where pa.payment_id = "payments"."id"), 0)::float8`,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(and(eq(payments.companyId, companyId), between(payments.paymentDate, period.from, period.to)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}

/**
 * Every 仕訳 of the period in date order (on one day: invoices, statements, credit notes, then payments),
 * numbered 1, 2, 3 … as the file's 伝票番号 / 取引No.
 */
export async function journalEntries(
  db: Db,
  companyId: string,
  settings: AccountingSettings,
  pkg: AccountingPackage,
  period: Period,
): Promise<JournalEntry[]> {
  const [invoices, statements, creditNotes, received] = await Promise.all([
    issued(db, companyId, 'invoice', period),
    issued(db, companyId, 'statement', period),
    issued(db, companyId, 'credit_note', period),
    paid(db, companyId, period),
  ]);
  const ctx = { pkg, settings };
  const dated = [
    ...[...invoices, ...statements].map((d) => ({ date: d.issueDate, order: 0, make: (slip: number) => saleEntry(ctx, d, slip) })),
    ...creditNotes.map((d) => ({ date: d.issueDate, order: 1, make: (slip: number) => creditNoteEntry(ctx, d, slip) })),
    ...received.map((p) => ({ date: p.paymentDate, order: 2, make: (slip: number) => paymentEntry(ctx, p, slip) })),
  ];
  // A stable sort keeps each kind's own order within a day.
  dated.sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  return dated
    .map((d) => d.make(0))
    .filter((e) => e.lines.length > 0)
    .map((e, i) => ({ ...e, slip: i + 1 }));
}
