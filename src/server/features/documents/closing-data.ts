import { and, asc, desc, eq, gt, inArray, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentTerms } from '@/core/schemas/customers';
import { closingDaysOf } from '@/core/statements';
import type { Db, Tx } from '../../db/client';
import { customers, documentLines, documents, paymentAllocations, payments, statementSources, statements } from '../../db/schema';

/**
 * What a closing batch reads, a handful of set-based queries whatever the number of customers:
 * the customers closing that day, their latest earlier statement, what they paid towards
 * statements, and the 納品書 not billed yet with their lines.
 */
export async function readClosing(db: Db | Tx, companyId: string, closingDate: string) {
  const closingDays = closingDaysOf(closingDate);
  if (closingDays.length === 0)
    return { customers: [], previous: new Map(), later: new Set<string>(), existing: new Map(), paid: new Map(), sources: [], lines: [] };
  const closing = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.isActive, true),
        inArray(sql<number>`(${customers.paymentTerms}->>'closingDay')::int`, closingDays),
      ),
    )
    .orderBy(asc(customers.code));
  const ids = closing.map((c) => c.id);
  if (ids.length === 0)
    return { customers: [], previous: new Map(), later: new Set<string>(), existing: new Map(), paid: new Map(), sources: [], lines: [] };
  // One after another: inside the issuing transaction they share one connection.
  const previous = await previousStatements(db, companyId, ids, closingDate);
  const laterOrSame = await db
    .select({
      customerId: statements.customerId,
      closingDate: statements.closingDate,
      id: documents.id,
      number: documents.number,
      status: documents.status,
      total: documents.total,
      dueDate: documents.dueDate,
      previousBilled: statements.previousBilled,
      received: statements.received,
      carriedOver: statements.carriedOver,
      purchases: statements.purchases,
      tax: statements.tax,
      billed: statements.billed,
    })
    .from(statements)
    .innerJoin(documents, eq(documents.id, statements.documentId))
    .where(
      and(
        eq(statements.companyId, companyId),
        inArray(statements.customerId, ids),
        gt(statements.closingDate, sql`${closingDate}::date - 1`),
      ),
    );
  const paid = await paidTowardsStatements(db, companyId, ids, closingDate);
  const sources = await unbilledDeliveries(db, companyId, ids, closingDate);
  const lines =
    sources.length === 0
      ? []
      : await db
          .select()
          .from(documentLines)
          .where(
            and(
              eq(documentLines.companyId, companyId),
              inArray(
                documentLines.documentId,
                sources.map((s) => s.id),
              ),
            ),
          )
          .orderBy(asc(documentLines.documentId), asc(documentLines.position));
  return {
    customers: closing.map((c) => ({ ...c, paymentTerms: c.paymentTerms as PaymentTerms })),
    previous: new Map(previous.map((p) => [p.customerId, p])),
    later: new Set(laterOrSame.filter((s) => s.closingDate > closingDate).map((s) => s.customerId)),
    existing: new Map(laterOrSame.filter((s) => s.closingDate === closingDate).map((s) => [s.customerId, s])),
    paid: new Map(paid.map((p) => [p.customerId, Number(p.amount)])),
    sources,
    lines,
  };
}

export type ClosingData = Awaited<ReturnType<typeof readClosing>>;

/** Each customer's latest statement before the closing: its 今回請求額 is the next 前回請求額. */
function previousStatements(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  return db
    .selectDistinctOn([statements.customerId], {
      customerId: statements.customerId,
      documentId: statements.documentId,
      closingDate: statements.closingDate,
      billed: statements.billed,
      receivedToDate: statements.receivedToDate,
    })
    .from(statements)
    .where(
      and(
        eq(statements.companyId, companyId),
        inArray(statements.customerId, customerIds),
        sql`${statements.closingDate} < ${closingDate}`,
      ),
    )
    .orderBy(statements.customerId, desc(statements.closingDate));
}

/**
 * What each customer paid up to the closing (amount and fee) less what of it was set against
 * invoices billed on their own: the rest went, or will go, towards statements.
 */
function paidTowardsStatements(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  const toInvoices = sql`coalesce((select sum(a.amount) from ${paymentAllocations} a join ${documents} d on d.id = a.document_id
    where a.payment_id = ${payments.id} and d.kind <> 'statement'), 0)`;
  return db
    .select({ customerId: payments.customerId, amount: sql<string>`sum(${payments.amount} + ${payments.fee} - ${toInvoices})` })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), inArray(payments.customerId, customerIds), lte(payments.paymentDate, closingDate)))
    .groupBy(payments.customerId);
}

/**
 * 納品書 issued to these customers, delivered on or before the closing, that no statement has
 * billed and no invoice was made from (that sale is billed on its own).
 */
function unbilledDeliveries(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  const invoice = alias(documents, 'invoice');
  const delivered = sql<string>`coalesce(${documents.deliveryDate}, ${documents.transactionDate}, ${documents.issueDate})`;
  return db
    .select({
      id: documents.id,
      customerId: sql<string>`${documents.customerId}`,
      number: documents.number,
      revision: documents.revision,
      subject: documents.subject,
      priceMode: documents.priceMode,
      byRate: documents.byRate,
      total: documents.total,
      delivered: sql<string>`${delivered}::text`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'delivery_note'),
        eq(documents.isLatest, true),
        ne(documents.status, 'draft'),
        inArray(documents.customerId, customerIds),
        sql`${delivered} <= ${closingDate}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(statementSources)
            .where(
              or(eq(statementSources.sourceId, documents.id), eq(statementSources.sourceId, sql`coalesce(${documents.previousId}, '')`)),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoice)
            .where(and(eq(invoice.companyId, companyId), eq(invoice.kind, 'invoice'), eq(invoice.sourceId, documents.id))),
        ),
      ),
    )
    .orderBy(asc(delivered), asc(documents.number), asc(documents.revision));
}
