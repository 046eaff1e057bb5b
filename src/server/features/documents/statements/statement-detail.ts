import { and, asc, eq, sql } from 'drizzle-orm';
import type { StatementDetail } from '@/core/contracts/documents';
import { documentNumberLabel } from '@/core/documents';
import type { Db, Tx } from '../../../db/client';
import { documents, statementSources, statements } from '../../../db/schema';

/** A statement's figures and the 納品書 it bills, for its detail, its PDF and its mail. */
export async function statementDetail(db: Db | Tx, companyId: string, documentId: string): Promise<StatementDetail | null> {
  const [figures] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.companyId, companyId), eq(statements.documentId, documentId)));
  if (!figures) return null;
  const sources = await db
    .select({
      id: documents.id,
      number: documents.number,
      revision: documents.revision,
      date: sql<string>`coalesce(${documents.deliveryDate}, ${documents.transactionDate}, ${documents.issueDate})::text`,
      total: documents.total,
    })
    .from(statementSources)
    .innerJoin(documents, eq(documents.id, statementSources.sourceId))
    .where(and(eq(statementSources.companyId, companyId), eq(statementSources.statementId, documentId)))
    .orderBy(asc(sql`coalesce(${documents.deliveryDate}, ${documents.transactionDate}, ${documents.issueDate})`), asc(documents.number));
  return {
    closingDate: figures.closingDate,
    previousBilled: figures.previousBilled,
    received: figures.received,
    credited: figures.credited,
    carriedOver: figures.carriedOver,
    purchases: figures.purchases,
    tax: figures.tax,
    billed: figures.billed,
    sources: sources.map((s) => ({ id: s.id, number: documentNumberLabel(s.number, s.revision), date: s.date, total: s.total })),
  };
}
