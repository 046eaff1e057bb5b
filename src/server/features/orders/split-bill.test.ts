import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateBreakdown } from '@/core/money';
import { seatPayments, seatVisits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Line = { itemId: string; quantity: number };

/** seedRestaurant's A1 seated for 3, with what staff order for it (served, so 会計 asks nothing). */
async function table(lines: (r: Awaited<ReturnType<typeof seedRestaurant>>) => Line[], options: { isTakeout?: boolean } = {}) {
  const r = await seedRestaurant(t);
  const seatId = r.seats[0].id as string;
  await r.admin.send('POST', `/api/orders/seats/${seatId}/visit`, { adults: 3 });
  const placed = await r.admin.send('POST', '/api/orders', {
    seatId,
    items: lines(r),
    requestKey: `split-${crypto.randomUUID()}`,
    ...(options.isTakeout ? { isTakeout: true } : {}),
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  const order = await placed.json();
  const pay = (payment: Record<string, unknown>) =>
    r.admin.send('POST', `/api/orders/seats/${seatId}/close`, {
      unserved: 'serve',
      payment: { payments: [], ...payment },
      receipt: { addressee: '' },
    });
  const payments = () => t.db.select().from(seatPayments).where(eq(seatPayments.seatId, seatId));
  const receipt = async (id: string) => (await r.admin.get(`/api/documents/receipt/${id}`)).json();
  const bill = async () => (await r.admin.get(`/api/orders/seats/${seatId}/bill`)).json();
  return { ...r, seatId, order, pay, payments, receipt, bill };
}

const cash = (amount: number) => [{ method: 'cash', amount }];
const grossOf = (rows: { tax: RateBreakdown[] }[]) => {
  const by: Record<string, number> = {};
  for (const r of rows) for (const b of r.tax) by[b.taxCategory] = (by[b.taxCategory] ?? 0) + b.base + b.tax;
  return by;
};

describe('分割会計 割り勘', () => {
  it('¥10,001 in 3 with a 10% service charge: ¥3,334 + ¥3,334 + ¥3,333, each with its receipt; the seat closes at the last', async () => {
    const r = await table((s) => [{ itemId: s.karaage.id, quantity: 1 }]);
    // 唐揚げ定食 is ¥980: make the course ¥9,092, so with サービス料 10% (909) the bill is ¥10,001.
    await r.admin.send('PATCH', `/api/menu/items/${r.karaage.id}`, { price: 9092 });
    const course = await r.admin.send('POST', '/api/orders', {
      seatId: r.seatId,
      items: [{ itemId: r.karaage.id, quantity: 1 }],
      requestKey: 'course-9092',
    });
    expect(course.status).toBe(201);
    await r.admin.send('PATCH', `/api/orders/${r.order.id}`, { status: 'cancelled' });

    const split = { kind: 'even', parts: 3 };
    const wrong = await r.pay({ total: 3333, serviceChargePercent: 10, split, payments: cash(3333) });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.code).toBe('BILL_CHANGED');

    const first = await r.pay({ total: 3334, serviceChargePercent: 10, split, payments: cash(5000) });
    expect(first.status).toBe(200);
    const one = await first.json();
    expect(one).toMatchObject({ isSeatClosed: false, payment: { total: 3334, change: 1666 }, receipt: { total: 3334 } });
    const partBill = await r.bill();
    expect(partBill.visit).not.toBeNull();
    expect(partBill.split).toMatchObject({ kind: 'even', count: 3, serviceChargePercent: 10, paid: [{ index: 1, total: 3334 }] });

    const second = await (
      await r.pay({ total: 3334, serviceChargePercent: 10, split, payments: [{ method: 'card', amount: 3334 }] })
    ).json();
    expect(second).toMatchObject({ isSeatClosed: false, payment: { total: 3334, change: 0 } });
    const third = await (await r.pay({ total: 3333, serviceChargePercent: 10, split, payments: cash(3333) })).json();
    expect(third).toMatchObject({ isSeatClosed: true, payment: { total: 3333 } });

    const rows = (await r.payments()).sort((a, b) => (a.splitIndex ?? 0) - (b.splitIndex ?? 0));
    expect(rows.map((p) => [p.splitKind, p.splitIndex, p.splitCount, p.total])).toEqual([
      ['even', 1, 3, 3334],
      ['even', 2, 3, 3334],
      ['even', 3, 3, 3333],
    ]);
    // The parts add up to the whole exactly: 9,092 of items and 909 of サービス料 → 10,001.
    expect(rows.reduce((s, p) => s + p.total, 0)).toBe(10001);
    expect(rows.reduce((s, p) => s + p.itemsTotal, 0)).toBe(9092);
    expect(rows.reduce((s, p) => s + p.serviceChargeAmount, 0)).toBe(909);
    expect(grossOf(rows)).toEqual({ standard: 10001 });
    expect(rows.map((p) => p.cash + p.card)).toEqual([3334, 3334, 3333]);
    // Each part's receipt states its amount and the tax taken out of it, as the payment stored it.
    for (const [p, id] of rows.map((p) => [p, p.receiptId as string] as const)) {
      const doc = await r.receipt(id);
      expect(doc.totals.total).toBe(p.total);
      expect(doc.totals.byRate).toEqual(p.tax);
    }
    const doc = await r.receipt(one.receipt.id);
    expect(doc.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([['お会計 割り勘 1/3', 3334]]);
    // 3,334 × 10/110 = 303.09 → 303.
    expect(rows[0]?.tax).toEqual([{ taxCategory: 'standard', rate: 10, base: 3031, tax: 303 }]);
    const [visit] = await t.db.select().from(seatVisits).where(eq(seatVisits.seatId, r.seatId));
    expect(visit?.closedAtMs).not.toBeNull();
  });

  it('with a discount, a service charge and two rates, the parts sum exactly to the whole per rate', async () => {
    const r = await table(
      (s) => [
        { itemId: s.karaage.id, quantity: 3 },
        { itemId: s.beer.id, quantity: 2 },
      ],
      { isTakeout: true },
    ).catch(() => null);
    expect(r).toBeNull(); // テイクアウト is off until the store turns it on.

    const s = await seedRestaurant(t);
    await s.admin.send('PUT', '/api/seats/table-service', { seatOpening: 'diner', takeoutEnabled: true });
    await s.admin.send('PATCH', `/api/menu/items/${s.beer.id}`, { takeoutTaxCategory: 'standard' });
    const seatId = s.seats[0].id as string;
    const placed = await s.admin.send('POST', '/api/orders', {
      seatId,
      items: [
        { itemId: s.karaage.id, quantity: 3 },
        { itemId: s.beer.id, quantity: 2 },
      ],
      isTakeout: true,
      requestKey: 'takeout-split',
    });
    expect(placed.status).toBe(201);
    // 1,100 at 10% + 2,940 at 8% = 4,040; 割引 7% = 282 (10%: 76, 8%: 206); サービス料 10% of 3,758 = 375 → 4,133.
    const discount = { kind: 'percent', value: 7, reason: '常連' };
    const body = (total: number) => ({
      unserved: 'serve',
      payment: { total, discount, serviceChargePercent: 10, split: { kind: 'even', parts: 3 }, payments: cash(total) },
      receipt: { addressee: '' },
    });
    const totals: number[] = [];
    for (const total of [1378, 1378, 1377]) {
      const res = await s.admin.send('POST', `/api/orders/seats/${seatId}/close`, body(total));
      expect(res.status).toBe(200);
      totals.push((await res.json()).payment.total);
    }
    expect(totals).toEqual([1378, 1378, 1377]);
    const rows = await t.db.select().from(seatPayments).where(eq(seatPayments.seatId, seatId));
    expect(rows.reduce((sum, p) => sum + p.total, 0)).toBe(4133);
    expect(rows.reduce((sum, p) => sum + p.discountAmount, 0)).toBe(282);
    expect(rows.reduce((sum, p) => sum + p.serviceChargeAmount, 0)).toBe(375);
    expect(rows.reduce((sum, p) => sum + p.itemsTotal, 0)).toBe(4040);
    expect(grossOf(rows)).toEqual({ standard: 1100 - 76 + 375, reduced: 2940 - 206 });
    for (const p of rows) {
      expect(p.tax.reduce((sum, b) => sum + b.base + b.tax, 0)).toBe(p.total);
      const doc = await (await s.admin.get(`/api/documents/receipt/${p.receiptId}`)).json();
      expect(doc.totals.byRate).toEqual(p.tax);
    }
  });
});

describe('分割会計 by items', () => {
  it('each part pays its chosen lines with its own methods; more than remains is refused; the last part closes the seat', async () => {
    const r = await table((s) => [
      { itemId: s.karaage.id, quantity: 1 },
      { itemId: s.beer.id, quantity: 2 },
    ]);
    const beerKey = 'standard:550:生ビール';
    const karaageKey = 'standard:980:唐揚げ定食';
    const first = await r.pay({ total: 550, split: { kind: 'items', lines: [{ key: beerKey, quantity: 1 }] }, payments: cash(1000) });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ isSeatClosed: false, payment: { total: 550, change: 450 } });
    expect((await r.bill()).split).toMatchObject({ kind: 'items', paid: [{ index: 1, total: 550 }] });

    const tooMany = await r.pay({ total: 1100, split: { kind: 'items', lines: [{ key: beerKey, quantity: 2 }] }, payments: cash(1100) });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).error.message).toBe('選んだ商品はお会計に残っていません。明細を確かめてから、もう一度選んでください');
    const whole = await r.pay({ total: 1530, payments: cash(1530) });
    expect((await whole.json()).error.message).toBe('A1は分割会計の途中です。残りも分割でお会計してください');

    // The rest with its own 10% サービス料: 1,530 + 153 = 1,683, by card.
    const last = await r.pay({
      total: 1683,
      serviceChargePercent: 10,
      split: {
        kind: 'items',
        lines: [
          { key: karaageKey, quantity: 1 },
          { key: beerKey, quantity: 1 },
        ],
      },
      payments: [{ method: 'card', amount: 1683 }],
    });
    expect(last.status).toBe(200);
    const closed = await last.json();
    expect(closed).toMatchObject({ isSeatClosed: true, payment: { total: 1683 } });
    const doc = await r.receipt(closed.receipt.id);
    expect(doc.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['唐揚げ定食', 980],
      ['生ビール', 550],
      ['サービス料 10%', 153],
    ]);
    const rows = await r.payments();
    expect(rows.map((p) => p.itemsTotal).sort()).toEqual([1530, 550]);
    expect(rows.find((p) => p.splitIndex === 1)?.lines).toEqual([
      { name: '生ビール', price: 550, quantity: 1, amount: 550, taxCategory: 'standard' },
    ]);
  });
});

