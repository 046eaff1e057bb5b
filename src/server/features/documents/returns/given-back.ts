import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { BilledKind } from '@/core/payments';
import type { Tx } from '../../../db/client';
import { isLatestIssued, linesOfDocuments } from '../../../db/issued-documents';
import { documents } from '../../../db/schema';
import type { DocumentRow, LineRow } from '../view';

/**
 * Every version of an invoice or 合計請求書: a 修正 keeps the number, and a credit note or a
 * payment names the version it was made against. `lock` takes them in id order, the order
 * settlement locks them in, so two transactions on one invoice queue instead of deadlocking.
 */
export async function billedVersions(tx: Tx, companyId: string, kind: BilledKind, number: string, { lock = false } = {}) {
  const query = tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.number, number)))
    .orderBy(asc(documents.id));
  return lock ? await query.for('update') : await query;
}

/** The version that is printed and owed: the latest issued one (a draft 修正 replaces nothing yet). */
export function currentVersion(versions: DocumentRow[]): DocumentRow | null {
  const issued = versions.filter((v) => v.status !== 'draft');
  return issued.find((v) => v.isLatest) ?? issued.sort((a, b) => b.revision - a.revision)[0] ?? null;
}

export type GivenBack = { notes: DocumentRow[]; lines: LineRow[] };

/**
 * The 返品・値引き that count against these versions: issued, latest credit notes made from any of
 * them (as settlement counts them), less `except` — the credit note being checked and the version
 * it corrects, which its own issue replaces. Drafts promise nothing yet: they are checked when
 * saved and again when issued.
 */
export async function givenBackOn(tx: Tx, companyId: string, versionIds: string[], except: string[] = []): Promise<GivenBack> {
  if (versionIds.length === 0) return { notes: [], lines: [] };
  const notes = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'credit_note'),
        isLatestIssued(),
        inArray(documents.sourceId, versionIds),
        except.length > 0 ? notInArray(documents.id, except) : undefined,
      ),
    );
  if (notes.length === 0) return { notes, lines: [] };
  const lines = await linesOfDocuments(
    tx,
    companyId,
    notes.map((n) => n.id),
  );
  return { notes, lines };
}
