import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, exceedsYenCeiling, type MoneyLine, maxYen, type RoundingMode, taxCategories, taxRates, yenTooLarge } from '.';
import { divide, parseQuantity } from './decimal';

const item = (unitPrice: number, quantity = '1', taxCategory: MoneyLine['taxCategory'] = 'standard'): MoneyLine => ({
  kind: 'item',
  quantity,
  unitPrice,
  taxCategory,
});

describe('the yen ceiling of a line and a document', () => {
  it('is ¥99,999,999,999, said in Japanese', () => {
    expect(maxYen).toBe(99_999_999_999);
    expect(yenTooLarge()).toBe('金額が大きすぎます（上限 ¥99,999,999,999）');
    expect(yenTooLarge('合計金額')).toBe('合計金額が大きすぎます（上限 ¥99,999,999,999）');
  });

  it('lets a document of exactly the ceiling through, and flags a line, a total or a 税抜 total with its tax beyond it', () => {
    expect(exceedsYenCeiling(documentTotals([item(10_000_000_000, '9', 'exempt'), item(9_999_999_999, '1', 'exempt')]))).toBe(false);
    // One line of 9,999,999 × ¥10,000,000,000: beyond what a double holds exactly.
    expect(exceedsYenCeiling(documentTotals([item(10_000_000_000, '9999999')]))).toBe(true);
    // Two lines within the ceiling whose sum is not.
    expect(exceedsYenCeiling(documentTotals([item(60_000_000_000, '1', 'exempt'), item(60_000_000_000, '1', 'exempt')]))).toBe(true);
    // ¥95,000,000,000 税抜 at 10% is ¥104,500,000,000 with tax; 税込 it is the total itself.
    expect(exceedsYenCeiling(documentTotals([item(95_000_000_000)], 'floor', 'exclusive'))).toBe(true);
    expect(exceedsYenCeiling(documentTotals([item(95_000_000_000)], 'floor', 'inclusive'))).toBe(false);
    // A huge line cancelled by a huge discount still has a line beyond the ceiling.
    const cancelled = documentTotals([item(10_000_000_000, '9999999'), { ...item(-10_000_000_000, '9999999'), kind: 'discount' }]);
    expect(exceedsYenCeiling(cancelled)).toBe(true);
  });
});

const modes: RoundingMode[] = ['floor', 'ceil', 'round'];
const priceModes = ['exclusive', 'inclusive'] as const;
const yen = (max: number) => fc.bigInt({ min: -BigInt(max), max: BigInt(max) }).map(Number);
const quantity = (maxWhole: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 999 }))
    .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`);
/** Everyday lines, lines near the ceiling and lines far beyond it (up to the schema's 9,999,999.999 × ¥99,999,999,999). */
const line = fc.record({
  kind: fc.constantFrom<MoneyLine['kind']>('item', 'item', 'discount', 'heading'),
  quantity: fc.oneof(quantity(10), quantity(1000), quantity(9_999_999)),
  unitPrice: fc.oneof(yen(100_000), yen(1_000_000_000), yen(maxYen)),
  taxCategory: fc.constantFrom(...taxCategories),
});

/** Each rate's lines summed exactly in bigint, each line rounded by the mode: an oracle apart from the module. */
function exactRateSums(lines: MoneyLine[], mode: RoundingMode) {
  const sums = new Map<string, bigint>();
  for (const l of lines) {
    if (l.kind === 'heading') continue;
    const amount = divide(parseQuantity(l.quantity) * BigInt(l.unitPrice), 1000n, mode);
    sums.set(l.taxCategory, (sums.get(l.taxCategory) ?? 0n) + amount);
  }
  return sums;
}

describe('base + tax = total in 税込 and 税抜 for any lines (property)', () => {
  it('holds exactly per rate and overall, or the document is flagged as beyond the ceiling', () => {
    let within = 0;
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom(...modes),
        fc.constantFrom(...priceModes),
        (lines, mode, priceMode) => {
          const t = documentTotals(lines, mode, priceMode);
          if (exceedsYenCeiling(t)) return;
          within += 1;
          const sums = exactRateSums(lines, mode);
          for (const r of t.byRate) {
            expect(Number.isSafeInteger(r.base) && Number.isSafeInteger(r.tax)).toBe(true);
            const amount = sums.get(r.taxCategory) ?? 0n;
            // 税込: the lines hold the tax; 税抜: the lines are the base and the tax comes on top.
            const rateTotal = priceMode === 'inclusive' ? amount : amount + BigInt(r.tax);
            expect(BigInt(r.base) + BigInt(r.tax)).toBe(rateTotal);
            expect(r.rate).toBe(taxRates[r.taxCategory]);
          }
          expect(t.subtotal + t.tax).toBe(t.total);
          expect(t.byRate.reduce((s, r) => s + BigInt(r.base) + BigInt(r.tax), 0n)).toBe(BigInt(t.total));
          expect(Math.abs(t.total)).toBeLessThanOrEqual(maxYen);
        },
      ),
      { numRuns: 3000 },
    );
    // The property is not vacuous: many documents fall within the ceiling.
    expect(within).toBeGreaterThan(300);
  });

  it('never flags the lines a business types (prices up to ¥1,000,000, quantities up to 1,000)', () => {
    const everyday = fc.record({
      kind: fc.constant<MoneyLine['kind']>('item'),
      quantity: quantity(1000),
      unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
      taxCategory: fc.constantFrom(...taxCategories),
    });
    fc.assert(
      fc.property(
        fc.array(everyday, { minLength: 1, maxLength: 50 }),
        fc.constantFrom(...modes),
        fc.constantFrom(...priceModes),
        (lines, mode, priceMode) => {
          const t = documentTotals(lines, mode, priceMode);
          expect(exceedsYenCeiling(t)).toBe(false);
          expect(t.subtotal + t.tax).toBe(t.total);
        },
      ),
      { numRuns: 500 },
    );
  });
});
