import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentStatus } from '@/core/documents';
import type { Db, Tx } from './client';
import { documentLines, documents } from './schema';

/**
 * Which rows of `documents` are issued, and which is the version that counts, as every reader
 * of issued documents asks: the documents feature, the ledger, settlement, the dashboard and the
 * company export. A document is issued once it leaves 下書き. A 修正 is a new row with the same
 * number and the next revision, and it takes `isLatest` from its predecessor only when it is
 * issued itself: while the 修正 is a draft both rows are latest, and only the older one issued.
 *
 * The conditions take the table (or an alias of it) whose rows they test.
 */
type Versions = {
  companyId: AnyPgColumn<{ data: string }>;
  kind: AnyPgColumn<{ data: DocumentKind }>;
  number: AnyPgColumn<{ data: string }>;
  status: AnyPgColumn<{ data: DocumentStatus }>;
  isLatest: AnyPgColumn<{ data: boolean }>;
};

/** Issued, whichever version: superseded revisions were issued too, and stay part of the record. */
export const isIssued = (version: Pick<Versions, 'status'> = documents): SQL => ne(version.status, 'draft');

/** The latest issued version of its document number: the one printed, owed and counted. */
export const isLatestIssued = (version: Pick<Versions, 'status' | 'isLatest'> = documents): SQL =>
  and(eq(version.isLatest, true), isIssued(version)) as SQL;

/**
 * A join condition: `version` is the latest issued version of the document `of` (a 修正 keeps
 * the number, so `of` may be any of its versions). Nothing matches while `of` has no number.
 */
export const isLatestIssuedVersionOf = (version: Versions, companyId: string, of: Pick<Versions, 'kind' | 'number'>): SQL =>
  and(eq(version.companyId, companyId), eq(version.kind, of.kind), eq(version.number, of.number), isLatestIssued(version)) as SQL;

/** The lines of these documents of the company, document by document in printed order. */
export async function linesOfDocuments(
  db: Db | Tx,
  companyId: string,
  documentIds: string[],
): Promise<(typeof documentLines.$inferSelect)[]> {
  if (documentIds.length === 0) return [];
  return db
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), inArray(documentLines.documentId, documentIds)))
    .orderBy(asc(documentLines.documentId), asc(documentLines.position));
}
