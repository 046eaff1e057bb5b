import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatVisits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Bill = {
  visit: { adults: number | null; children: number | null; segment: string | null } | null;
  orders: { id: string; status: string; items: { name: string; quantity: number }[]; totalAmount: number }[];
  cover: { orderId: string; name: string; price: number; quantity: number } | null;
};

/** seedRestaurant's izakaya whose お通し (¥330) is added per adult at 来店. */
async function izakaya(rules: { seatOpening?: 'diner' | 'staff'; coverForChildren?: boolean } = {}) {
  const r = await seedRestaurant(t);
  const menu = await (
    await r.admin.send('POST', '/api/menu/items', { name: 'お通し', price: 330, categoryId: r.karaage.categoryId })
  ).json();
  const otoshi = menu.items.find((i: { name: string }) => i.name === 'お通し');
  const saved = await r.admin.send('PUT', '/api/seats/table-service', {
    seatOpening: rules.seatOpening ?? 'diner',
    coverItemId: otoshi.id,
    coverForChildren: rules.coverForChildren ?? false,
  });
  expect(saved.status).toBe(200);
  const seatId = r.seats[0].id as string;
  const path = (rest = '') => `/api/orders/seats/${seatId}${rest}`;
  const bill = async (): Promise<Bill> => (await r.admin.get(path('/bill'))).json();
  return { ...r, otoshi, seatId, path, bill };
}

describe('来店登録', () => {
  it('seats the guests, starts the clock and adds the お通し per adult, priced by the server and already served', async () => {
    const r = await izakaya();
    const opened = await r.admin.send('POST', r.path('/visit'), { adults: 3, children: 1, segment: 'family' });
    expect(opened.status).toBe(201);
    const bill: Bill = await opened.json();
    expect(bill.visit).toMatchObject({ adults: 3, children: 1, segment: 'family' });
    expect(bill.cover).toEqual({ orderId: expect.any(String), name: 'お通し', price: 330, quantity: 3 });
    expect(bill.orders).toEqual([
      expect.objectContaining({ status: 'served', totalAmount: 990, items: [expect.objectContaining({ name: 'お通し', quantity: 3 })] }),
    ]);
    // The diners see it in their history; the seats list shows the guests and their time.
    expect((await (await r.a1('GET', '/orders')).json()).items.map((o: { totalAmount: number }) => o.totalAmount)).toEqual([990]);
    const seatsList = (await (await r.admin.get('/api/orders/seat-bills')).json()).items;
    expect(seatsList[0]).toMatchObject({ seatName: 'A1', orderCount: 1, unservedCount: 0, total: 990, visit: { adults: 3, children: 1 } });
    expect(seatsList[0].openedAt).toBe(seatsList[0].visit.openedAt);

    // A second 来店 on the same seat is refused and adds nothing.
    const again = await r.admin.send('POST', r.path('/visit'), { adults: 2 });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: 'VISIT_OPEN' });
    expect((await r.bill()).orders).toHaveLength(1);
  });

  it('counts children for the お通し where the store says so, and refuses a visit of nobody', async () => {
    const r = await izakaya({ coverForChildren: true });
    const nobody = await r.admin.send('POST', r.path('/visit'), { adults: 0, children: 0 });
    expect(nobody.status).toBe(400);
    expect((await nobody.json()).error.message).toBe('人数を1人以上入力してください');
    expect(await t.db.select().from(seatVisits).where(eq(seatVisits.seatId, r.seatId))).toEqual([]);
    const bill: Bill = await (await r.admin.send('POST', r.path('/visit'), { adults: 2, children: 2 })).json();
    expect(bill.cover?.quantity).toBe(4);
  });

  it('the guest count changes while seated; the お通し follows it until staff set it by hand, and can be taken off', async () => {
    const r = await izakaya();
    await r.admin.send('POST', r.path('/visit'), { adults: 2 });
    const more: Bill = await (await r.admin.send('PUT', r.path('/visit'), { adults: 4, segment: 'group' })).json();
    expect(more.visit).toMatchObject({ adults: 4, children: 0, segment: 'group' });
    expect(more.cover?.quantity).toBe(4);

    const byHand: Bill = await (await r.admin.send('PUT', r.path('/visit/cover'), { quantity: 3 })).json();
    expect(byHand.cover?.quantity).toBe(3);
    expect(byHand.orders[0]?.totalAmount).toBe(990);
    const fewer: Bill = await (await r.admin.send('PUT', r.path('/visit'), { adults: 5 })).json();
    expect(fewer.cover?.quantity).toBe(3);

    const removed: Bill = await (await r.admin.send('PUT', r.path('/visit/cover'), { quantity: 0 })).json();
    expect(removed.cover).toBeNull();
    expect(removed.orders).toEqual([]);
    const gone = await r.admin.send('PUT', r.path('/visit/cover'), { quantity: 2 });
    expect(gone.status).toBe(409);
    const history = (await (await r.admin.get('/api/history')).json()).items.map(
      (e: { label: string; targetLabel: string }) => `${e.label} ${e.targetLabel}`,
    );
    expect(history).toContain('お通しの変更 A1 お通し ×4 → ×3（¥990）');
    expect(history).toContain('お通しの変更 A1 お通しを取り消し');
  });

  it('a seat nobody opened has no guests to change', async () => {
    const r = await izakaya();
    const res = await r.admin.send('PUT', r.path('/visit'), { adults: 2 });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'NO_VISIT', message: 'A1は来店登録されていません' });
  });

  it('another company can neither open, change nor read the seat; without 注文確認 403', async () => {
    const r = await izakaya();
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    expect((await otherAdmin.send('POST', r.path('/visit'), { adults: 2 })).status).toBe(404);
    await r.admin.send('POST', r.path('/visit'), { adults: 2 });
    expect((await otherAdmin.send('PUT', r.path('/visit'), { adults: 9 })).status).toBe(404);
    expect((await otherAdmin.send('PUT', r.path('/visit/cover'), { quantity: 0 })).status).toBe(404);
    expect((await otherAdmin.get(r.path('/bill'))).status).toBe(404);
    expect((await r.bill()).visit).toMatchObject({ adults: 2 });

    const noFlag = await t.seedCompany({ type: 'mobile-order', staffPermissions: { invoice: true } });
    const clerk = await t.signIn(noFlag.staff.email, noFlag.host);
    const denied = await clerk.send('POST', r.path('/visit'), { adults: 2 });
    expect(denied.status).toBe(403);
  });
});

