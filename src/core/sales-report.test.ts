import { describe, expect, it } from 'vitest';
import { plainDate } from './calendar';
import {
  abcRanking,
  averageSpend,
  businessDayOf,
  businessDayRange,
  businessDayStartHour,
  daysOfMonth,
  type PaymentRow,
  slotLabel,
  summarizePayments,
  turnoverRate,
} from './sales-report';

const jst = (text: string) => Date.parse(`${text}+09:00`);

describe('business day', () => {
  it('starts at midnight unless the ordering hours pass it, then at the earliest opening hour', () => {
    expect(businessDayStartHour([])).toBe(0);
    expect(businessDayStartHour([{ opensAt: 11 * 60, closesAt: 22 * 60 }])).toBe(0);
    expect(
      businessDayStartHour([
        { opensAt: 17 * 60 + 30, closesAt: 26 * 60 },
        { opensAt: 11 * 60 + 30, closesAt: 14 * 60 },
      ]),
    ).toBe(11);
  });

  it('a bill at 1:30 JST belongs to the evening before when the day starts at 5:00, and Tokyo’s date is used, not UTC’s', () => {
    expect(businessDayOf(jst('2026-11-26T01:30:00'), 5)).toBe('2026-11-25');
    expect(businessDayOf(jst('2026-11-26T01:30:00'), 0)).toBe('2026-11-26');
    // 8:30 JST is still the day before in UTC.
    expect(businessDayOf(jst('2026-11-26T08:30:00'), 0)).toBe('2026-11-26');
    expect(businessDayRange(plainDate('2026-11-25'), 5)).toEqual({
      fromMs: jst('2026-11-25T05:00:00'),
      toMs: jst('2026-11-26T05:00:00'),
    });
    expect([slotLabel(0, 17), slotLabel(6, 17), slotLabel(9, 17)]).toEqual(['17時', '23時', '翌2時']);
  });

  it('a month has its days', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
  });
});

describe('figures', () => {
  it('客単価 rounds half up to the yen; none without guests', () => {
    expect(averageSpend(10_000, 3)).toBe(3333);
    expect(averageSpend(10_001, 2)).toBe(5001);
    expect(averageSpend(5_000, 0)).toBeNull();
  });

  it('回転率 is 組数 ÷ seats to two decimals', () => {
    expect(turnoverRate(10, 8)).toBe(1.25);
    expect(turnoverRate(2, 3)).toBe(0.67);
    expect(turnoverRate(1, 0)).toBeNull();
  });

  it('ABC: the items making the first 70% of sales are A, the next 20% B, the rest C', () => {
    const ranked = abcRanking([
      { name: 'ビール', quantity: 5, amount: 100 },
      { name: '唐揚げ', quantity: 10, amount: 600 },
      { name: '枝豆', quantity: 3, amount: 150 },
      { name: '刺身', quantity: 1, amount: 150 },
    ]);
    // ¥1,000 in all; each item is classed by the share sold before it: 唐揚げ 0%, 枝豆 60% (more sold
    // than 刺身 at the same amount), 刺身 75%, ビール 90%.
    expect(ranked.map((r) => [r.rank, r.name, r.abc])).toEqual([
      [1, '唐揚げ', 'A'],
      [2, '枝豆', 'A'],
      [3, '刺身', 'B'],
      [4, 'ビール', 'C'],
    ]);
    expect(abcRanking([{ name: '全部', quantity: 1, amount: 0 }])[0]?.abc).toBe('A');
  });

  it('adds the payments to the yen per rate, counts a visit paid in parts once', () => {
    const row = (over: Partial<PaymentRow>): PaymentRow => ({
      id: 'p',
      visitId: null,
      guests: null,
      total: 0,
      tax: [],
      discountAmount: 0,
      serviceChargeAmount: 0,
      paidAtMs: 0,
      cash: 0,
      card: 0,
      qr: 0,
      other: 0,
      ...over,
    });
    const s = summarizePayments([
      row({
        id: 'a',
        visitId: 'v1',
        guests: 3,
        total: 2057,
        tax: [{ taxCategory: 'standard', rate: 10, base: 1870, tax: 187 }],
        cash: 2057,
        serviceChargeAmount: 187,
      }),
      row({ id: 'b', visitId: 'v1', guests: 3, total: 1000, tax: [{ taxCategory: 'standard', rate: 10, base: 910, tax: 90 }], card: 1000 }),
      row({
        id: 'c',
        total: 1188,
        tax: [
          { taxCategory: 'standard', rate: 10, base: 700, tax: 70 },
          { taxCategory: 'reduced', rate: 8, base: 388, tax: 30 },
        ],
        qr: 1188,
        discountAmount: 132,
      }),
    ]);
    expect(s).toMatchObject({
      sales: 4245,
      salesExclTax: 3868,
      tax: 377,
      byRate: [
        { taxCategory: 'standard', rate: 10, sales: 3827, base: 3480, tax: 347 },
        { taxCategory: 'reduced', rate: 8, sales: 418, base: 388, tax: 30 },
      ],
      payments: 3,
      groups: 2,
      guests: 3,
      uncountedGroups: 1,
      averageSpend: 1415,
      discounts: { count: 1, amount: 132 },
      serviceCharges: { count: 1, amount: 187 },
      methods: { cash: 2057, card: 1000, qr: 1188, other: 0 },
    });
  });
});
