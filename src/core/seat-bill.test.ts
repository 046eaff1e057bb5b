import { describe, expect, it } from 'vitest';
import { documentTotals } from './money';
import { billLines, billTotals, guestsText, noAdjustments, settlePayments } from './seat-bill';

const lines = billLines([
  { name: '生ビール', price: 550, quantity: 2 },
  { name: 'ラーメン', price: 950, quantity: 1, options: [{ group: 'サイズ', name: '大盛り', priceDelta: 150 }] },
  { name: '生ビール', price: 550, quantity: 1 },
]);

describe('the bill of a seat', () => {
  it('merges the same item at the same price, options named', () => {
    expect(lines).toEqual([
      { name: '生ビール', price: 550, quantity: 3, amount: 1650, taxCategory: 'standard' },
      { name: 'ラーメン（大盛り）', price: 950, quantity: 1, amount: 950, taxCategory: 'standard' },
    ]);
  });

  it('takes the discount from the items, the service charge from what remains, each rounded by the company’s mode', () => {
    // 2,600 − 15% (390) = 2,210; 10% of it = 221 → 2,431.
    const totals = billTotals(lines, { discount: { kind: 'percent', value: 15, reason: '常連' }, serviceChargePercent: 10 }, 'floor');
    expect(totals).toMatchObject({ itemsTotal: 2600, discountAmount: 390, serviceChargeAmount: 221, total: 2431 });
    expect(totals.adjustmentLines).toEqual([
      { kind: 'discount', name: '割引 15%（常連）', amount: -390, taxCategory: 'standard' },
      { kind: 'item', name: 'サービス料 10%', amount: 221, taxCategory: 'standard' },
    ]);
    // 7% of 2,600 = 182; of 2,418 (after ¥182 off) 7% = 169.26: 切り捨て 169, 切り上げ 170, 四捨五入 169.
    const of = (mode: 'floor' | 'ceil' | 'round') =>
      billTotals(lines, { discount: { kind: 'amount', value: 182, reason: '端数' }, serviceChargePercent: 7 }, mode).serviceChargeAmount;
    expect([of('floor'), of('ceil'), of('round')]).toEqual([169, 170, 169]);
  });

  it('shares a discount over the rates of a bill with take-out lines; the サービス料 is 10%', () => {
    const mixed = billLines([
      { name: '弁当', price: 1000, quantity: 3, taxCategory: 'reduced' },
      { name: '生ビール', price: 550, quantity: 2 },
    ]);
    // 4,100 − 10% (410: 10% 110, 8% 300) = 3,690; サービス料 10% = 369 → 4,059.
    const totals = billTotals(mixed, { discount: { kind: 'percent', value: 10, reason: 'クーポン' }, serviceChargePercent: 10 }, 'floor');
    expect(totals.adjustmentLines.map((l) => [l.name, l.amount, l.taxCategory])).toEqual([
      ['割引 10%（クーポン）（10%対象）', -110, 'standard'],
      ['割引 10%（クーポン）（8%対象）', -300, 'reduced'],
      ['サービス料 10%', 369, 'standard'],
    ]);
    expect(totals.total).toBe(4059);
    // 10%: 1,100 − 110 + 369 = 1,359 → tax 123; 8%: 3,000 − 300 = 2,700 → tax 200.
    expect(totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 1236, tax: 123 },
      { taxCategory: 'reduced', rate: 8, base: 2500, tax: 200 },
    ]);
  });

  it('takes the tax out of the whole once, exactly as the receipt’s totals do', () => {
    const adjustments = { discount: { kind: 'amount' as const, value: 105, reason: '試食' }, serviceChargePercent: 10 };
    const totals = billTotals(lines, adjustments, 'floor');
    const receipt = documentTotals(
      [
        ...lines.map((l) => ({ kind: 'item' as const, quantity: l.quantity, unitPrice: l.price, taxCategory: 'standard' as const })),
        ...totals.adjustmentLines.map((l) => ({ kind: l.kind, quantity: 1, unitPrice: l.amount, taxCategory: 'standard' as const })),
      ],
      'floor',
      'inclusive',
    );
    expect(totals.total).toBe(receipt.total);
    expect(totals.byRate).toEqual(receipt.byRate);
    expect(billTotals(lines, noAdjustments, 'floor')).toMatchObject({ total: 2600, tax: 236, adjustmentLines: [] });
  });

  it('settles with several methods; only cash may go over, and the change comes from it', () => {
    expect(
      settlePayments(2431, [
        { method: 'card', amount: 2000 },
        { method: 'cash', amount: 1000 },
      ]),
    ).toEqual({
      settlement: { byMethod: { cash: 431, card: 2000, qr: 0, other: 0 }, cashTendered: 1000, change: 569 },
    });
    expect(settlePayments(2431, [{ method: 'qr', amount: 2431 }])).toMatchObject({ settlement: { change: 0 } });
    expect(settlePayments(2431, [{ method: 'card', amount: 3000 }])).toEqual({
      problem: '現金以外のお支払いがお会計（¥2,431）を超えています',
    });
    expect(settlePayments(2431, [{ method: 'cash', amount: 2000 }])).toEqual({ problem: 'お支払いが¥431足りません' });
  });

  it('names the guests', () => {
    expect(guestsText({ adults: 2, children: 1 })).toBe('大人2名・子供1名');
    expect(guestsText({ adults: 4, children: 0 })).toBe('4名');
    expect(guestsText({ adults: null, children: null })).toBe('人数未登録');
  });
});
