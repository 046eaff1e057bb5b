import { documentNumberLabel, kindInfo } from '@/core/documents';
import { type PriceMode, type RateBreakdown, type TaxCategory, taxCategoryLabels } from '@/core/money';
import { isBilledKind } from '@/core/payments';
import type { DocumentInput } from '@/core/schemas/documents';
import type { Tx } from '../../../db/client';
import { inputOf } from '../content';
import { type DocumentRow, linesOf } from '../view';
import { billedVersions, givenBackOn } from './given-back';

const inclusive = (r: RateBreakdown) => r.base + r.tax;

/** `total` split in proportion to `weights`, in whole yen; the remainder goes to the largest share. */
function apportion(total: number, weights: [TaxCategory, number][]): [TaxCategory, number][] {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  if (sum === total) return weights;
  if (sum <= 0) return [];
  const shares = weights.map(([c, w]): [TaxCategory, number] => [c, Number((BigInt(total) * BigInt(w)) / BigInt(sum))]);
  let largest = 0;
  for (const [i, [, w]] of weights.entries()) if (w > (weights[largest]?.[1] ?? 0)) largest = i;
  const top = shares[largest];
  if (top) top[1] += total - shares.reduce((s, [, a]) => s + a, 0);
  return shares;
}

/**
 * The lines of a receipt for `received` yen on an invoice. Received in full (its 差引請求額): the
 * invoice's own lines, as billed. Otherwise — 返品・値引き given back, or a payment that differs —
 * one 税込 line per tax rate, so that the receipt states exactly the money received and the tax
 * it holds per rate: what each rate of the invoice still owed after its credit notes, or the
 * amount received shared out in those proportions when it differs from that.
 */
export async function receivedLines(
  tx: Tx,
  companyId: string,
  invoice: DocumentRow,
  received: number,
): Promise<{ priceMode: PriceMode; lines: DocumentInput['lines'] }> {
  if (received === invoice.amountDue || !invoice.number || !isBilledKind(invoice.kind))
    return { priceMode: invoice.priceMode, lines: inputOf(invoice, await linesOf(tx, invoice.id)).lines };
  const versions = await billedVersions(tx, companyId, invoice.kind, invoice.number);
  const { notes } = await givenBackOn(
    tx,
    companyId,
    versions.map((v) => v.id),
  );
  const owed = invoice.byRate.map((r): [TaxCategory, number] => {
    const back = notes.flatMap((n) => n.byRate).filter((b) => b.taxCategory === r.taxCategory);
    return [r.taxCategory, Math.max(inclusive(r) - back.reduce((s, b) => s + inclusive(b), 0), 0)];
  });
  // Everything given back, yet money received: shared as the invoice billed it.
  const weights = owed.some(([, w]) => w > 0)
    ? owed
    : invoice.byRate.map((r): [TaxCategory, number] => [r.taxCategory, Math.max(inclusive(r), 0)]);
  const title = `${kindInfo[invoice.kind].title} ${documentNumberLabel(invoice.number, invoice.revision)} ご入金分`;
  const lines = apportion(received, weights)
    .filter(([, amount]) => amount > 0)
    .map(([taxCategory, amount]) => ({
      kind: 'item' as const,
      productId: null,
      code: '',
      name: `${title}（${taxCategoryLabels[taxCategory]}）`,
      quantity: '1',
      unit: '',
      unitPrice: amount,
      taxCategory,
      isWithholding: false,
      date: null,
    }));
  return { priceMode: 'inclusive', lines };
}
