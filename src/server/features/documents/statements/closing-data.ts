import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentTerms } from '@/core/schemas/customers';
import { closingDaysOf } from '@/core/statements';
import type { Db, Tx } from '../../../db/client';
import { isLatestIssued, linesOfDocuments } from '../../../db/issued-documents';
import { customers, documents, statementSources } from '../../../db/schema';
import { creditedOnStatements, paidTowardsStatements, previousStatements, statementsFrom } from './closing-balances';

/**
 * What a closing batch reads, a handful of set-based queries whatever the number of customers:
 * the customers closing that day, their latest earlier statement, what they paid towards
 * statements and what 返品・値引き gave back on them (closing-balances.ts), and the 納品書 not
 * billed yet with their lines.
 */
const nothing = {
  customers: [],
  previous: new Map(),
  later: new Set<string>(),
  existing: new Map(),
  paid: new Map(),
  credited: new Map(),
  sources: [],
  lines: [],
};

export async function readClosing(db: Db | Tx, companyId: string, closingDate: string) {
  const closingDays = closingDaysOf(closingDate);
  if (closingDays.length === 0) return nothing;
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
  if (ids.length === 0) return nothing;
  // One after another: inside the issuing transaction they share one connection.
  const previous = await previousStatements(db, companyId, ids, closingDate);
  const laterOrSame = await statementsFrom(db, companyId, ids, closingDate);
  const paid = await paidTowardsStatements(db, companyId, ids, closingDate);
  const credited = await creditedOnStatements(db, companyId, ids, closingDate);
  const sources = await unbilledDeliveries(db, companyId, ids, closingDate);
  const lines = await linesOfDocuments(
    db,
    companyId,
    sources.map((s) => s.id),
  );
  return {
    customers: closing.map((c) => ({ ...c, paymentTerms: c.paymentTerms as PaymentTerms })),
    previous: new Map(previous.map((p) => [p.customerId, p])),
    later: new Set(laterOrSame.filter((s) => s.closingDate > closingDate).map((s) => s.customerId)),
    existing: new Map(laterOrSame.filter((s) => s.closingDate === closingDate).map((s) => [s.customerId, s])),
    paid: new Map(paid.map((p) => [p.customerId, Number(p.amount)])),
    credited: new Map(credited.map((c) => [c.customerId, Number(c.amount)])),
    sources,
    lines,
  };
}

export type ClosingData = Awaited<ReturnType<typeof readClosing>>;

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
        isLatestIssued(),
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
