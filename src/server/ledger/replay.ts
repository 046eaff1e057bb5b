import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { creditNoteAmount, creditNoteLines, paymentLines, saleLines, settledByHandLines } from '@/core/ledger';
import { billedKinds } from '@/core/payments';
import type { Db, Tx } from '../db/client';
import { isIssued, isLatestIssued, isLatestIssuedVersionOf } from '../db/issued-documents';
import { documents, ledgerEntries, ledgerReplay, paymentAllocations, payments } from '../db/schema';
import { type Posting, postMany } from './post';

type Event = { date: string; order: number; key: string; posting: () => Posting };

/**
 * Replays the history recorded before the ledger existed, once, after the migrations: every
 * issued invoice and 合計請求書, 返品・値引き, payment with its allocations and 入金済 set by hand,
 * in date order (on one day: sales, returns, payments, then 入金済 by hand), through the same
 * posting rules as the live path. A 返品・値引き given back on what was already paid becomes
 * 前受金, as it does now. The row in `ledger_replay` (inserted by the migration) is locked while
 * it runs, so instances starting together replay once.
 */
export async function replayLedger(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(ledgerReplay)
      .where(and(eq(ledgerReplay.id, 'receivables'), isNull(ledgerReplay.doneAt)))
      .for('update');
    if (!pending) return 0;
    const companies = await tx.execute<{ company_id: string }>(
      sql`select distinct company_id from ${documents} where kind in ('invoice', 'statement', 'credit_note') and ${isIssued()}
        union select distinct company_id from ${payments}`,
    );
    let count = 0;
    for (const { company_id } of rowsOf<{ company_id: string }>(companies)) count += await replayCompany(tx, company_id);
    await tx.update(ledgerReplay).set({ doneAt: new Date() }).where(eq(ledgerReplay.id, 'receivables'));
    return count;
  });
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

const source = alias(documents, 'source');
const latestSource = alias(documents, 'latest_source');

export async function replayCompany(tx: Tx, companyId: string): Promise<number> {
  // A company that already has entries was posted live: nothing to replay.
  const [posted] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.companyId, companyId)).limit(1);
  if (posted) return 0;
  const [billed, returns, paid, allocations] = await Promise.all([
    tx
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, companyId), inArray(documents.kind, [...billedKinds]), isLatestIssued())),
    tx
      .select({ id: documents.id, issueDate: documents.issueDate, byRate: documents.byRate, targetId: latestSource.id })
      .from(documents)
      .innerJoin(source, and(eq(source.companyId, companyId), eq(source.id, documents.sourceId)))
      .innerJoin(latestSource, isLatestIssuedVersionOf(latestSource, companyId, source))
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'credit_note'), isLatestIssued(), isNotNull(documents.sourceId))),
    tx.select().from(payments).where(eq(payments.companyId, companyId)),
    tx.select().from(paymentAllocations).where(eq(paymentAllocations.companyId, companyId)),
  ]);
  const byPayment = new Map<string, typeof allocations>();
  for (const a of allocations) byPayment.set(a.paymentId, [...(byPayment.get(a.paymentId) ?? []), a]);
  const allocated = new Set(allocations.map((a) => a.documentId));
  const customerOf = new Map(billed.map((d) => [d.id, d.customerId]));
  const owed = new Map<string, number>();
  const events: Event[] = [];
  for (const d of billed) {
    events.push({
      date: d.issueDate,
      order: 0,
      key: d.id,
      posting: () => {
        const lines = saleLines({ id: d.id, total: d.total, withholding: d.kind === 'invoice' ? d.withholding : 0, byRate: d.byRate });
        owed.set(d.id, d.amountDue);
        return { type: 'sale', entryDate: d.issueDate, customerId: d.customerId, sourceId: d.id, lines };
      },
    });
    // 入金済 by hand: no payment behind it, settled on its 入金日 (or its issue date when none was kept).
    if (d.status === 'paid' && !allocated.has(d.id)) {
      const day = d.paidDate ?? d.issueDate;
      events.push({
        date: day,
        order: 3,
        key: d.id,
        posting: () => {
          const settled = Math.max(owed.get(d.id) ?? 0, 0);
          owed.set(d.id, (owed.get(d.id) ?? 0) - settled);
          return {
            type: 'settledByHand',
            entryDate: day,
            customerId: d.customerId,
            sourceId: d.id,
            lines: settledByHandLines(d.id, settled),
          };
        },
      });
    }
  }
  for (const c of returns)
    events.push({
      date: c.issueDate,
      order: 1,
      key: c.id,
      posting: () => {
        const now = owed.get(c.targetId) ?? 0;
        const lines = creditNoteLines(c, c.targetId, now);
        owed.set(c.targetId, now - Math.min(creditNoteAmount(c.byRate), Math.max(now, 0)));
        return { type: 'creditNote', entryDate: c.issueDate, customerId: customerOf.get(c.targetId) ?? null, sourceId: c.id, lines };
      },
    });
  for (const p of paid)
    events.push({
      date: p.paymentDate,
      order: 2,
      key: p.id,
      posting: () => {
        const mine = (byPayment.get(p.id) ?? []).map((a) => ({ documentId: a.documentId, amount: a.amount }));
        for (const a of mine) owed.set(a.documentId, (owed.get(a.documentId) ?? 0) - a.amount);
        return { type: 'payment', entryDate: p.paymentDate, customerId: p.customerId, sourceId: p.id, lines: paymentLines(p, mine) };
      },
    });
  events.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order !== b.order ? a.order - b.order : a.key < b.key ? -1 : 1,
  );
  const postings = events.map((e) => e.posting()).filter((p) => p.lines.length > 0);
  await postMany(tx, companyId, postings);
  return postings.length;
}
