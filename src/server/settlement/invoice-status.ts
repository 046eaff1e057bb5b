import { and, eq } from 'drizzle-orm';
import type { DocumentStatus } from '@/core/documents';
import { documentNumberLabel } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import type { Tx } from '../db/client';
import { isLatestIssued } from '../db/issued-documents';
import { documents } from '../db/schema';
import { type DocumentFigures, documentFigures } from '../ledger/figures';

export type InvoiceRow = typeof documents.$inferSelect;
export type StatusChange = { id: string; number: string; from: string; to: string };

/**
 * The status an issued invoice or statement takes from the ledger once payments touch it: 入金済
 * when nothing is owed (入金日 = the last payment's day), 一部入金 while something is, and back to
 * 送付済 or 発行済 when no payment settles it any more.
 */
function statusOf(invoice: InvoiceRow, f: DocumentFigures): DocumentStatus {
  if (f.paid > 0 && f.owed <= 0) return 'paid';
  if (f.paid > 0) return 'partially_paid';
  return invoice.sentAt ? 'sent' : 'issued';
}

/**
 * Sets each invoice's or statement's status (and 入金日) from the ledger. The rows must be locked
 * by the caller's transaction.
 */
export async function refreshInvoiceStatuses(tx: Tx, invoices: Map<string, InvoiceRow>): Promise<StatusChange[]> {
  const rows = [...invoices.values()];
  const first = rows[0];
  if (!first) return [];
  const figures = await documentFigures(
    tx,
    first.companyId,
    rows.map((r) => r.id),
  );
  const changes: StatusChange[] = [];
  for (const invoice of rows) {
    const f = figures.get(invoice.id);
    if (!f) continue;
    const status = statusOf(invoice, f);
    const paidDate = status === 'paid' ? f.lastPaymentDate : null;
    if (status === invoice.status && paidDate === invoice.paidDate) continue;
    await tx.update(documents).set({ status, paidDate, updatedAt: new Date() }).where(eq(documents.id, invoice.id));
    changes.push({ id: invoice.id, number: documentNumberLabel(invoice.number, invoice.revision), from: invoice.status, to: status });
  }
  return changes;
}

/**
 * The current version of the invoice or 合計請求書 a credit note was made from (a 修正 keeps the
 * number), row-locked: two returns on one invoice post one after the other, each against what the
 * other left. Null for any other source.
 */
export async function lockLatestOfSource(tx: Tx, companyId: string, sourceId: string): Promise<InvoiceRow | null> {
  const [source] = await tx
    .select({ kind: documents.kind, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, sourceId)));
  if (!source?.number || !isBilledKind(source.kind)) return null;
  // Not isLatest alone: while a 修正 is a draft, it and the issued version are both latest.
  const [latest] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, source.kind),
        eq(documents.number, source.number),
        isLatestIssued(documents),
      ),
    )
    .for('update');
  return latest ?? null;
}

/**
 * After a 返品・値引き is issued: the invoice or 合計請求書 it was made from (its latest version)
 * takes its status again, if payments were set against it — one settled but for what was given
 * back is now 入金済. One without payments keeps its status (発行済, or 入金済 set by hand).
 */
export async function settleAfterCredit(tx: Tx, companyId: string, sourceId: string): Promise<StatusChange[]> {
  const target = await lockLatestOfSource(tx, companyId, sourceId);
  if (!target) return [];
  const paid = (await documentFigures(tx, companyId, [target.id])).get(target.id)?.paid ?? 0;
  return paid > 0 ? refreshInvoiceStatuses(tx, new Map([[target.id, target]])) : [];
}
