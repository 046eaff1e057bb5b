import { describe, expect, it } from 'vitest';
import { convertUnitPrice, documentTotals, type MoneyLine, type RoundingMode, taxOf } from '.';

const item = (unitPrice: number, taxCategory: MoneyLine['taxCategory'] = 'standard', quantity = '1', isWithholding = false): MoneyLine => ({
  kind: 'item',
  quantity,
  unitPrice,
  taxCategory,
  isWithholding,
});

// The same lines in both vectors: 10% ¥3,000 + ¥1,234; 軽減8% ¥1,000 × 2 + ¥195; 非課税 ¥200 (印紙);
// 不課税 ¥3,000 (立替金). Per rate: 10% ¥4,234, 8% ¥2,195, 非課税 ¥200, 不課税 ¥3,000.
const mixed = [item(3000), item(1234), item(1000, 'reduced', '2'), item(195, 'reduced'), item(200, 'exempt'), item(3000, 'outside')];

describe('税抜 documents (外税): tax added once per rate', () => {
  // 10%: 4,234 × 10/100 = 423.4  → 423 / 424 / 423
  // 8%:  2,195 × 8/100  = 175.6  → 175 / 176 / 176
  // 小計 = 4,234 + 2,195 + 200 + 3,000 = 9,629
  const cases: [RoundingMode, number, number][] = [
    ['floor', 423, 175],
    ['ceil', 424, 176],
    ['round', 423, 176],
  ];
  it.each(cases)('%s: 10%% tax %i, 8%% tax %i, 非課税 and 不課税 apart', (mode, standardTax, reducedTax) => {
    const t = documentTotals(mixed, mode, 'exclusive');
    expect(t.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 4234, tax: standardTax },
      { taxCategory: 'reduced', rate: 8, base: 2195, tax: reducedTax },
      { taxCategory: 'exempt', rate: 0, base: 200, tax: 0 },
      { taxCategory: 'outside', rate: 0, base: 3000, tax: 0 },
    ]);
    expect(t).toMatchObject({ subtotal: 9629, tax: standardTax + reducedTax, total: 9629 + standardTax + reducedTax });
  });
});

describe('税込 documents (内税): tax extracted once per rate', () => {
  // 10%: 4,234 × 10/110 = 384.909… → 384 / 385 / 385; 税抜 = 4,234 − tax
  // 8%:  2,195 × 8/108  = 162.592… → 162 / 163 / 163; 税抜 = 2,195 − tax
  // 合計 is what the lines add up to whatever the mode: 4,234 + 2,195 + 200 + 3,000 = 9,629.
  const cases: [RoundingMode, number, number][] = [
    ['floor', 384, 162],
    ['ceil', 385, 163],
    ['round', 385, 163],
  ];
  it.each(cases)('%s: 内消費税 10%% %i, 8%% %i; 合計 equals the lines', (mode, standardTax, reducedTax) => {
    const t = documentTotals(mixed, mode, 'inclusive');
    expect(t.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 4234 - standardTax, tax: standardTax },
      { taxCategory: 'reduced', rate: 8, base: 2195 - reducedTax, tax: reducedTax },
      { taxCategory: 'exempt', rate: 0, base: 200, tax: 0 },
      { taxCategory: 'outside', rate: 0, base: 3000, tax: 0 },
    ]);
    expect(t.total).toBe(9629);
    expect(t.tax).toBe(standardTax + reducedTax);
    expect(t.subtotal).toBe(9629 - standardTax - reducedTax);
    expect(t.lineAmounts).toEqual([3000, 1234, 2000, 195, 200, 3000]);
  });

  it('rounds the extracted tax once per rate, not per line: three ¥105 税込 lines hold ¥28', () => {
    // Per line 105 × 10/110 = 9.54 → 9 each, 27 in all; once on 315: 28.636… → 28 (切り捨て).
    expect(documentTotals([item(105), item(105), item(105)], 'floor', 'inclusive')).toMatchObject({ subtotal: 287, tax: 28, total: 315 });
  });

  it('withholds on the 税抜 fee: ¥110,000 税込 fee and ¥3,000 立替金', () => {
    // Fee 110,000 × 10/110 = 10,000 tax → 100,000 税抜 → 10.21% = 10,210.
    // 合計 113,000 − 10,210 = 102,790 差引請求額; the 不課税 立替金 is not withheld.
    const t = documentTotals([item(110000, 'standard', '1', true), item(3000, 'outside')], 'floor', 'inclusive');
    expect(t).toMatchObject({
      subtotal: 103000,
      tax: 10000,
      total: 113000,
      withholdingBase: 100000,
      withholding: 10210,
      amountDue: 102790,
    });
  });

  it('withholds on the withheld lines only when a rate mixes both', () => {
    // 10% lines 55,000 (withheld) + 5,500: tax of the rate 60,500 × 10/110 = 5,500.
    // Withheld part 55,000 − 55,000 × 10/110 (5,000) = 50,000 → 10.21% = 5,105.
    const t = documentTotals([item(55000, 'standard', '1', true), item(5500)], 'floor', 'inclusive');
    expect(t).toMatchObject({ subtotal: 55000, tax: 5500, total: 60500, withholdingBase: 50000, withholding: 5105 });
  });
});

describe('taxOf and unit prices across modes', () => {
  it('extracts or adds tax by the mode', () => {
    expect(taxOf(1100, 10, 'floor', 'inclusive')).toBe(100); // 1,100 × 10/110
    expect(taxOf(1000, 10, 'floor', 'exclusive')).toBe(100); // 1,000 × 10/100
    expect(taxOf(1080, 8, 'floor', 'inclusive')).toBe(80); // 1,080 × 8/108
    expect(taxOf(-1100, 10, 'floor', 'inclusive')).toBe(-100); // a 税込 discount gives back its tax
    expect(taxOf(5000, 0, 'ceil', 'inclusive')).toBe(0);
  });

  it('converts a product price between 税込 and 税抜 with its rate and the company rounding', () => {
    expect(convertUnitPrice(1100, 10, 'inclusive', 'exclusive', 'floor')).toBe(1000);
    expect(convertUnitPrice(1000, 10, 'exclusive', 'inclusive', 'floor')).toBe(1100);
    // 980 × 100/108 = 907.407… → 907 / 908 / 907
    expect(convertUnitPrice(980, 8, 'inclusive', 'exclusive', 'floor')).toBe(907);
    expect(convertUnitPrice(980, 8, 'inclusive', 'exclusive', 'ceil')).toBe(908);
    expect(convertUnitPrice(980, 8, 'inclusive', 'exclusive', 'round')).toBe(907);
    // 1,235 × 110/100 = 1,358.5 → 1,358 / 1,359 / 1,359
    expect(convertUnitPrice(1235, 10, 'exclusive', 'inclusive', 'floor')).toBe(1358);
    expect(convertUnitPrice(1235, 10, 'exclusive', 'inclusive', 'ceil')).toBe(1359);
    expect(convertUnitPrice(1235, 10, 'exclusive', 'inclusive', 'round')).toBe(1359);
    // No tax, nothing to convert; same mode, unchanged.
    expect(convertUnitPrice(3000, 0, 'inclusive', 'exclusive', 'ceil')).toBe(3000);
    expect(convertUnitPrice(1234, 10, 'inclusive', 'inclusive', 'ceil')).toBe(1234);
  });
});
