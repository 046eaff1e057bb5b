import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A moment in Japan; 2026-11-25 is a Wednesday. Only Date is faked: timers and I/O run as usual. */
const at = (local: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${local}+09:00`));
};

/** 毎日 17:00–翌2:00, ラストオーダー 翌1:30 (minutes from the day's 0:00), and 平日 11:00–14:00. */
const night = { days: 0b1111111, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 };
const lunch = { days: 0b0111110, opensAt: 11 * 60, closesAt: 14 * 60, lastOrderAt: null };

async function nightShop() {
  const r = await seedRestaurant(t);
  const saved = await r.admin.send('PUT', '/api/seats/ordering-hours', { items: [night, lunch] });
  expect(saved.status).toBe(200);
  return r;
}

describe('ordering hours', () => {
  it('takes orders across midnight until the last order, then refuses with the reason and the next opening', async () => {
    const r = await nightShop();
    at('2026-11-25T23:00:00');
    expect((await r.a1('POST', '/cart/items', { itemId: r.beer.id })).status).toBe(200);
    at('2026-11-26T01:29:00');
    expect((await r.a1('POST', '/cart/items', { itemId: r.karaage.id })).status).toBe(200);

    at('2026-11-26T01:45:00');
    const late = await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe('ラストオーダーの時間を過ぎました。次の受付開始は 11:00 です。');
    const order = await r.a1('POST', '/orders', { requestKey: 'after-last-order' });
    expect(order.status).toBe(409);
    expect((await order.json()).error.message).toBe('ラストオーダーの時間を過ぎました。次の受付開始は 11:00 です。');
    // Nothing changed: the two lines wait in the cart, no order was placed.
    const cart = await (await r.a1('GET', '/cart')).json();
    expect(cart.items.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['生ビール', 1],
      ['唐揚げ定食', 1],
    ]);
    expect((await (await r.a1('GET', '/orders')).json()).items).toEqual([]);

    at('2026-11-26T12:00:00');
    expect((await r.a1('POST', '/orders', { requestKey: 'at-lunch-time' })).status).toBe(201);
  });

  it('names the next opening outside the hours, a closed day included', async () => {
    const r = await nightShop();
    at('2026-11-25T15:30:00');
    const res = await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await res.json()).error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 17:00 です。');
    await r.admin.send('PUT', '/api/seats/ordering-hours', { items: [lunch] });
    at('2026-11-28T15:30:00');
    const saturday = await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await saturday.json()).error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 11月30日(月) 11:00 です。');
  });

  it('goes with the seat menu, and no periods means always open', async () => {
    const r = await nightShop();
    const menu = await (await r.a1('GET', '')).json();
    expect(menu.orderingHours).toEqual([night, lunch]);
    await r.admin.send('PUT', '/api/seats/ordering-hours', { items: [] });
    at('2026-11-25T04:00:00');
    expect((await r.a1('POST', '/cart/items', { itemId: r.beer.id })).status).toBe(200);
  });

  it('refuses periods that cannot be, with Japanese messages, changing nothing', async () => {
    const r = await nightShop();
    const save = (period: Record<string, unknown>) => r.admin.send('PUT', '/api/seats/ordering-hours', { items: [period] });
    const backwards = await save({ ...night, closesAt: 16 * 60 });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain('終了時刻は開始時刻より後（24時間以内）にしてください');
    const lastOrder = await save({ ...night, lastOrderAt: 27 * 60 });
    expect(JSON.stringify(await lastOrder.json())).toContain('ラストオーダーは受付時間（17:00〜翌2:00）の間にしてください');
    const noDays = await save({ ...night, days: 0 });
    expect(JSON.stringify(await noDays.json())).toContain('曜日を1つ以上選んでください');
    expect((await (await r.admin.get('/api/seats/ordering-hours')).json()).items).toEqual([night, lunch]);
  });

  it('are each company’s own, and need 座席設定', async () => {
    const r = await nightShop();
    const other = await seedRestaurant(t);
    expect((await (await other.admin.get('/api/seats/ordering-hours')).json()).items).toEqual([]);
    await other.admin.send('PUT', '/api/seats/ordering-hours', { items: [lunch] });
    expect((await (await r.admin.get('/api/seats/ordering-hours')).json()).items).toEqual([night, lunch]);
    // The change is in the operation history.
    const history = await (await r.admin.get('/api/history')).json();
    expect(history.items.map((i: { operationType: string }) => i.operationType)).toContain('orders.hours.update');
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    expect((await staff.get('/api/seats/ordering-hours')).status).toBe(403);
    expect((await staff.send('PUT', '/api/seats/ordering-hours', { items: [] })).status).toBe(403);
  });
});
