import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('代理注文', () => {
  it('becomes the seat’s order at menu prices, seen by its diners and named in the operation history', async () => {
    const r = await restaurant();
    const res = await r.admin.send('POST', '/api/orders', {
      seatId: r.seats[1].id,
      items: [
        { itemId: r.karaage.id, quantity: 1 },
        { itemId: r.beer.id, quantity: 2 },
        { itemId: r.beer.id, quantity: 1 },
      ],
      note: '',
      requestKey: 'staff-order-1',
    });
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order).toMatchObject({ seatName: 'A2', status: 'new', totalAmount: 980 + 550 * 3 });
    expect(order.items).toEqual([
      { itemId: r.karaage.id, name: '唐揚げ定食', price: 980, quantity: 1 },
      { itemId: r.beer.id, name: '生ビール', price: 550, quantity: 3 },
    ]);
    expect((await (await r.a2('GET', '/orders')).json()).items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The same key again (a double tap) is the same order.
    const again = await r.admin.send('POST', '/api/orders', {
      seatId: r.seats[1].id,
      items: [{ itemId: r.beer.id, quantity: 1 }],
      requestKey: 'staff-order-1',
    });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(order.id);
    const history = await (await r.admin.get('/api/history')).json();
    expect(history.items.map((e: { label: string; targetLabel: string }) => `${e.label} ${e.targetLabel}`)).toContain(
      '代理注文 A2 唐揚げ定食 ×1、生ビール ×3（¥2,630）',
    );
  });

  it('refuses a price from the browser, an unknown or sold-out item and an empty order, placing nothing', async () => {
    const r = await restaurant();
    const send = (body: unknown) => r.admin.send('POST', '/api/orders', body);
    const base = { seatId: r.seats[0].id, requestKey: 'staff-order-bad' };
    expect((await send({ ...base, items: [{ itemId: r.beer.id, quantity: 1, price: 1 }] })).status).toBe(400);
    const empty = await send({ ...base, items: [] });
    expect((await empty.json()).error.message).toBe('商品を選んでください');
    const unknown = await send({ ...base, items: [{ itemId: 'no-such-item', quantity: 1 }] });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('メニューにない商品が含まれています');
    await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { isSoldOut: true });
    const soldOut = await send({ ...base, items: [{ itemId: r.beer.id, quantity: 1 }] });
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).error.message).toBe('売り切れの商品があります: 生ビール');
    expect((await (await r.admin.get('/api/orders')).json()).items).toEqual([]);
  });

  it('reaches neither another company’s seats nor its menu, and needs 注文確認', async () => {
    const r = await restaurant();
    const other = await t.seedCompany({ type: 'mobile-order', staffPermissions: { products: true } });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const seatOfOther = await otherAdmin.send('POST', '/api/orders', {
      seatId: r.seats[0].id,
      items: [{ itemId: r.beer.id, quantity: 1 }],
      requestKey: 'staff-order-x',
    });
    expect(seatOfOther.status).toBe(404);
    const ownSeat = (await (await otherAdmin.send('POST', '/api/seats', { name: 'B1' })).json()).items[0];
    const menuOfOther = await otherAdmin.send('POST', '/api/orders', {
      seatId: ownSeat.id,
      items: [{ itemId: r.beer.id, quantity: 1 }],
      requestKey: 'staff-order-y',
    });
    expect(menuOfOther.status).toBe(404);
    const staff = await t.signIn(other.staff.email, other.host);
    expect((await staff.send('POST', '/api/orders', { seatId: ownSeat.id, items: [], requestKey: 'staff-order-z' })).status).toBe(403);
    expect((await staff.get('/api/orders/seat-bills')).status).toBe(403);
    expect((await (await r.admin.get('/api/orders')).json()).items).toEqual([]);
  });
});

describe('座席とお会計', () => {
  it('gives each seat its current guests’ total without cancelled orders, and since when they sit', async () => {
    const r = await restaurant();
    const first = await placeOrderAt(r.a1, r.karaage.id, 'bill-first');
    const cancelled = await placeOrderAt(r.a1, r.beer.id, 'bill-second');
    await r.admin.send('PATCH', `/api/orders/${cancelled.id}`, { status: 'cancelled' });
    await placeOrderAt(r.a1, r.beer.id, 'bill-third');
    const bills = async () => (await (await r.admin.get('/api/orders/seat-bills')).json()).items;
    expect(await bills()).toEqual([
      {
        seatId: r.seats[0].id,
        seatName: 'A1',
        orderCount: 2,
        unservedCount: 2,
        total: 980 + 550,
        openedAt: first.createdAt,
        // The first diner's order opened the seat: nobody counted its guests.
        visit: { id: expect.any(String), adults: null, children: null, segment: null, openedAt: first.createdAt },
      },
      { seatId: r.seats[1].id, seatName: 'A2', orderCount: 0, unservedCount: 0, total: 0, openedAt: null, visit: null },
    ]);
    await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, { unserved: 'serve' });
    expect((await bills())[0]).toMatchObject({ orderCount: 0, total: 0, openedAt: null, visit: null });
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    expect((await (await otherAdmin.get('/api/orders/seat-bills')).json()).items).toEqual([]);
  });
});
