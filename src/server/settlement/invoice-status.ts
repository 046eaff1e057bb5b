import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { documentNumberLabel } from '@/core/documents';
import { isBilledKind, statusFromPayments } from '@/core/payments';
import type { Tx } from '../db/client';
import { documents, paymentAllocations, payments } from '../db/schema';
import { creditedByInvoice } from './invoice-credits';

export type InvoiceRow = typeof documents.$inferSelect;
export type StatusChange = { id: string; number: string; from: string; to: string };

/**
 * Sets each invoice's or statement's status (and 入金日, the day of the last payment that settled it) from its
 * allocations and the credit notes given back on it. An invoice no payment settles any more goes
 * back to 送付済 or 発行済. The rows must be locked by the caller's transaction.
 */
export async function refreshInvoiceStatuses(tx: Tx, invoices: Map<string, InvoiceRow>): Promise<StatusChange[]> {
  const rows = [...invoices.values()];
  const first = rows[0];
  if (!first) return [];
  const [sums, credited] = await Promise.all([
    tx
      .select({
        documentId: paymentAllocations.documentId,
        amount: sql<string>`sum(${paymentAllocations.amount})`,
        lastDate: max(payments.paymentDate),
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(
        inArray(
          paymentAllocations.documentId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(paymentAllocations.documentId),
    creditedByInvoice(tx, first.companyId, rows),
  ]);
  const byId = new Map(sums.map((s) => [s.documentId, s]));
  const changes: StatusChange[] = [];
  for (const invoice of rows) {
    const sum = byId.get(invoice.id);
    const status = statusFromPayments(invoice, Number(sum?.amount ?? 0), credited.get(invoice.id) ?? 0);
    const paidDate = status === 'paid' ? (sum?.lastDate ?? null) : null;
    if (status === invoice.status && paidDate === invoice.paidDate) continue;
    await tx.update(documents).set({ status, paidDate, updatedAt: new Date() }).where(eq(documents.id, invoice.id));
    changes.push({ id: invoice.id, number: documentNumberLabel(invoice.number, invoice.revision), from: invoice.status, to: status });
  }
  return changes;
}

/**
 * After a 返品・値引き is issued: the invoice or 合計請求書 it was made from (its latest version)
 * takes its status again, if payments were set against it — one settled but for what was given
 * back is now 入金済. One without payments keeps its status (発行済, or 入金済 set by hand).
 */
export async function settleAfterCredit(tx: Tx, companyId: string, sourceId: string): Promise<StatusChange[]> {
  const [source] = await tx
    .select({ kind: documents.kind, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, sourceId)));
  if (!source?.number || !isBilledKind(source.kind)) return [];
  const rows = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, source.kind),
        eq(documents.number, source.number),
        eq(documents.isLatest, true),
      ),
    )
    .orderBy(asc(documents.id))
    .for('update');
  const [allocated] = rows.length
    ? await tx
        .select({ id: paymentAllocations.id })
        .from(paymentAllocations)
        .where(
          inArray(
            paymentAllocations.documentId,
            rows.map((r) => r.id),
          ),
        )
        .limit(1)
    : [];
  if (!allocated) return [];
  return refreshInvoiceStatuses(tx, new Map(rows.map((r) => [r.id, r])));
}
