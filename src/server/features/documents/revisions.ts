import { and, eq, inArray } from 'drizzle-orm';
import type { RevisionRef } from '@/core/contracts/documents';
import { documentNumberLabel } from '@/core/documents';
import type { Db, Tx } from '../../db/client';
import { isIssued } from '../../db/issued-documents';
import { documents } from '../../db/schema';
import type { DocumentRow } from './view';

/** Ids per query: an export may hold many superseded rows, and PostgreSQL takes at most 65,535 parameters. */
const chunkSize = 5_000;

/**
 * The issued revision that replaced each superseded row (修正済み → its successor), for the
 * marks of lists and CSV files. Only issued successors count: a draft revision replaces nothing yet.
 */
export async function successorsOf(db: Db | Tx, companyId: string, rows: Pick<DocumentRow, 'id' | 'isLatest'>[]) {
  const superseded = rows.filter((r) => !r.isLatest).map((r) => r.id);
  const successors = new Map<string, RevisionRef>();
  for (let i = 0; i < superseded.length; i += chunkSize) {
    const found = await db
      .select({ id: documents.id, previousId: documents.previousId, number: documents.number, revision: documents.revision })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), inArray(documents.previousId, superseded.slice(i, i + chunkSize)), isIssued()));
    for (const r of found)
      if (r.previousId) successors.set(r.previousId, { id: r.id, numberLabel: documentNumberLabel(r.number, r.revision) });
  }
  return successors;
}
