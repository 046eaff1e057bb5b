import type { DocumentTotals } from './totals';

/**
 * The most a line, a document or a payment may come to: ¥99,999,999,999, the largest amount a
 * document's PDF prints in its box. Far below 2^53, so that the sum of a document's 1,000 lines
 * and its tax stay exact as numbers: past it, base + tax would drift from the total.
 */
export const maxYen = 99_999_999_999;

/** 「金額が大きすぎます（上限 ¥99,999,999,999）」, for the field that went past the ceiling. */
export const yenTooLarge = (label = '金額') => `${label}が大きすぎます（上限 ¥99,999,999,999）`;

/** An amount of one line: quantity in thousandths (as parseQuantity gives it) × unit price, unrounded. */
export function lineExceedsYenCeiling(quantity: bigint, unitPrice: number): boolean {
  const product = quantity * BigInt(unitPrice);
  return (product < 0n ? -product : product) > BigInt(maxYen) * 1000n;
}

/**
 * True when any figure of a document is beyond the ceiling: a line, a rate's total, the 小計 or
 * the total with its tax (on a 税抜 document the tax comes on top of the lines). Such a document
 * is refused when saved, never stored with figures that do not add up.
 */
export function exceedsYenCeiling(totals: DocumentTotals): boolean {
  const figures = [
    ...totals.lineAmounts,
    ...totals.byRate.flatMap((r) => [r.base, r.base + r.tax]),
    totals.subtotal,
    totals.tax,
    totals.total,
    totals.withholdingBase,
  ];
  return figures.some((amount) => !Number.isSafeInteger(amount) || Math.abs(amount) > maxYen);
}
