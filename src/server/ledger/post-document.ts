import { creditNoteLines, saleLines, settledByHandLines, transferLines } from '@/core/ledger';
import { isBilledKind } from '@/core/payments';
import type { Tx } from '../db/client';
import type { documents } from '../db/schema';
import { lockLatestOfSource } from '../settlement/invoice-status';
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
  const target = await lockLatestOfSource(tx, companyId, row.sourceId);
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
