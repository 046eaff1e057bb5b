import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Payment } from '@/core/contracts/payments';
import { documentNumberLabel } from '@/core/documents';
import { unallocatedOf } from '@/core/payments';
import type { Db, Tx } from '../../db/client';
import { customers, documents, paymentAllocations, payments } from '../../db/schema';
import { notFound } from '../../http/errors';

export type PaymentRow = typeof payments.$inferSelect;

export const paymentNotFound = () => notFound('入金が見つかりません');

/** A payment of this company, optionally locked for the transaction. */
export async function findPayment(db: Db | Tx, companyId: string, id: string, { lock = false } = {}): Promise<PaymentRow> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw paymentNotFound();
  return row;
}

/** Payments as the API returns them: the customer's name and each allocation's invoice. */
export async function toPayments(db: Db | Tx, rows: PaymentRow[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [allocations, names] = await Promise.all([
    db
      .select({
        paymentId: paymentAllocations.paymentId,
        documentId: paymentAllocations.documentId,
        amount: paymentAllocations.amount,
        number: documents.number,
        revision: documents.revision,
        issueDate: documents.issueDate,
        dueDate: documents.dueDate,
        amountDue: documents.amountDue,
        status: documents.status,
      })
      .from(paymentAllocations)
      .innerJoin(documents, eq(documents.id, paymentAllocations.documentId))
      .where(inArray(paymentAllocations.paymentId, ids))
      .orderBy(asc(documents.issueDate), asc(documents.number)),
    db
      .select({ id: customers.id, code: customers.code, name: customers.name })
      .from(customers)
      .where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))])),
  ]);
  const customerOf = new Map(names.map((c) => [c.id, c]));
  return rows.map((row) => {
    const own = allocations.filter((a) => a.paymentId === row.id);
    const allocated = own.reduce((sum, a) => sum + a.amount, 0);
    return {
      id: row.id,
      customerId: row.customerId,
      customerCode: customerOf.get(row.customerId)?.code ?? '',
      customerName: customerOf.get(row.customerId)?.name ?? '',
      paymentDate: row.paymentDate,
      amount: row.amount,
      fee: row.fee,
      payerName: row.payerName,
      memo: row.memo,
      allocated,
      unallocated: unallocatedOf(row, allocated),
      allocations: own.map((a) => ({
        documentId: a.documentId,
        number: documentNumberLabel(a.number, a.revision),
        issueDate: a.issueDate,
        dueDate: a.dueDate,
        amountDue: a.amountDue,
        amount: a.amount,
        status: a.status,
      })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toPayment(db: Db | Tx, row: PaymentRow): Promise<Payment> {
  const [payment] = await toPayments(db, [row]);
  return payment as Payment;
}

export const pageSize = 50;

/** Newest payments first, a page at a time, optionally of one customer. */
export async function listPayments(db: Db, companyId: string, query: { customerId?: string; page: number }) {
  const where = and(eq(payments.companyId, companyId), query.customerId ? eq(payments.customerId, query.customerId) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.$count(payments, where).then((total) => [total]),
  ]);
  return { rows: await toPayments(db, rows), total: counted ?? 0, page: query.page, pageSize };
}
