import { describe, expect, it } from 'vitest';
import { documentTotals, lineAmount, type MoneyLine, parseQuantity, withholdingTax } from '.';

const item = (unitPrice: number, taxCategory: MoneyLine['taxCategory'] = 'standard', quantity: string | number = 1): MoneyLine => ({
  kind: 'item',
  quantity,
  unitPrice,
  taxCategory,
});

describe('document totals', () => {
  it('rounds tax once per document per rate: three ¥105 lines at 10% → ¥31', () => {
    const t = documentTotals([item(105), item(105), item(105)]);
    expect(t).toMatchObject({ subtotal: 315, tax: 31, total: 346 });
    expect(t.byRate).toEqual([{ taxCategory: 'standard', rate: 10, base: 315, tax: 31 }]);
  });

  it('applies each rounding mode', () => {
    const lines = [item(105), item(105), item(105)];
    expect(documentTotals(lines, 'floor').tax).toBe(31);
    expect(documentTotals(lines, 'ceil').tax).toBe(32);
    expect(documentTotals(lines, 'round').tax).toBe(32);
    expect(documentTotals([item(104), item(100)], 'round').tax).toBe(20); // 20.4
    expect(documentTotals([item(105)], 'round').tax).toBe(11); // 10.5 → 11
  });

  it('breaks down mixed rates, reduced 8% and non-taxable', () => {
    const t = documentTotals([item(1000), item(2480, 'reduced'), item(398, 'reduced', 3), item(200, 'exempt')]);
    expect(t.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 1000, tax: 100 },
      { taxCategory: 'reduced', rate: 8, base: 3674, tax: 293 }, // 293.92
      { taxCategory: 'exempt', rate: 0, base: 200, tax: 0 },
    ]);
    expect(t).toMatchObject({ subtotal: 4874, tax: 393, total: 5267 });
  });

  it('takes discounts (negative lines) into their rate before tax, and ignores headings', () => {
    const t = documentTotals([
      { kind: 'heading', quantity: 0, unitPrice: 0, taxCategory: 'standard' },
      item(10000, 'standard', 2),
      { kind: 'discount', quantity: 1, unitPrice: -1500, taxCategory: 'standard' },
    ]);
    expect(t.lineAmounts).toEqual([0, 20000, -1500]);
    expect(t).toMatchObject({ subtotal: 18500, tax: 1850, total: 20350 });
  });

  it('computes decimal quantities exactly (1.5 時間 × ¥8,333)', () => {
    expect(parseQuantity('1.5')).toBe(1500n);
    expect(parseQuantity('１．２５')).toBe(1250n);
    expect(() => parseQuantity('1.2345')).toThrow(RangeError);
    expect(lineAmount(parseQuantity('1.5'), 8333, 'floor')).toBe(12499); // 12499.5
    expect(lineAmount(parseQuantity('1.5'), 8333, 'round')).toBe(12500);
    expect(lineAmount(parseQuantity('0.1'), 3, 'ceil')).toBe(1);
  });

  it('rounds negative amounts by size in every mode', () => {
    expect(lineAmount(parseQuantity('1.5'), -333, 'floor')).toBe(-499); // -499.5
    expect(lineAmount(parseQuantity('1.5'), -333, 'round')).toBe(-500);
    expect(lineAmount(parseQuantity('1.5'), -333, 'ceil')).toBe(-500);
  });

  it('withholds 10.21% up to ¥1M and 20.42% above, and shows the amount due', () => {
    expect(withholdingTax(100000)).toBe(10210);
    expect(withholdingTax(1_000_000)).toBe(102100);
    expect(withholdingTax(1_500_000)).toBe(102100 + 102100);
    expect(withholdingTax(99999)).toBe(10209); // 10209.89…
    const t = documentTotals([{ ...item(300000), isWithholding: true }, item(5000)]);
    expect(t).toMatchObject({
      subtotal: 305000,
      tax: 30500,
      total: 335500,
      withholdingBase: 300000,
      withholding: 30630,
      amountDue: 304870,
    });
  });
});
