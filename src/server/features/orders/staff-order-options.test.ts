import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, seats } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { type RamenShop, seedRamenShop } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Line = { name: string; price: number; quantity: number; options?: { group: string; name: string; priceDelta: number }[] };

const staffOrder = (r: RamenShop, items: unknown[], requestKey: string, seat = 0) =>
  r.admin.send('POST', '/api/orders', { seatId: r.seats[seat].id, items, requestKey });
const board = async (r: RamenShop) => (await (await r.admin.get('/api/orders')).json()).items as { id: string; items: Line[] }[];
const history = async (r: RamenShop) =>
  (await (await r.admin.get('/api/history')).json()).items.map(
    (e: { label: string; targetLabel: string }) => `${e.label} ${e.targetLabel}`,
  );
const cartOf = async (r: RamenShop) =>
  (await (await r.a1('GET', '/cart')).json()).items.map((l: Line) => [l.name, l.options?.map((o) => o.name), l.quantity]);

describe('代理注文 with options: the diners’ order path', () => {
  it('prices the options on the server, keeps the seat’s cart and events as a diner’s order would, and names them in the history', async () => {
    const r = await seedRamenShop(t);
    await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds: r.pick('並') });
    const cartBefore = await cartOf(r);
    const res = await staffOrder(
      r,
      [
        { itemId: r.ramen.id, quantity: 1, choiceIds: r.pick('大盛り', '味玉') },
        { itemId: r.beer.id, quantity: 2 },
        // The same pick in another order is the same line.
        { itemId: r.ramen.id, quantity: 1, choiceIds: r.pick('味玉', '大盛り') },
      ],
      'staff-options-1',
    );
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order.items).toEqual([
      {
        itemId: r.ramen.id,
        name: 'ラーメン',
        price: 1070,
        quantity: 2,
        options: [
          { group: 'サイズ', name: '大盛り', priceDelta: 150 },
          { group: 'トッピング', name: '味玉', priceDelta: 120 },
        ],
      },
      { itemId: r.beer.id, name: '生ビール', price: 550, quantity: 2 },
    ]);
    expect(order.totalAmount).toBe(1070 * 2 + 550 * 2);
    // The guests' own cart at the seat is as it was.
    expect(await cartOf(r)).toEqual(cartBefore);
    expect((await board(r)).map((o) => o.id)).toEqual([order.id]);
    expect((await (await r.a1('GET', '/orders')).json()).items[0].items[0].options).toHaveLength(2);
    expect(await history(r)).toContain('代理注文 A1 ラーメン（大盛り・味玉） ×2、生ビール ×2（¥3,240）');
    // The board and the seat's phones hear the order; the seat's cart is not announced as emptied.
    const written = await t.db
      .select({ topic: events.topic, type: events.type, data: events.data })
      .from(events)
      .where(eq(events.companyId, r.seed.companyId))
      .orderBy(asc(events.id));
    expect(written.slice(-2).map(({ topic, type }) => ({ topic, type }))).toEqual([
      { topic: `seat:${r.seats[0].id}`, type: 'order.created' },
      { topic: 'company', type: 'order.created' },
    ]);
    // The alert carries the order as the board lists it: the database writes the one, toOrderView the other.
    expect(written.at(-1)?.data).toEqual((await board(r)).find((o) => o.id === order.id));

    // The same key again (a double tap, a retry after a lost answer) is the same order.
    const again = await staffOrder(r, [{ itemId: r.beer.id, quantity: 1 }], 'staff-options-1');
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(order.id);
    expect(await board(r)).toHaveLength(1);
  });

  it('takes no price from the browser: a line with a price is refused, and the menu’s price is the order’s', async () => {
    const r = await seedRamenShop(t);
    const priced = await staffOrder(r, [{ itemId: r.ramen.id, quantity: 1, choiceIds: r.pick('並'), price: 1 }], 'staff-price-1');
    expect(priced.status).toBe(400);
    const res = await staffOrder(r, [{ itemId: r.ramen.id, quantity: 1, choiceIds: r.pick('小盛り', 'のり') }], 'staff-price-2');
    expect((await res.json()).totalAmount).toBe(800 - 100 + 80);
  });

  it('refuses a missing required option, too many, a sold-out or another item’s choice in Japanese, writing nothing', async () => {
    const r = await seedRamenShop(t);
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const refused = async (choiceIds: string[], status: number, message: string) => {
      const res = await staffOrder(
        r,
        [
          { itemId: r.beer.id, quantity: 1 },
          { itemId: r.ramen.id, quantity: 1, choiceIds },
        ],
        'staff-bad',
      );
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toBe(message);
    };
    await refused([], 400, 'ラーメン: 「サイズ」を選んでください');
    await refused(r.pick('並', '味玉', 'のり', '大盛り'), 400, 'ラーメン: 「サイズ」は1つまで選べます');
    await refused(r.pick('並', 'チャーシュー'), 409, '売り切れの商品があります: ラーメン');
    const other = await seedRamenShop(t);
    await refused([...r.pick('並'), ...other.pick('味玉')], 400, 'ラーメン: 選べないオプションが含まれています。選び直してください');
    // The beer takes no options.
    const plain = await staffOrder(r, [{ itemId: r.beer.id, quantity: 1, choiceIds: r.pick('並') }], 'staff-bad');
    expect((await plain.json()).error.message).toBe('生ビール: 選べないオプションが含まれています。選び直してください');

    expect(await board(r)).toEqual([]);
    expect((await history(r)).filter((entry: string) => entry.startsWith('代理注文'))).toEqual([]);
    expect(await cartOf(r)).toEqual([['生ビール', [], 1]]);
    // The key of a refused order is still free.
    expect((await staffOrder(r, [{ itemId: r.ramen.id, quantity: 1, choiceIds: r.pick('並') }], 'staff-bad')).status).toBe(201);
  });
});