describe('お持ち帰り', () => {
  it('food taken out is 8%, 酒類 stays 10%: the bill, the receipt and the payment carry both rates', async () => {
    const s = await seedRestaurant(t);
    const seatId = s.seats[0].id as string;
    const order = (requestKey: string) =>
      s.admin.send('POST', '/api/orders', {
        seatId,
        items: [
          { itemId: s.karaage.id, quantity: 1 },
          { itemId: s.beer.id, quantity: 1 },
        ],
        isTakeout: true,
        requestKey,
      });
    const refused = await order('takeout-off');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'TAKEOUT_DISABLED',
      message: 'この店舗ではテイクアウトを受け付けていません（座席設定 › 来店とお通し）',
    });
    expect((await (await s.admin.get('/api/orders/seat-bills')).json()).items[0].orderCount).toBe(0);

    await s.admin.send('PUT', '/api/seats/table-service', { seatOpening: 'diner', takeoutEnabled: true });
    await s.admin.send('PATCH', `/api/menu/items/${s.beer.id}`, { takeoutTaxCategory: 'standard' });
    const placed = await order('takeout-on');
    expect(placed.status).toBe(201);
    const view = await placed.json();
    expect(view.isTakeout).toBe(true);
    expect(view.items.map((l: { name: string; taxCategory: string }) => [l.name, l.taxCategory])).toEqual([
      ['唐揚げ定食', 'reduced'],
      ['生ビール', 'standard'],
    ]);
    const res = await s.admin.send('POST', `/api/orders/seats/${seatId}/close`, {
      unserved: 'serve',
      payment: { total: 1530, payments: cash(1530) },
      receipt: { addressee: '' },
    });
    expect(res.status).toBe(200);
    const closed = await res.json();
    const [payment] = await t.db.select().from(seatPayments).where(eq(seatPayments.seatId, seatId));
    // 550 × 10/110 = 50; 980 × 8/108 = 72.59 → 72.
    expect(payment?.tax).toEqual([
      { taxCategory: 'standard', rate: 10, base: 500, tax: 50 },
      { taxCategory: 'reduced', rate: 8, base: 908, tax: 72 },
    ]);
    const doc = await (await s.admin.get(`/api/documents/receipt/${closed.receipt.id}`)).json();
    expect(doc.totals.byRate).toEqual(payment?.tax);
    expect(doc.lines.map((l: { name: string; taxCategory: string }) => [l.name, l.taxCategory])).toEqual([
      ['唐揚げ定食', 'reduced'],
      ['生ビール', 'standard'],
    ]);
  });
});
