import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { documents, ledgerEntries, statements } from '../../../db/schema';

/**
 * Where each customer's statement chain stands at a closing: the statement before it, and the
 * running sums of what was paid and given back towards statements, of which the new statement
 * counts what its predecessor did not (statementFigures in src/core/statements).
 */

/** Each customer's latest statement before the closing: its 今回請求額 is the next 前回請求額. */
export function previousStatements(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  return db
    .selectDistinctOn([statements.customerId], {
      customerId: statements.customerId,
      documentId: statements.documentId,
      closingDate: statements.closingDate,
      billed: statements.billed,
      receivedToDate: statements.receivedToDate,
      creditedToDate: statements.creditedToDate,
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

/** Each customer's statements of the closing day and after: issued already, or later in the chain. */
export function statementsFrom(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  return db
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
      credited: statements.credited,
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
        inArray(statements.customerId, customerIds),
        gt(statements.closingDate, sql`${closingDate}::date - 1`),
      ),
    );
}

/**
 * What each customer paid up to the closing (amount and fee) less what of it was set against
 * invoices billed on their own, from the ledger's payment postings: the rest went, or will go,
 * towards statements.
 */
export function paidTowardsStatements(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  const isInvoice = sql`exists (select 1 from ${documents} d where d.id = ${ledgerEntries.documentId} and d.kind <> 'statement')`;
  return db
    .select({
      customerId: sql<string>`${ledgerEntries.customerId}`,
      amount: sql<string>`sum(case
        when ${ledgerEntries.account} in ('bank', 'fee') then ${ledgerEntries.debit} - ${ledgerEntries.credit}
        when ${ledgerEntries.account} = 'receivable' and ${isInvoice} then ${ledgerEntries.debit} - ${ledgerEntries.credit}
        else 0 end)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.postingType, 'payment'),
        inArray(ledgerEntries.customerId, customerIds),
        lte(ledgerEntries.entryDate, closingDate),
      ),
    )
    .groupBy(ledgerEntries.customerId);
}

/**
 * 返品・値引き given back on each customer's statements, from the ledger: what credit notes made from
 * a statement took back of its sales, posted on or before the closing. One issued later, or dated
 * back, counts next time.
 */
export function creditedOnStatements(db: Db | Tx, companyId: string, customerIds: string[], closingDate: string) {
  const statement = alias(documents, 'statement');
  return db
    .select({
      customerId: sql<string>`${statement.customerId}`,
      amount: sql<string>`sum(${ledgerEntries.debit} - ${ledgerEntries.credit})`,
    })
    .from(ledgerEntries)
    .innerJoin(documents, and(eq(documents.companyId, companyId), eq(documents.id, ledgerEntries.sourceId)))
    .innerJoin(statement, and(eq(statement.companyId, companyId), eq(statement.id, documents.sourceId)))
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.postingType, 'creditNote'),
        eq(ledgerEntries.account, 'sales'),
        lte(ledgerEntries.entryDate, closingDate),
        eq(statement.kind, 'statement'),
        inArray(statement.customerId, customerIds),
      ),
    )
    .groupBy(statement.customerId);
}