/** A moment in Japan; 2026-11-25 is a Wednesday. Only Date is faked: timers and I/O run as usual. */
const at = (local: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${local}+09:00`));
};

describe('代理注文 and the ordering hours', () => {
  it('is taken past ラストオーダー until closing, when diners are refused, and refused once closed', async () => {
    const r = await seedRamenShop(t);
    // 毎日 17:00–翌2:00, ラストオーダー 翌1:30; 平日 11:00–14:00.
    const hours = [
      { days: 0b1111111, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 },
      { days: 0b0111110, opensAt: 11 * 60, closesAt: 14 * 60, lastOrderAt: null },
    ];
    expect((await r.admin.send('PUT', '/api/seats/ordering-hours', { items: hours })).status).toBe(200);
    // The seats were made just now, in real time: their guests sat down before the evening played here.
    await t.db.update(seats).set({ sessionStartedAt: Date.parse('2026-11-25T22:00:00+09:00') });
    at('2026-11-25T23:00:00');
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });

    at('2026-11-26T01:45:00');
    const diner = await r.a1('POST', '/orders', { requestKey: 'diner-after-last-order' });
    expect((await diner.json()).error.message).toBe('ラストオーダーの時間を過ぎました。次の受付開始は 11:00 です。');
    const grace = await staffOrder(r, [{ itemId: r.beer.id, quantity: 1 }], 'staff-after-last-order', 1);
    expect(grace.status).toBe(201);

    at('2026-11-26T02:30:00');
    const closed = await staffOrder(r, [{ itemId: r.beer.id, quantity: 1 }], 'staff-after-closing', 1);
    expect(closed.status).toBe(409);
    expect((await closed.json()).error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 11:00 です。');
    expect((await board(r)).map((o) => o.items.map((l) => l.name))).toEqual([['生ビール']]);
    // A retry of the order taken in the grace is still answered with it after closing.
    expect((await staffOrder(r, [{ itemId: r.beer.id, quantity: 1 }], 'staff-after-last-order', 1)).status).toBe(200);
  });
});
