import { and, asc, between, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountingPackage, AccountingSettings, JournalEntry } from '@/core/accounting';
import {
  creditNoteEntry,
  daySalesEntry,
  type JournalDocument,
  paymentEntry,
  saleEntry,
  settledByHandEntry,
} from '@/core/accounting-entries';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import type { PostingType } from '@/core/ledger';
import type { RateBreakdown } from '@/core/money';
import type { Db } from '../../db/client';
import { customers, documents, ledgerEntries, payments } from '../../db/schema';
import { salesPerBusinessDay } from '../../sales/day-sales';

export type Period = { from: string; to: string };

const reversal = alias(ledgerEntries, 'reversal');
const source = alias(documents, 'source');

type Line = typeof ledgerEntries.$inferSelect;
type Posting = { id: string; type: PostingType; date: string; sourceId: string; lines: Line[] };

/**
 * The standing postings of the period (a posting reversed since, and its reversal, are a
 * correction of the record, not an event: the journal shows the record as it stands, as the
 * screens do). A 修正's transfer moves 売掛金 between versions of one document and is not booked.
 */
async function standingPostings(db: Db, companyId: string, period: Period): Promise<Posting[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        between(ledgerEntries.entryDate, period.from, period.to),
        isNull(ledgerEntries.reverses),
        sql`${ledgerEntries.postingType} <> 'transfer'`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reversal)
            .where(and(eq(reversal.companyId, companyId), sql`${reversal.reverses} = "ledger_entries"."posting_id"`)),
        ),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const byId = new Map<string, Posting>();
  for (const r of rows) {
    const posting = byId.get(r.postingId) ?? { id: r.postingId, type: r.postingType, date: r.entryDate, sourceId: r.sourceId, lines: [] };
    posting.lines.push(r);
    byId.set(r.postingId, posting);
  }
  return [...byId.values()];
}

/** The sales lines of a posting as the money module's breakdown (税込 amount and its tax per rate). */
function byRateOf(lines: Line[]): RateBreakdown[] {
  return lines
    .filter((l) => l.account === 'sales' && l.taxCategory)
    .map((l) => {
      const amount = Math.abs(l.credit - l.debit);
      return { taxCategory: l.taxCategory as RateBreakdown['taxCategory'], rate: 0, base: amount - l.tax, tax: l.tax };
    });
}

const sum = (lines: Line[], account: Line['account'], side: 'debit' | 'credit') =>
  lines.filter((l) => l.account === account).reduce((total, l) => total + l[side], 0);

/**
 * Every 仕訳 of the period, read from the receivables ledger, in date order (on one day: invoices,
 * statements, credit notes, payments, then 入金済 set by hand), numbered 1, 2, 3 … as the file's
 * 伝票番号 / 取引No. The documents and payments give only names: every amount is the ledger's.
 * With `daySales`, each business day's 会計 at the tables comes last on its day (店舗売上), read
 * from the stored payments as 売上日報 reads them.
 */
export async function journalEntries(
  db: Db,
  companyId: string,
  settings: AccountingSettings,
  pkg: AccountingPackage,
  period: Period,
  { daySales = false }: { daySales?: boolean } = {},
): Promise<JournalEntry[]> {
  const [postings, days] = await Promise.all([
    standingPostings(db, companyId, period),
    daySales ? salesPerBusinessDay(db, companyId, period.from, period.to) : [],
  ]);
  const documentIds = postings.filter((p) => p.type !== 'payment').map((p) => p.sourceId);
  const paymentIds = postings.filter((p) => p.type === 'payment').map((p) => p.sourceId);
  const [docs, paid] = await Promise.all([
    documentIds.length
      ? db
          .select({
            id: documents.id,
            kind: documents.kind,
            number: documents.number,
            revision: documents.revision,
            counterpartyName: documents.counterpartyName,
            sourceKind: source.kind,
            sourceNumber: source.number,
            sourceRevision: source.revision,
          })
          .from(documents)
          .leftJoin(source, and(eq(source.id, documents.sourceId), eq(source.companyId, companyId)))
          .where(and(eq(documents.companyId, companyId), inArray(documents.id, documentIds)))
      : [],
    paymentIds.length
      ? db
          .select({ id: payments.id, createdAt: payments.createdAt, payerName: payments.payerName, customerName: customers.name })
          .from(payments)
          .innerJoin(customers, eq(customers.id, payments.customerId))
          .where(and(eq(payments.companyId, companyId), inArray(payments.id, paymentIds)))
      : [],
  ]);
  const docOf = new Map(docs.map((d) => [d.id, d]));
  const paymentOf = new Map(paid.map((p) => [p.id, p]));
  const ctx = { pkg, settings };
  const dated = postings.flatMap((p) => {
    if (p.type === 'payment') {
      const payment = paymentOf.get(p.sourceId);
      if (!payment) return [];
      const entry = {
        paymentDate: p.date,
        customerName: payment.customerName,
        payerName: payment.payerName,
        amount: sum(p.lines, 'bank', 'debit'),
        fee: sum(p.lines, 'fee', 'debit'),
        allocated: sum(p.lines, 'receivable', 'credit'),
      };
      return [
        {
          date: p.date,
          order: 3,
          key: `${payment.createdAt.toISOString()} ${payment.id}`,
          make: (slip: number) => paymentEntry(ctx, entry, slip),
        },
      ];
    }
    const doc = docOf.get(p.sourceId);
    if (!doc) return [];
    const journalDoc: JournalDocument = {
      title: kindInfo[doc.kind].title,
      issueDate: p.date,
      number: documentNumberLabel(doc.number, doc.revision),
      counterpartyName: doc.counterpartyName,
      byRate: byRateOf(p.lines),
      withholding: sum(p.lines, 'withholding', 'debit'),
      source:
        doc.sourceKind && doc.sourceNumber
          ? { title: kindInfo[doc.sourceKind].title, number: documentNumberLabel(doc.sourceNumber, doc.sourceRevision ?? 1) }
          : undefined,
      toAdvance: sum(p.lines, 'advance', 'credit'),
    };
    const key = `${doc.number ?? ''} ${doc.id}`;
    if (p.type === 'sale')
      return [{ date: p.date, order: doc.kind === 'invoice' ? 0 : 1, key, make: (slip: number) => saleEntry(ctx, journalDoc, slip) }];
    if (p.type === 'creditNote') return [{ date: p.date, order: 2, key, make: (slip: number) => creditNoteEntry(ctx, journalDoc, slip) }];
    const amount = sum(p.lines, 'receivable', 'credit');
    return [{ date: p.date, order: 4, key, make: (slip: number) => settledByHandEntry(ctx, { ...journalDoc, amount }, slip) }];
  });
  for (const day of days)
    dated.push({
      date: day.date,
      order: 5,
      key: day.date,
      make: (slip: number) =>
        daySalesEntry(
          ctx,
          { date: day.date, payments: day.summary.payments, byRate: day.summary.byRate, methods: day.summary.methods },
          slip,
        ),
    });
  dated.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order !== b.order ? a.order - b.order : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  return dated
    .map((d) => d.make(0))
    .filter((e) => e.lines.length > 0)
    .map((e, i) => ({ ...e, slip: i + 1 }));
}
