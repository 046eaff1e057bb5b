import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatPayments, seatVisits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A1 of seedRestaurant seated for 4 with their お通し (4 × ¥330), and a diner's 生ビール (¥550) not yet served. */
async function seatedTable() {
  const r = await seedRestaurant(t);
  const menu = await (
    await r.admin.send('POST', '/api/menu/items', { name: 'お通し', price: 330, categoryId: r.karaage.categoryId })
  ).json();
  const otoshi = menu.items.find((i: { name: string }) => i.name === 'お通し');
  await r.admin.send('PUT', '/api/seats/table-service', { seatOpening: 'diner', coverItemId: otoshi.id });
  const seatId = r.seats[0].id as string;
  const visit = await (await r.admin.send('POST', `/api/orders/seats/${seatId}/visit`, { adults: 4 })).json();
  const beer = await placeOrderAt(r.a1, r.beer.id, 'checkout-beer');
  const close = (body?: unknown) => r.admin.send('POST', `/api/orders/seats/${seatId}/close`, body);
  const paymentsOf = () => t.db.select().from(seatPayments).where(eq(seatPayments.seatId, seatId));
  const openTickets = async () =>
    (await (await r.admin.get('/api/orders')).json()).items.filter(
      (o: { seatId: string; status: string }) => o.seatId === seatId && ['new', 'cooking'].includes(o.status),
    );
  return { ...r, seatId, visitId: visit.visit.id as string, beer, close, paymentsOf, openTickets };
}

const cash = (amount: number) => ({ method: 'cash', amount });

