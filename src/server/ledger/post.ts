import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertBalanced, type BilledDocument, type LedgerLine, type PostingType, reversalLines, saleLines } from '@/core/ledger';
import type { Db, Tx } from '../db/client';
import { ledgerEntries } from '../db/schema';

export type Posting = {
  type: PostingType;
  entryDate: string;
  customerId: string | null;
  sourceId: string;
  reverses?: string;
  lines: LedgerLine[];
};

const rowsOf = (companyId: string, posting: Posting) => {
  assertBalanced(posting.lines);
  const postingId = crypto.randomUUID();
  return posting.lines.map((l) => ({
    companyId,
    postingId,
    postingType: posting.type,
    reverses: posting.reverses ?? null,
    entryDate: posting.entryDate,
    customerId: posting.customerId,
    documentId: l.documentId,
    sourceId: posting.sourceId,
    account: l.account,
    taxCategory: l.taxCategory,
    tax: l.tax,
    debit: l.debit,
    credit: l.credit,
  }));
};

/** Writes one balanced posting in the caller's transaction; a posting with no lines writes nothing. */
export async function post(tx: Tx | Db, companyId: string, posting: Posting): Promise<void> {
  if (posting.lines.length === 0) return;
  await tx.insert(ledgerEntries).values(rowsOf(companyId, posting));
}

/** Many postings at once, in INSERTs of at most 1,000 lines (a batch of 合計請求書, a replay). */
export async function postMany(tx: Tx | Db, companyId: string, postings: Posting[]): Promise<void> {
  const rows = postings.flatMap((p) => rowsOf(companyId, p));
  for (let start = 0; start < rows.length; start += 1000) await tx.insert(ledgerEntries).values(rows.slice(start, start + 1000));
}

/** The sales of invoices or statements issued together. */
export async function postSales(
  tx: Tx | Db,
  companyId: string,
  rows: (BilledDocument & { customerId: string | null; issueDate: string })[],
): Promise<void> {
  await postMany(
    tx,
    companyId,
    rows.map((r) => ({ type: 'sale' as const, entryDate: r.issueDate, customerId: r.customerId, sourceId: r.id, lines: saleLines(r) })),
  );
}

const reversal = alias(ledgerEntries, 'reversal');

type LivePosting = { postingId: string; entryDate: string; customerId: string | null; lines: LedgerLine[] };

/** The postings of a source that stand: neither reversed nor themselves reversals. */
export async function livePostings(tx: Tx | Db, companyId: string, sourceId: string, type: PostingType): Promise<LivePosting[]> {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.sourceId, sourceId),
        eq(ledgerEntries.postingType, type),
        isNull(ledgerEntries.reverses),
        // Qualified by hand: in a correlated subquery Drizzle would write the outer column bare.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reversal)
            .where(and(eq(reversal.companyId, companyId), sql`${reversal.reverses} = "ledger_entries"."posting_id"`)),
        ),
      ),
    )
    .orderBy(ledgerEntries.id);
  const byPosting = new Map<string, LivePosting>();
  for (const r of rows) {
    const posting = byPosting.get(r.postingId) ?? { postingId: r.postingId, entryDate: r.entryDate, customerId: r.customerId, lines: [] };
    posting.lines.push({
      account: r.account,
      documentId: r.documentId,
      taxCategory: r.taxCategory,
      tax: r.tax,
      debit: r.debit,
      credit: r.credit,
    });
    byPosting.set(r.postingId, posting);
  }
  return [...byPosting.values()];
}

/**
 * Cancels the standing postings of a source with postings that reverse them, dated as they were
 * (a correction of the record: the figures of that day change as the screens always showed).
 */
export async function reverseAll(tx: Tx, companyId: string, sourceId: string, type: PostingType): Promise<void> {
  for (const p of await livePostings(tx, companyId, sourceId, type))
    await post(tx, companyId, {
      type,
      entryDate: p.entryDate,
      customerId: p.customerId,
      sourceId,
      reverses: p.postingId,
      lines: reversalLines(p.lines),
    });
}
