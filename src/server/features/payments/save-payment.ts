import { and, eq } from 'drizzle-orm';
import type { Payment } from '@/core/contracts/payments';
import { paymentLines } from '@/core/ledger';
import type { OperationType } from '@/core/operation-types';
import type { PaymentInput } from '@/core/schemas/payments';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { customers, paymentAllocations, payments } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { post, reverseAll } from '../../ledger/post';
import { publishEvents } from '../../realtime/publish';
import { assertAdvanceConfirmed, lockInvoices, refreshStatuses, writeAllocations } from './settle-invoices';
import { findPayment, type PaymentRow, toPayment } from './view';

async function requireCustomer(tx: Tx, companyId: string, customerId: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!row) throw notFound('顧客が見つかりません');
  return row;
}

async function allocatedInvoiceIds(tx: Tx, paymentId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ documentId: paymentAllocations.documentId })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId));
  return new Set(rows.map((r) => r.documentId));
}

/**
 * The last step of every payment change, in its transaction: each touched invoice's status,
 * the operation log (with the statuses it changed) and the live event for the invoice lists.
 */
async function finish(
  tx: Tx,
  user: CompanyUser,
  operationType: OperationType,
  row: Pick<PaymentRow, 'id' | 'paymentDate' | 'amount' | 'fee'> & { customerName: string },
  invoices: Awaited<ReturnType<typeof lockInvoices>>,
  allocations: PaymentInput['allocations'],
) {
  const changed = await refreshStatuses(tx, invoices);
  await recordOperation(tx, actorOf(user), {
    operationType,
    targetType: 'payment',
    targetId: row.id,
    detail: {
      customer: row.customerName,
      paymentDate: row.paymentDate,
      amount: row.amount,
      fee: row.fee,
      allocations: allocations.map((a) => ({ number: invoices.get(a.documentId)?.number ?? a.documentId, amount: a.amount })),
      statuses: changed,
    },
  });
  await publishEvents(
    tx,
    user.companyId,
    [...invoices.values()].map(({ id, kind }) => ({
      topic: 'company' as const,
      type: 'document.changed' as const,
      data: { kind, id },
    })),
  );
}

/** The payment in the ledger: 普通預金 and 振込手数料 / 売掛金 of what it settles and 前受金 for the rest. */
async function postPayment(tx: Tx, companyId: string, row: PaymentRow, allocations: PaymentInput['allocations']) {
  await post(tx, companyId, {
    type: 'payment',
    entryDate: row.paymentDate,
    customerId: row.customerId,
    sourceId: row.id,
    lines: paymentLines(row, allocations),
  });
}

export async function createPayment(db: Db, user: CompanyUser, input: PaymentInput): Promise<Payment> {
  return db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, user.companyId, input.customerId);
    const invoices = await lockInvoices(
      tx,
      user.companyId,
      input.allocations.map((a) => a.documentId),
    );
    const [row] = await tx
      .insert(payments)
      .values({
        id: crypto.randomUUID(),
        companyId: user.companyId,
        customerId: input.customerId,
        paymentDate: input.paymentDate,
        amount: input.amount,
        fee: input.fee,
        payerName: input.payerName,
        memo: input.memo,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAllocations(tx, user.companyId, row.id, input, invoices);
    await postPayment(tx, user.companyId, row, input.allocations);
    await assertAdvanceConfirmed(tx, user.companyId, input);
    await finish(tx, user, 'payment.create', { ...row, customerName: customer.name }, invoices, input.allocations);
    return toPayment(tx, row);
  });
}

/** Replaces a payment's figures and allocations; the invoices it settled before are freed first. */
export async function updatePayment(db: Db, user: CompanyUser, id: string, input: PaymentInput): Promise<Payment> {
  return db.transaction(async (tx) => {
    await findPayment(tx, user.companyId, id, { lock: true });
    const customer = await requireCustomer(tx, user.companyId, input.customerId);
    const before = await allocatedInvoiceIds(tx, id);
    const invoices = await lockInvoices(tx, user.companyId, [...new Set([...before, ...input.allocations.map((a) => a.documentId)])]);
    await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, id));
    await reverseAll(tx, user.companyId, id, 'payment');
    const [row] = await tx
      .update(payments)
      .set({
        customerId: input.customerId,
        paymentDate: input.paymentDate,
        amount: input.amount,
        fee: input.fee,
        payerName: input.payerName,
        memo: input.memo,
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.companyId, user.companyId), eq(payments.id, id)))
      .returning();
    if (!row) throw new Error('update returned nothing');
    await writeAllocations(tx, user.companyId, id, input, invoices);
    await postPayment(tx, user.companyId, row, input.allocations);
    await assertAdvanceConfirmed(tx, user.companyId, input);
    await finish(tx, user, 'payment.update', { ...row, customerName: customer.name }, invoices, input.allocations);
    return toPayment(tx, row);
  });
}

/** Deletes a payment and its allocations; the invoices it settled owe that much again. */
export async function deletePayment(db: Db, user: CompanyUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPayment(tx, user.companyId, id, { lock: true });
    const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, row.customerId));
    const invoices = await lockInvoices(tx, user.companyId, [...(await allocatedInvoiceIds(tx, id))]);
    await reverseAll(tx, user.companyId, id, 'payment');
    await tx.delete(payments).where(and(eq(payments.companyId, user.companyId), eq(payments.id, id)));
    await finish(tx, user, 'payment.delete', { ...row, customerName: customer?.name ?? '' }, invoices, []);
  });
}
