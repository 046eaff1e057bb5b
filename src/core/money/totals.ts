import { divide, lineAmount, parseQuantity, type RoundingMode } from './decimal';

/** Tax categories of a line: 10%, reduced 8% (marked ※ on documents) and non-taxable. */
export const taxCategories = ['standard', 'reduced', 'exempt'] as const;
export type TaxCategory = (typeof taxCategories)[number];
export const taxCategoryLabels: Record<TaxCategory, string> = { standard: '10%', reduced: '軽減8%', exempt: '非課税' };
export const taxRates: Record<TaxCategory, number> = { standard: 10, reduced: 8, exempt: 0 };

export type MoneyLine = {
  kind: 'item' | 'heading' | 'discount';
  quantity: string | number;
  unitPrice: number;
  taxCategory: TaxCategory;
  /** 源泉徴収の対象 (invoices only). */
  isWithholding?: boolean;
};

export type RateBreakdown = { taxCategory: TaxCategory; rate: number; base: number; tax: number };

export type DocumentTotals = {
  lineAmounts: number[];
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
 */
export function documentTotals(lines: MoneyLine[], mode: RoundingMode = 'floor'): DocumentTotals {
  const lineAmounts = lines.map((l) => (l.kind === 'heading' ? 0 : lineAmount(parseQuantity(l.quantity), l.unitPrice, mode)));
  const byRate: RateBreakdown[] = taxCategories
    .filter((category) => lines.some((l) => l.kind !== 'heading' && l.taxCategory === category))
    .map((taxCategory) => {
      const base = lines.reduce(
        (sum, l, i) => (l.kind !== 'heading' && l.taxCategory === taxCategory ? sum + (lineAmounts[i] ?? 0) : sum),
        0,
      );
      const rate = taxRates[taxCategory];
      return { taxCategory, rate, base, tax: Number(divide(BigInt(base) * BigInt(rate), 100n, mode)) };
    });
  const subtotal = byRate.reduce((s, r) => s + r.base, 0);
  const tax = byRate.reduce((s, r) => s + r.tax, 0);
  const withholdingBase = lines.reduce((sum, l, i) => (l.kind !== 'heading' && l.isWithholding ? sum + (lineAmounts[i] ?? 0) : sum), 0);
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
