import { and, eq } from 'drizzle-orm';
import { creditNoteLines, saleLines, settledByHandLines, transferLines } from '@/core/ledger';
import { isBilledKind } from '@/core/payments';
import type { Tx } from '../db/client';
import { documents } from '../db/schema';
import { documentFigures } from './figures';
import { post, reverseAll } from './post';

type DocumentRow = typeof documents.$inferSelect;

/**
 * Posts what issuing a document changes in what its customer owes, in the issue's transaction:
 * an invoice or 合計請求書 its sale (a 修正 first cancels its predecessor's sale and carries over
 * what was given back on it), a 返品・値引き its return against the latest version of its source.
 * Other kinds owe nothing.
 */
export async function postIssuedDocument(tx: Tx, row: DocumentRow): Promise<void> {
  const companyId = row.companyId;
  if (isBilledKind(row.kind)) {
    if (row.previousId) {
      await reverseAll(tx, companyId, row.previousId, 'sale');
      const carried = (await documentFigures(tx, companyId, [row.previousId])).get(row.previousId)?.owed ?? 0;
      await post(tx, companyId, {
        type: 'transfer',
        entryDate: row.issueDate,
        customerId: row.customerId,
        sourceId: row.id,
        lines: transferLines(row.previousId, row.id, carried),
      });
    }
    await post(tx, companyId, {
      type: 'sale',
      entryDate: row.issueDate,
      customerId: row.customerId,
      sourceId: row.id,
      lines: saleLines({ id: row.id, total: row.total, withholding: row.kind === 'invoice' ? row.withholding : 0, byRate: row.byRate }),
    });
    return;
  }
  if (row.kind !== 'credit_note' || !row.sourceId) return;
  const target = await latestOfSource(tx, companyId, row.sourceId);
  if (!target) return;
  const owed = (await documentFigures(tx, companyId, [target.id])).get(target.id)?.owed ?? 0;
  await post(tx, companyId, {
    type: 'creditNote',
    entryDate: row.issueDate,
    customerId: target.customerId,
    sourceId: row.id,
    lines: creditNoteLines(row, target.id, owed),
  });
}

/** The current version of the invoice or statement a credit note was made from (a 修正 keeps the number). */
async function latestOfSource(tx: Tx, companyId: string, sourceId: string) {
  const [source] = await tx
    .select({ kind: documents.kind, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, sourceId)));
  if (!source?.number || !isBilledKind(source.kind)) return null;
  const [latest] = await tx
    .select({ id: documents.id, customerId: documents.customerId })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, source.kind),
        eq(documents.number, source.number),
        eq(documents.isLatest, true),
      ),
    )
    // Locked: two returns on one invoice post one after the other, each against what the other left.
    .for('update');
  return latest ?? null;
}

/**
 * 入金済 set by hand (no payment recorded): what the document still owes is settled outside the
 * product on its 入金日. Setting another status cancels it.
 */
export async function postStatusByHand(tx: Tx, row: DocumentRow, wasPaid: boolean): Promise<void> {
  if (!isBilledKind(row.kind)) return;
  if (wasPaid) await reverseAll(tx, row.companyId, row.id, 'settledByHand');
  if (row.status !== 'paid' || !row.paidDate) return;
  const owed = (await documentFigures(tx, row.companyId, [row.id])).get(row.id)?.owed ?? 0;
  await post(tx, row.companyId, {
    type: 'settledByHand',
    entryDate: row.paidDate,
    customerId: row.customerId,
    sourceId: row.id,
    lines: settledByHandLines(row.id, Math.max(owed, 0)),
  });
}
