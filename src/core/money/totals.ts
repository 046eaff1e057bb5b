import { lineAmount, parseQuantity, type RoundingMode } from './decimal';
import { type PriceMode, taxOf } from './price-mode';

/**
 * Tax categories of a line: 10%, reduced 8% (marked ※ on documents), 非課税 (exempt by law,
 * e.g. 印紙) and 不課税 (outside the tax altogether: 立替金, 実費精算). Both carry no tax but
 * are reported apart, as a tax return and an accountant read them.
 */
export const taxCategories = ['standard', 'reduced', 'exempt', 'outside'] as const;
export type TaxCategory = (typeof taxCategories)[number];
export const taxCategoryLabels: Record<TaxCategory, string> = { standard: '10%', reduced: '軽減8%', exempt: '非課税', outside: '不課税' };
export const taxRates: Record<TaxCategory, number> = { standard: 10, reduced: 8, exempt: 0, outside: 0 };

export type MoneyLine = {
  kind: 'item' | 'heading' | 'discount';
  quantity: string | number;
  unitPrice: number;
  taxCategory: TaxCategory;
  /** 源泉徴収の対象 (invoices only). */
  isWithholding?: boolean;
};

/** `base` is always tax-exclusive; for a 税込 document base + tax is what its lines add up to. */
export type RateBreakdown = { taxCategory: TaxCategory; rate: number; base: number; tax: number };

export type DocumentTotals = {
  lineAmounts: number[];
  /** 税抜 in both modes. */
  subtotal: number;
  tax: number;
  total: number;
  byRate: RateBreakdown[];
  withholdingBase: number;
  withholding: number;
  /** 差引請求額: total minus withholding. */
  amountDue: number;
};

/**
 * 源泉徴収税額 for fees to individuals: 10.21% of the base up to ¥1,000,000 and 20.42% of
 * the part above, fractions of a yen discarded.
 */
export function withholdingTax(base: number): number {
  if (base <= 0) return 0;
  const b = BigInt(base);
  if (b <= 1_000_000n) return Number((b * 1021n) / 10_000n);
  return Number(102_100n + ((b - 1_000_000n) * 2042n) / 10_000n);
}

/**
 * The totals of a document, the single source for screens, PDF, API and CSV. Consumption
 * tax is computed ONCE per rate on the sum of that rate's line amounts (the qualified
 * invoice rule), rounded with the company's mode: three ¥105 lines at 10% are ¥31 of tax.
 * On a 税込 document the lines include tax and the tax is extracted from each rate's sum.
 */
export function documentTotals(lines: MoneyLine[], mode: RoundingMode = 'floor', priceMode: PriceMode = 'exclusive'): DocumentTotals {
  const lineAmounts = lines.map((l) => (l.kind === 'heading' ? 0 : lineAmount(parseQuantity(l.quantity), l.unitPrice, mode)));
  const sumOf = (include: (l: MoneyLine) => boolean) =>
    lines.reduce((sum, l, i) => (l.kind !== 'heading' && include(l) ? sum + (lineAmounts[i] ?? 0) : sum), 0);
  const byRate: RateBreakdown[] = taxCategories
    .filter((category) => lines.some((l) => l.kind !== 'heading' && l.taxCategory === category))
    .map((taxCategory) => {
      const amount = sumOf((l) => l.taxCategory === taxCategory);
      const rate = taxRates[taxCategory];
      const tax = taxOf(amount, rate, mode, priceMode);
      return { taxCategory, rate, base: priceMode === 'inclusive' ? amount - tax : amount, tax };
    });
  const subtotal = byRate.reduce((s, r) => s + r.base, 0);
  const tax = byRate.reduce((s, r) => s + r.tax, 0);
  // Withholding is on the fee without consumption tax. On a 税込 document each rate's
  // withheld part has its tax extracted the same way as the rate's total, so a document
  // whose lines are all withheld has exactly its 小計 as the base.
  const withholdingBase = taxCategories.reduce((sum, category) => {
    const gross = sumOf((l) => l.taxCategory === category && Boolean(l.isWithholding));
    return sum + (priceMode === 'inclusive' ? gross - taxOf(gross, taxRates[category], mode, priceMode) : gross);
  }, 0);
  const withholding = withholdingTax(withholdingBase);
  return {
    lineAmounts,
    subtotal,
    tax,
    total: subtotal + tax,
    byRate,
    withholdingBase,
    withholding,
    amountDue: subtotal + tax - withholding,
  };
}