describe('会計', () => {
  it('asks first about orders not served, and closing refused changes nothing', async () => {
    const r = await seatedTable();
    const res = await r.close({ payment: { total: 1870, payments: [cash(1870)] } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: 'UNSERVED_ORDERS',
      message: '未提供の注文が1件あります。キャンセルするか提供済みにするかを選んでください',
    });
    expect(await r.openTickets()).toHaveLength(1);
    expect(await r.paymentsOf()).toEqual([]);
    const [visit] = await t.db.select().from(seatVisits).where(eq(seatVisits.id, r.visitId));
    expect(visit?.closedAtMs).toBeNull();
  });

  it('10% service charge, paid in cash with change: stored, on the receipt, the tickets off the board, the seat free', async () => {
    const r = await seatedTable();
    // 1,320 お通し + 550 ビール = 1,870; サービス料 10% = 187 → 2,057.
    const res = await r.close({
      unserved: 'serve',
      payment: { total: 2057, serviceChargePercent: 10, payments: [cash(3000)] },
      receipt: { addressee: '' },
    });
    expect(res.status).toBe(200);
    const closed = await res.json();
    expect(closed.payment).toEqual({ id: expect.any(String), total: 2057, change: 943 });
    expect(closed.receipt.total).toBe(2057);

    const [payment] = await r.paymentsOf();
    expect(payment).toMatchObject({
      visitId: r.visitId,
      seatName: 'A1',
      orderCount: 2,
      itemsTotal: 1870,
      serviceChargePercent: 10,
      serviceChargeAmount: 187,
      discountAmount: 0,
      total: 2057,
      // 2,057 × 10/110 = 187.0 → 187, taken out once as the receipt does.
      tax: [{ taxCategory: 'standard', rate: 10, base: 1870, tax: 187 }],
      cash: 2057,
      cashTendered: 3000,
      changeGiven: 943,
      card: 0,
      receiptId: closed.receipt.id,
    });
    const doc = await (await r.admin.get(`/api/documents/receipt/${closed.receipt.id}`)).json();
    expect(doc.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['お通し', 1320],
      ['生ビール', 550],
      ['サービス料 10%', 187],
    ]);
    expect(doc.totals.byRate).toEqual(payment?.tax);

    expect(await r.openTickets()).toEqual([]);
    const served = (await (await r.admin.get('/api/orders')).json()).items.find((o: { id: string }) => o.id === r.beer.id);
    expect(served.status).toBe('served');
    const [visit] = await t.db.select().from(seatVisits).where(eq(seatVisits.id, r.visitId));
    expect(visit?.closedAtMs).toBe(payment?.paidAtMs);
    const seatRow = (await (await r.admin.get('/api/orders/seat-bills')).json()).items[0];
    expect(seatRow).toMatchObject({ orderCount: 0, total: 0, visit: null, openedAt: null });
  });

  it('unserved orders cancelled leave the bill; a discount with its reason and several methods are logged', async () => {
    const r = await seatedTable();
    // Cancelled: 1,320 remains; 10% off (クーポン) = 132 → 1,188, by card 1,000 and cash 200 (change 12).
    const res = await r.close({
      unserved: 'cancel',
      payment: {
        total: 1188,
        discount: { kind: 'percent', value: 10, reason: 'クーポン' },
        payments: [
          { method: 'card', amount: 1000 },
          { method: 'cash', amount: 200 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).payment).toMatchObject({ total: 1188, change: 12 });
    const [payment] = await r.paymentsOf();
    expect(payment).toMatchObject({
      itemsTotal: 1320,
      discountKind: 'percent',
      discountValue: 10,
      discountAmount: 132,
      discountReason: 'クーポン',
      card: 1000,
      cash: 188,
      cashTendered: 200,
      changeGiven: 12,
      receiptId: null,
    });
    const cancelled = (await (await r.admin.get('/api/orders')).json()).items.find((o: { id: string }) => o.id === r.beer.id);
    expect(cancelled.status).toBe('cancelled');
    const history = (await (await r.admin.get('/api/history')).json()).items.map(
      (e: { label: string; targetLabel: string }) => `${e.label} ${e.targetLabel}`,
    );
    expect(history).toContain('お会計 A1 ¥1,188、割引 10%（クーポン） -¥132、現金 ¥188、カード ¥1,000');
  });

  it('refuses a payment that does not settle the bill, leaving the seat, its orders and its visit as they were', async () => {
    const r = await seatedTable();
    const refusals: [unknown, number, string, string][] = [
      [
        { total: 1800, payments: [cash(2000)] },
        409,
        'BILL_CHANGED',
        'お会計の内容が変わりました（現在 ¥1,870）。明細を確かめてから、もう一度会計してください',
      ],
      [{ total: 1870, payments: [cash(1000), { method: 'qr', amount: 500 }] }, 400, 'PAYMENT_MISMATCH', 'お支払いが¥370足りません'],
      [
        { total: 1870, payments: [{ method: 'card', amount: 2000 }] },
        400,
        'PAYMENT_MISMATCH',
        '現金以外のお支払いがお会計（¥1,870）を超えています',
      ],
      [
        { total: 0, discount: { kind: 'amount', value: 2000, reason: '誤り' }, payments: [] },
        400,
        'PAYMENT_MISMATCH',
        '割引額はお会計の商品の合計（¥1,870）以下にしてください',
      ],
    ];
    for (const [payment, status, code, message] of refusals) {
      const res = await r.close({ unserved: 'serve', payment });
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatchObject({ code, message });
    }
    const noReason = await r.close({
      unserved: 'serve',
      payment: { total: 1683, discount: { kind: 'percent', value: 10, reason: '' }, payments: [cash(1683)] },
    });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.message).toBe('割引の理由を入力してください');

    expect(await r.openTickets()).toHaveLength(1);
    expect(await r.paymentsOf()).toEqual([]);
    const [visit] = await t.db.select().from(seatVisits).where(eq(seatVisits.id, r.visitId));
    expect(visit?.closedAtMs).toBeNull();
    expect((await (await r.a1('GET', '/orders')).json()).items).toHaveLength(2);
  });

  it('another company cannot close the seat; the bill is read only by 注文確認 of the company', async () => {
    const r = await seatedTable();
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const res = await otherAdmin.send('POST', `/api/orders/seats/${r.seatId}/close`, {
      unserved: 'cancel',
      payment: { total: 0, payments: [] },
    });
    expect(res.status).toBe(404);
    expect(await r.openTickets()).toHaveLength(1);
    const clerk = await t.seedCompany({ type: 'mobile-order', staffPermissions: { invoice: true } });
    const signedIn = await t.signIn(clerk.staff.email, clerk.host);
    expect((await signedIn.get(`/api/orders/seats/${r.seatId}/bill`)).status).toBe(403);
  });
});
