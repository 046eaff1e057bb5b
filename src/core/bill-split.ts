import { formatYen } from './format';
import { type RateBreakdown, type RoundingMode, type TaxCategory, taxOf, taxRates } from './money';
import { type BillLine, type BillTotals, billLineKey } from './seat-bill';

/**
 * 分割会計: one visit's bill paid in parts, each a payment with its own methods and 領収書.
 * 割り勘 divides the whole bill — 割引 and サービス料 taken first — N ways, the remainder yen on the
 * first parts; by items, each part is the bill of the lines chosen for it. Parts are paid one
 * after another, and each is worked out from what is still unpaid, so the last one takes exactly
 * what is left: the parts always add up to the whole, per rate too.
 */

/** ¥10,001 in 3: 3,334 + 3,334 + 3,333. */
export function evenShares(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** 「¥10,001 ÷ 3 = ¥3,334 + ¥3,334 + ¥3,333」. */
export const evenSplitText = (total: number, parts: number) =>
  `${formatYen(total)} ÷ ${parts} = ${evenShares(total, parts).map(formatYen).join(' + ')}`;

/** What the parts already paid of a visit add up to. */
export type PaidParts = {
  count: number;
  total: number;
  itemsTotal: number;
  discountAmount: number;
  serviceChargeAmount: number;
  /** 税込 per rate (base + tax of each stored breakdown). */
  grossByRate: Partial<Record<TaxCategory, number>>;
};
export const nothingPaid: PaidParts = { count: 0, total: 0, itemsTotal: 0, discountAmount: 0, serviceChargeAmount: 0, grossByRate: {} };

type PaidRow = { total: number; itemsTotal: number; discountAmount: number; serviceChargeAmount: number; tax: RateBreakdown[] };

export function paidPartsOf(rows: readonly PaidRow[]): PaidParts {
  const paid: PaidParts = { ...nothingPaid, grossByRate: {} };
  for (const row of rows) {
    paid.count += 1;
    paid.total += row.total;
    paid.itemsTotal += row.itemsTotal;
    paid.discountAmount += row.discountAmount;
    paid.serviceChargeAmount += row.serviceChargeAmount;
    for (const r of row.tax) paid.grossByRate[r.taxCategory] = (paid.grossByRate[r.taxCategory] ?? 0) + r.base + r.tax;
  }
  return paid;
}

/** A part's figures as its payment stores them and its 領収書 states them. */
export type BillPart = {
  total: number;
  itemsTotal: number;
  discountAmount: number;
  serviceChargeAmount: number;
  byRate: RateBreakdown[];
  isLast: boolean;
};

const breakdown = (taxCategory: TaxCategory, gross: number, mode: RoundingMode): RateBreakdown => {
  const rate = taxRates[taxCategory];
  const tax = taxOf(gross, rate, mode, 'inclusive');
  return { taxCategory, rate, base: gross - tax, tax };
};

/**
 * The next part of a 割り勘 in `count`: what is unpaid divided by the parts left, rounded up (so the
 * remainder yen go to the first parts), and shared over the rates, 割引 and サービス料 in proportion
 * to what is unpaid of each; the tax of each rate is taken out of the part once, as its receipt
 * does. Null when nothing is left to pay or no part is left.
 */
export function nextEvenPart(whole: BillTotals, paid: PaidParts, count: number, mode: RoundingMode): BillPart | null {
  const partsLeft = count - paid.count;
  const unpaid = whole.total - paid.total;
  if (partsLeft < 1 || unpaid <= 0) return null;
  const total = Math.ceil(unpaid / partsLeft);
  const isLast = partsLeft === 1;
  const share = (of: number, paidOf: number) => (isLast ? of - paidOf : Number((BigInt(of - paidOf) * BigInt(total)) / BigInt(unpaid)));
  const rates = whole.byRate.map((r) => r.taxCategory);
  let left = total;
  const byRate = rates
    .map((category, i) => {
      const gross = whole.byRate[i] ? (whole.byRate[i] as RateBreakdown).base + (whole.byRate[i] as RateBreakdown).tax : 0;
      const amount = i === rates.length - 1 ? left : share(gross, paid.grossByRate[category] ?? 0);
      left -= amount;
      return breakdown(category, amount, mode);
    })
    .filter((r) => r.base + r.tax !== 0);
  const discountAmount = share(whole.discountAmount, paid.discountAmount);
  const serviceChargeAmount = share(whole.serviceChargeAmount, paid.serviceChargeAmount);
  return { total, itemsTotal: total + discountAmount - serviceChargeAmount, discountAmount, serviceChargeAmount, byRate, isLast };
}

/** The lines of the bill not yet paid by earlier parts by items. */
export function unpaidLines(all: readonly BillLine[], paid: readonly BillLine[]): BillLine[] {
  const paidQuantity = new Map<string, number>();
  for (const line of paid) paidQuantity.set(billLineKey(line), (paidQuantity.get(billLineKey(line)) ?? 0) + line.quantity);
  return all
    .map((line) => {
      const quantity = line.quantity - (paidQuantity.get(billLineKey(line)) ?? 0);
      return { ...line, quantity, amount: quantity * line.price };
    })
    .filter((line) => line.quantity > 0);
}

export type ChosenLine = { key: string; quantity: number };

/** The lines chosen for a part, out of those unpaid; the problem in Japanese when one is not there. */
export function chooseLines(unpaid: readonly BillLine[], chosen: readonly ChosenLine[]): { lines: BillLine[] } | { problem: string } {
  const lines: BillLine[] = [];
  for (const pick of chosen) {
    if (pick.quantity < 1) continue;
    const line = unpaid.find((l) => billLineKey(l) === pick.key);
    const taken = lines.find((l) => billLineKey(l) === pick.key)?.quantity ?? 0;
    if (!line || taken + pick.quantity > line.quantity)
      return { problem: '選んだ商品はお会計に残っていません。明細を確かめてから、もう一度選んでください' };
    const existing = lines.find((l) => billLineKey(l) === pick.key);
    if (existing) {
      existing.quantity += pick.quantity;
      existing.amount = existing.quantity * existing.price;
    } else lines.push({ ...line, quantity: pick.quantity, amount: pick.quantity * line.price });
  }
  if (lines.length === 0) return { problem: 'この会計で支払う商品を選んでください' };
  return { lines };
}
