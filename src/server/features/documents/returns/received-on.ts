import { and, eq } from 'drizzle-orm';
import { isBilledKind } from '@/core/payments';
import type { Tx } from '../../../db/client';
import { documents } from '../../../db/schema';
import { documentFigures } from '../../../ledger/figures';
import { billedVersions } from './given-back';

/**
 * What was received on an invoice, in yen, as the ledger says: what payments settled of any
 * version of it (a 修正 keeps the number; a 振込手数料 the customer deducted settles it like money,
 * so it counts), and what 入金済 set by hand settled outside the product. The receipt states this.
 */
export async function receivedOn(tx: Tx, companyId: string, invoiceId: string): Promise<number> {
  const [invoice] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, invoiceId)));
  if (!invoice?.number || invoice.status === 'draft' || !isBilledKind(invoice.kind)) return 0;
  const versions = await billedVersions(tx, companyId, invoice.kind, invoice.number);
  const figures = await documentFigures(
    tx,
    companyId,
    versions.map((v) => v.id),
  );
  return [...figures.values()].reduce((sum, f) => sum + f.paid + f.settledByHand, 0);
}
