import { describe, expect, it } from 'vitest';
import { chooseLines, evenShares, evenSplitText, nextEvenPart, nothingPaid, paidPartsOf, unpaidLines } from './bill-split';
import { billLines, billTotals, noAdjustments } from './seat-bill';

describe('割り勘', () => {
  it('gives the remainder yen to the first parts', () => {
    expect(evenShares(10001, 3)).toEqual([3334, 3334, 3333]);
    expect(evenShares(9000, 2)).toEqual([4500, 4500]);
    expect(evenSplitText(10001, 3)).toBe('¥10,001 ÷ 3 = ¥3,334 + ¥3,334 + ¥3,333');
  });

  it('parts paid one after another add up to the whole, per rate', () => {
    const lines = billLines([
      { name: '弁当', price: 1001, quantity: 3, taxCategory: 'reduced' },
      { name: 'ビール', price: 550, quantity: 1 },
    ]);
    const whole = billTotals(lines, { discount: { kind: 'amount', value: 100, reason: '端数' }, serviceChargePercent: 10 }, 'floor');
    const rows = [];
    for (let i = 0; i < 4; i++) {
      const part = nextEvenPart(whole, paidPartsOf(rows), 4, 'floor');
      if (!part) throw new Error('no part');
      rows.push({ ...part, tax: part.byRate });
      expect(part.isLast).toBe(i === 3);
    }
    expect(nextEvenPart(whole, paidPartsOf(rows), 4, 'floor')).toBeNull();
    const paid = paidPartsOf(rows);
    expect(paid.total).toBe(whole.total);
    expect(paid.discountAmount).toBe(whole.discountAmount);
    expect(paid.serviceChargeAmount).toBe(whole.serviceChargeAmount);
    expect(paid.itemsTotal).toBe(whole.itemsTotal);
    for (const r of whole.byRate) expect(paid.grossByRate[r.taxCategory]).toBe(r.base + r.tax);
    expect(rows.map((r) => r.total)).toEqual(evenShares(whole.total, 4));
    expect(nextEvenPart(billTotals([], noAdjustments, 'floor'), nothingPaid, 2, 'floor')).toBeNull();
  });
});

describe('分割 by items', () => {
  it('chooses from what earlier parts left', () => {
    const lines = billLines([{ name: 'ビール', price: 550, quantity: 3 }]);
    const left = unpaidLines(lines, [{ name: 'ビール', price: 550, quantity: 2, amount: 1100, taxCategory: 'standard' }]);
    expect(left).toEqual([{ name: 'ビール', price: 550, quantity: 1, amount: 550, taxCategory: 'standard' }]);
    expect(chooseLines(left, [{ key: 'standard:550:ビール', quantity: 2 }])).toHaveProperty('problem');
    expect(chooseLines(left, [{ key: 'standard:550:ビール', quantity: 1 }])).toEqual({ lines: left });
  });
});
