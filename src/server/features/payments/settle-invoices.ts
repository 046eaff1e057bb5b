import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { formatYen } from '@/core/format';
import { billedKinds } from '@/core/payments';
import type { PaymentInput } from '@/core/schemas/payments';
import type { Tx } from '../../db/client';
import { documents, paymentAllocations } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { documentFigures, receivableSql } from '../../ledger/figures';
import { refreshInvoiceStatuses } from '../../settlement/invoice-status';
import { billedDocumentsOf } from '../../settlement/outstanding';

type InvoiceRow = typeof documents.$inferSelect;

/**
 * The invoices a payment touches, row-locked in id order for the rest of the transaction: two
 * payments settling the same invoice queue here, and the second reads the first's allocations
 * once it commits, so an invoice is never settled beyond what it owes.
 */
export async function lockInvoices(tx: Tx, companyId: string, ids: string[]): Promise<Map<string, InvoiceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), inArray(documents.kind, [...billedKinds]), inArray(documents.id, ids)))
    .orderBy(asc(documents.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

const label = (row: InvoiceRow) => documentNumberLabel(row.number, row.revision);

/**
 * Checks the allocations of a payment against the locked invoices and writes them: each an
 * issued, latest invoice or statement of the payment's customer, for at most what the ledger
 * says it still owes.
 */
export async function writeAllocations(
  tx: Tx,
  companyId: string,
  paymentId: string,
  input: Pick<PaymentInput, 'customerId' | 'allocations'>,
  invoices: Map<string, InvoiceRow>,
) {
  // The payment's own earlier postings are reversed before this runs, so `owed` is what it may settle.
  const figures = await documentFigures(tx, companyId, [...invoices.keys()]);
  for (const allocation of input.allocations) {
    const invoice = invoices.get(allocation.documentId);
    if (!invoice) throw notFound('請求書が見つかりません');
    if (invoice.status === 'draft') throw new AppError(409, 'NOT_ISSUED', `請求書「${label(invoice)}」はまだ発行されていません`);
    if (!invoice.isLatest)
      throw new AppError(409, 'NOT_LATEST', `請求書「${label(invoice)}」には新しい版があります。最新の版に消し込んでください`);
    if (invoice.customerId !== input.customerId)
      throw new AppError(409, 'WRONG_CUSTOMER', `請求書「${label(invoice)}」はこの顧客の請求書ではありません`);
    const owed = Math.max(figures.get(invoice.id)?.owed ?? 0, 0);
    if (allocation.amount > owed)
      throw new AppError(
        409,
        'OVER_ALLOCATED',
        owed > 0
          ? `請求書「${label(invoice)}」の残額は${formatYen(owed)}です。消込額を見直してください`
          : `請求書「${label(invoice)}」は入金済です`,
      );
  }
  if (input.allocations.length > 0)
    await tx
      .insert(paymentAllocations)
      .values(
        input.allocations.map((a) => ({ id: crypto.randomUUID(), companyId, paymentId, documentId: a.documentId, amount: a.amount })),
      );
}

/** Each touched invoice's status from its allocations and credit notes (see refreshInvoiceStatuses). */
export const refreshStatuses = refreshInvoiceStatuses;

/**
 * Money a payment leaves unallocated becomes 前受金. While the customer still owes on issued
 * invoices or statements, that is usually a forgotten 消込, so it is booked only when the request
 * says the user confirmed it (the screen asks); nothing is written otherwise. Runs after the
 * payment is posted, so what it settles now is no longer owed.
 */
export async function assertAdvanceConfirmed(
  tx: Tx,
  companyId: string,
  input: Pick<PaymentInput, 'customerId' | 'amount' | 'fee' | 'allocations' | 'confirmAdvance'>,
) {
  const left = input.amount + input.fee - input.allocations.reduce((sum, a) => sum + a.amount, 0);
  if (left <= 0 || input.confirmAdvance) return;
  const [open] = await tx
    .select({ number: documents.number, revision: documents.revision, kind: documents.kind })
    .from(documents)
    .where(and(billedDocumentsOf(companyId), eq(documents.customerId, input.customerId), sql`${receivableSql(null)} > 0`))
    .orderBy(asc(sql`coalesce(${documents.dueDate}, ${documents.issueDate})`))
    .limit(1);
  if (!open) return;
  throw new AppError(
    409,
    'ADVANCE_UNCONFIRMED',
    `${formatYen(left)}が消し込まれていません。この顧客には未入金の${kindInfo[open.kind].title}（${documentNumberLabel(open.number, open.revision)}など）があります。前受金として登録する場合は、確認のうえ保存してください`,
  );
}
