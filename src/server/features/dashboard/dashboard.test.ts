import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJapan } from '@/core/documents';
import { customers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';
import { monthStart } from './document-figures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

async function issued(session: Session, kind: string, body: Record<string, unknown>, status?: Record<string, unknown>) {
  const doc = await (await session.send('POST', `/api/documents/${kind}`, body)).json();
  await session.send('POST', `/api/documents/${kind}/${doc.id}/issue`);
  if (status) await session.send('POST', `/api/documents/${kind}/${doc.id}/status`, status);
  return doc;
}

describe('dashboard', () => {
  it('adds up this and last month, unpaid and overdue invoices, open quotations and undelivered orders at the server', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true, products: true } });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = `${seed.companyId}-c`;
    await t.db.insert(customers).values({ id: customerId, companyId: seed.companyId, code: 'C1', name: '株式会社ダッシュ' });
    const today = todayInJapan();
    const lastMonth = monthStart(today, -1);
    const line = (unitPrice: number) => [{ name: '作業', quantity: '1', unitPrice }];
    await issued(admin, 'invoice', { issueDate: today, customerId, dueDate: '2099-12-31', lines: line(10_000) });
    await issued(admin, 'invoice', { issueDate: monthStart(today, 0), customerId, dueDate: '2000-01-31', lines: line(5_000) });
    await issued(admin, 'invoice', { issueDate: lastMonth, customerId, lines: line(20_000) }, { status: 'paid', paidDate: today });
    await admin.send('POST', '/api/documents/invoice', { issueDate: today, customerId, lines: line(999_999) }); // a draft counts nowhere
    await issued(admin, 'quotation', { issueDate: today, customerId, lines: line(3_000) });
    await issued(admin, 'quotation', { issueDate: today, customerId, lines: line(4_000) }, { status: 'lost' });
    await issued(admin, 'purchase_order', { issueDate: today, customerId, lines: line(7_000) });

    const all = await (await admin.get('/api/dashboard')).json();
    expect(all.invoices).toMatchObject({
      thisMonth: 16_500,
      lastMonth: 22_000,
      unpaid: { count: 2, amount: 16_500 },
      overdue: { count: 1, amount: 5_500 },
      overdueStatements: { count: 0, amount: 0 },
    });
    expect(all.invoices.monthly).toHaveLength(12);
    expect(all.invoices.monthly.at(-1)).toEqual({ month: today.slice(0, 7), amount: 16_500 });
    expect(all.invoices.monthly.at(-2)).toEqual({ month: lastMonth.slice(0, 7), amount: 22_000 });
    expect(all.quotations).toEqual({ open: { count: 1, amount: 3_300 } });
    expect(all.purchaseOrders).toEqual({ awaitingDelivery: { count: 1, amount: 7_700 } });
    expect(all.orders).toMatchObject({ count: 0, takings: 0, seats: 0, openSeats: 0 });
    expect(all.activity[0]).toMatchObject({ label: '帳票の発行', userName: '管理 太郎' });
    expect(all.activity[0].link).toMatch(/^\/purchase\//);
    expect(all.setup).toEqual(
      expect.arrayContaining([
        { key: 'products', isDone: false },
        { key: 'quotation', isDone: true },
        { key: 'seats', isDone: false },
      ]),
    );

    // The staff member has quote and products only: no invoice or purchase figures at all.
    const staff = await t.signIn(seed.staff.email, seed.host);
    const own = await (await staff.get('/api/dashboard')).json();
    expect(own.invoices).toBeNull();
    expect(own.purchaseOrders).toBeNull();
    expect(own.quotations).toEqual({ open: { count: 1, amount: 3_300 } });
    expect(own.orders).not.toBeNull();
    expect(own.activity).toEqual([]);
    expect(own.setup.map((s: { key: string }) => s.key).sort()).toEqual(['products', 'quotation']);
  });

  it('counts open 合計請求書 with the invoices in 未入金, less payments and 返品・値引き, as 売掛金 does', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C1', '株式会社ダッシュ');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, customerId));
    const rack = [{ name: '業務用ラック', quantity: '2', unitPrice: 15_000 }];
    await issued(admin, 'delivery_note', { issueDate: '2026-09-10', deliveryDate: '2026-09-10', customerId, lines: rack });
    const batch = await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-09-20' })).json();
    const statement = batch.candidates[0].statement;
    // ¥33,000 billed, due 2026-10-31: ¥10,000 paid, one rack (¥16,500) returned — ¥6,500 still owed.
    const paid = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-10-05',
      amount: 10_000,
      allocations: [{ documentId: statement.id, amount: 10_000 }],
    });
    expect(paid.status).toBe(201);
    const credit = await (
      await admin.send('POST', `/api/documents/statement/${statement.id}/credit-note`, { lines: [{ index: 1, quantity: '1' }] })
    ).json();
    expect((await admin.send('POST', `/api/documents/credit_note/${credit.id}/issue`)).status).toBe(200);
    await issued(admin, 'invoice', {
      issueDate: todayInJapan(),
      customerId,
      dueDate: '2099-12-31',
      lines: [{ name: '作業', unitPrice: 10_000 }],
    });

    const { invoices } = await (await admin.get('/api/dashboard')).json();
    expect(invoices).toMatchObject({
      unpaid: { count: 2, amount: 17_500 },
      overdue: { count: 0, amount: 0 },
      overdueStatements: { count: 1, amount: 6500 },
    });
    // The same figure as 売掛金 today.
    const receivables = await (await admin.get(`/api/receivables?asOf=${todayInJapan()}`)).json();
    expect(receivables.totals.outstanding).toBe(17_500);
  });

  it("counts today's orders, takings, busy seats and the favourite items", async () => {
    const { admin, karaage, beer, a1 } = await seedRestaurant(t);
    await a1('POST', '/cart/items', { itemId: beer.id, quantity: 3 });
    await a1('POST', '/cart/items', { itemId: karaage.id });
    expect((await a1('POST', '/orders', { requestKey: 'dash-key-1' })).status).toBe(201);

    const { orders } = await (await admin.get('/api/dashboard')).json();
    expect(orders).toMatchObject({ count: 1, takings: 2630, seats: 2, openSeats: 1 });
    expect(orders.topItems).toEqual([
      { name: '生ビール', quantity: 3, amount: 1650 },
      { name: '唐揚げ定食', quantity: 1, amount: 980 },
    ]);
    expect(orders.byHour.reduce((s: number, h: { count: number }) => s + h.count, 0)).toBe(1);
  });

  it('a standard partner has no order panel, and a partner without history no activity', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const body = await (await admin.get('/api/dashboard')).json();
    expect(body.orders).toBeNull();
    expect(body.setup.map((s: { key: string }) => s.key)).not.toContain('seats');
  });
});