describe('座席の開始: スタッフが来店登録してから', () => {
  it('a seat not opened takes no order, tells its diners, and opens at 来店', async () => {
    const r = await izakaya({ seatOpening: 'staff' });
    const seatMenu = async () => (await (await r.a1('GET', '')).json()).seat;
    expect((await seatMenu()).isAwaitingStaff).toBe(true);
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const refused = await r.a1('POST', '/orders', { requestKey: 'before-visit-1' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'SEAT_NOT_OPEN' });
    const staffOrder = await r.admin.send('POST', '/api/orders', {
      seatId: r.seatId,
      items: [{ itemId: r.beer.id, quantity: 1 }],
      requestKey: 'staff-before-visit',
    });
    expect(staffOrder.status).toBe(409);
    expect((await staffOrder.json()).error.message).toBe('この座席は来店登録されていません。先に来店登録をしてください');
    // Nothing was placed, and the diner's cart is kept for when the seat opens.
    expect((await (await r.admin.get('/api/orders')).json()).items).toEqual([]);
    expect((await (await r.a1('GET', '/cart')).json()).items).toHaveLength(1);

    await r.admin.send('POST', r.path('/visit'), { adults: 2 });
    expect((await seatMenu()).isAwaitingStaff).toBe(false);
    expect((await r.a1('POST', '/orders', { requestKey: 'after-visit-1' })).status).toBe(201);
    const closed = await r.admin.send('POST', r.path('/close'), { unserved: 'serve' });
    expect(closed.status).toBe(200);
    expect((await seatMenu()).isAwaitingStaff).toBe(true);
  });

  it('under the default rule the first diner order opens the seat with its guests not counted', async () => {
    const r = await izakaya();
    expect((await (await r.a1('GET', '')).json()).seat.isAwaitingStaff).toBe(false);
    await placeOrderAt(r.a1, r.beer.id, 'first-order-opens');
    expect((await r.bill()).visit).toMatchObject({ adults: null, children: null });
    // The guests counted later: no お通し is added after the fact.
    const counted: Bill = await (await r.admin.send('PUT', r.path('/visit'), { adults: 2 })).json();
    expect(counted.visit?.adults).toBe(2);
    expect(counted.cover).toBeNull();
  });

  it('the rule and the お通し are the company’s own: another company’s item is refused', async () => {
    const r = await izakaya();
    const other = await izakaya();
    const res = await r.admin.send('PUT', '/api/seats/table-service', { seatOpening: 'staff', coverItemId: other.otoshi.id });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('ITEM_NOT_FOUND');
    const settings = await (await r.admin.get('/api/seats/table-service')).json();
    expect(settings).toMatchObject({ seatOpening: 'diner', coverItemId: r.otoshi.id, coverForChildren: false });
    expect(settings.items.map((i: { name: string }) => i.name)).toEqual(['唐揚げ定食', '生ビール', 'お通し']);
    // 座席設定's own flag: 注文確認 alone does not reach it.
    const waiter = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true } });
    const signedIn = await t.signIn(waiter.staff.email, waiter.host);
    expect((await signedIn.send('PUT', '/api/seats/table-service', { seatOpening: 'staff' })).status).toBe(403);
  });
});
