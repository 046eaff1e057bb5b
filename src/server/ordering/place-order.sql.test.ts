import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaByKey } from '@/core/permissions';
import { cartItems, companies, events, menuItems, oems, orderingHours, pushSubscriptions, seats, sessions, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { type RamenShop, seedRamenShop } from '../test/restaurant';

/**
 * place_order_v1 of migration 0031, called as the server calls it, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: the refusals in their order, the replay of a request key, the
 * numbering, the pricing and what a placed order writes.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Source = { kind: 'cart'; token: string } | { kind: 'entered'; lines: { itemId: string; optionKey: string; quantity: number }[] };
type Outcome = { outcome: string; [key: string]: unknown };
type PlacedOrder = { id: string; orderNo: string; items: unknown[]; totalAmount: number; createdAt: number };

async function value<T>(call: SQL): Promise<T> {
  const result = await t.db.execute(sql`select ${call} as value`);
  return (result as unknown as { rows: { value: T }[] }).rows[0]?.value as T;
}

function place(r: RamenShop, source: Source, requestKey: string, now = Date.now(), seat = 0) {
  return value<Outcome>(sql`place_order_v1(${r.seed.companyId}::text, ${r.seats[seat].id}::text, ${JSON.stringify(source)}::jsonb,
    ''::text, ${requestKey}::text, ${now}::bigint)`);
}

const cart = (r: RamenShop, seat = 0): Source => ({ kind: 'cart', token: r.seats[seat].token });
const entered = (...lines: [string, string[], number][]): Source => ({
  kind: 'entered',
  lines: lines.map(([itemId, choiceIds, quantity]) => ({ itemId, optionKey: [...choiceIds].sort().join('.'), quantity })),
});
const inCart = (r: RamenShop, itemId: string, choiceIds: string[], addedAt: number, quantity = 1) =>
  t.db.insert(cartItems).values({
    companyId: r.seed.companyId,
    seatId: r.seats[0].id,
    itemId,
    optionKey: [...choiceIds].sort().join('.'),
    quantity,
    addedAt,
  });
const soldOut = (itemId: string, isSoldOut = true) => t.db.update(menuItems).set({ isSoldOut }).where(eq(menuItems.id, itemId));
/** 11:00–14:00 every day: closed at 3:00 in Japan. */
const lunchOnly = (r: RamenShop) =>
  t.db.insert(orderingHours).values({ id: crypto.randomUUID(), companyId: r.seed.companyId, days: 127, opensAt: 660, closesAt: 840 });
const atThreeInTheMorning = Date.parse('2026-11-25T03:00:00+09:00');
const eventsOf = (companyId: string) =>
  t.db
    .select({ topic: events.topic, type: events.type, data: events.data })
    .from(events)
    .where(eq(events.companyId, companyId))
    .orderBy(asc(events.id));

describe('place_order_v1 refuses for the first reason, in the order of business priority', () => {
  it('no seat: a wrong token, a suspended company, a partner without table ordering, another company’s seat — before a replay', async () => {
    const r = await seedRamenShop(t);
    await inCart(r, r.beer.id, [], 1);
    expect(await place(r, cart(r), 'seat-key')).toMatchObject({ outcome: 'placed' });
    expect(await place(r, { kind: 'cart', token: 'not-the-token' }, 'seat-key')).toEqual({ outcome: 'noSeat' });
    await t.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, r.seed.companyId));
    expect(await place(r, cart(r), 'seat-key')).toEqual({ outcome: 'noSeat' });
    await t.db.update(companies).set({ status: 'active' }).where(eq(companies.id, r.seed.companyId));
    await t.db.update(oems).set({ type: 'standard' }).where(eq(oems.id, r.seed.oemId));
    expect(await place(r, cart(r), 'seat-key')).toEqual({ outcome: 'noSeat' });
    await t.db.update(oems).set({ type: 'mobile-order' }).where(eq(oems.id, r.seed.oemId));
    expect(await place(r, cart(r), 'seat-key')).toMatchObject({ outcome: 'replayed' });
    // A member names the seat by its id alone: another company's seat is none of theirs.
    const other = await seedRamenShop(t);
    const staffOrder = entered([other.beer.id, [], 1]);
    const placed = await value<Outcome>(sql`place_order_v1(${other.seed.companyId}::text, ${r.seats[0].id}::text,
      ${JSON.stringify(staffOrder)}::jsonb, ''::text, 'seat-key'::text, ${Date.now()}::bigint)`);
    expect(placed).toEqual({ outcome: 'noSeat' });
  });

  it('a request key that placed an order answers that order, even once closed, writing nothing', async () => {
    const r = await seedRamenShop(t);
    const first = await place(r, entered([r.beer.id, [], 2]), 'replay-key', atThreeInTheMorning);
    await lunchOnly(r);
    const written = (await eventsOf(r.seed.companyId)).length;
    const again = await place(r, entered([r.karaage.id, [], 1]), 'replay-key', atThreeInTheMorning);
    expect(again).toEqual({ outcome: 'replayed', order: first.order });
    expect(await eventsOf(r.seed.companyId)).toHaveLength(written);
  });

  it('closed before anything wrong with the lines; an unknown item before an unknown choice', async () => {
    const r = await seedRamenShop(t);
    const other = await seedRamenShop(t);
    const wrong = entered(['no-such-item', [], 1], [r.ramen.id, [...r.pick('並'), ...other.pick('味玉')], 1]);
    await lunchOnly(r);
    expect(await place(r, wrong, 'closed-key', atThreeInTheMorning)).toEqual({ outcome: 'closed' });
    expect(await place(r, wrong, 'closed-key', Date.parse('2026-11-25T12:00:00+09:00'))).toEqual({ outcome: 'missingItem' });
  });

  it('an unknown choice before a sold-out item, naming the item', async () => {
    const r = await seedRamenShop(t);
    const other = await seedRamenShop(t);
    await soldOut(r.beer.id);
    const lines = entered([r.beer.id, [], 1], [r.ramen.id, [...r.pick('並'), ...other.pick('味玉')], 1]);
    expect(await place(r, lines, 'unknown-key')).toEqual({
      outcome: 'unknownChoice',
      item: 'ラーメン',
      problem: { o: 0, kind: 'unknown', name: null, n: 0, min: 0, max: 0 },
    });
  });

  it('sold out before a broken rule, naming every sold-out line in the cart’s order; then the rule; nothing taken', async () => {
    const r = await seedRamenShop(t);
    await inCart(r, r.karaage.id, [], 30);
    await inCart(r, r.beer.id, [], 10);
    // A sold-out choice (チャーシュー) makes its line sold out; the ramen without a size breaks サイズ's rule.
    await inCart(r, r.ramen.id, r.pick('並', 'チャーシュー'), 20);
    await inCart(r, r.ramen.id, [], 40);
    await soldOut(r.beer.id);
    await soldOut(r.karaage.id);
    expect(await place(r, cart(r), 'sold-out-key')).toEqual({ outcome: 'soldOut', names: ['生ビール', 'ラーメン', '唐揚げ定食'] });
    await soldOut(r.beer.id, false);
    await soldOut(r.karaage.id, false);
    await t.db
      .delete(cartItems)
      .where(and(eq(cartItems.seatId, r.seats[0].id), eq(cartItems.optionKey, r.pick('並', 'チャーシュー').sort().join('.'))));
    expect(await place(r, cart(r), 'sold-out-key')).toMatchObject({
      outcome: 'choiceRule',
      item: 'ラーメン',
      problem: { kind: 'count', name: 'サイズ', n: 0, min: 1, max: 1 },
    });
    const left = await t.db.select().from(cartItems).where(eq(cartItems.seatId, r.seats[0].id));
    expect(left).toHaveLength(3);
  });

  it('nothing to order: an empty cart, told apart from one a seatmate’s order took moments ago', async () => {
    const r = await seedRamenShop(t);
    const now = Date.now();
    expect(await place(r, cart(r), 'empty-1', now)).toEqual({ outcome: 'empty', isSeatmateOrder: false });
    await inCart(r, r.beer.id, [], now);
    expect(await place(r, cart(r), 'seatmate-order', now)).toMatchObject({ outcome: 'placed' });
    expect(await place(r, cart(r), 'empty-2', now + 1000)).toEqual({ outcome: 'empty', isSeatmateOrder: true });
    expect(await place(r, cart(r), 'empty-3', now + 180_000)).toEqual({ outcome: 'empty', isSeatmateOrder: false });
    // After 会計済み the seat's new guests did not order yet.
    await t.db
      .update(seats)
      .set({ sessionStartedAt: now + 5000 })
      .where(eq(seats.id, r.seats[0].id));
    expect(await place(r, cart(r), 'empty-4', now + 6000)).toEqual({ outcome: 'empty', isSeatmateOrder: false });
  });
});

describe('place_order_v1 places', () => {
  it('prices the lines from the menu with the options’ differences, never below 0, in the order entered', async () => {
    const r = await seedRamenShop(t);
    const lines = entered([r.ramen.id, r.pick('大盛り', '味玉'), 2], [r.beer.id, [], 1], [r.ramen.id, r.pick('小盛り'), 1]);
    const placed = await place(r, lines, 'priced-key');
    const order = placed.order as PlacedOrder;
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
      { itemId: r.beer.id, name: '生ビール', price: 550, quantity: 1 },
      { itemId: r.ramen.id, name: 'ラーメン', price: 700, quantity: 1, options: [{ group: 'サイズ', name: '小盛り', priceDelta: -100 }] },
    ]);
    expect(order.totalAmount).toBe(1070 * 2 + 550 + 700);
    // A choice worth more off than the item costs makes the line free, not negative.
    await t.db.update(menuItems).set({ price: 50 }).where(eq(menuItems.id, r.ramen.id));
    const free = (await place(r, entered([r.ramen.id, r.pick('小盛り'), 3]), 'free-key')).order as PlacedOrder;
    expect(free.items).toMatchObject([{ name: 'ラーメン', price: 0, quantity: 3 }]);
    expect(free.totalAmount).toBe(0);
  });

  it('numbers each order with its time in ms, above the seat’s last one', async () => {
    const r = await seedRamenShop(t);
    const at = Date.now() + 60_000;
    const numbers: string[] = [];
    for (const [key, now] of [
      ['n-1', at],
      ['n-2', at],
      ['n-3', at - 5000],
    ] as const) {
      numbers.push(((await place(r, entered([r.beer.id, [], 1]), key, now)).order as PlacedOrder).orderNo);
    }
    expect(numbers).toEqual([String(at), String(at + 1), String(at + 2)]);
    // Another seat numbers on its own.
    expect(((await place(r, entered([r.beer.id, [], 1]), 'n-4', at, 1)).order as PlacedOrder).orderNo).toBe(String(at));
  });

  it('takes the cart, writes the seat’s and the staff’s events, and answers the order as the board lists it', async () => {
    const r = await seedRamenShop(t);
    await inCart(r, r.karaage.id, [], 2, 2);
    await inCart(r, r.beer.id, [], 1);
    const before = (await eventsOf(r.seed.companyId)).length;
    const placed = await place(r, cart(r), 'events-key');
    const order = placed.order as PlacedOrder;
    expect(order.items).toEqual([
      { itemId: r.beer.id, name: '生ビール', price: 550, quantity: 1 },
      { itemId: r.karaage.id, name: '唐揚げ定食', price: 980, quantity: 2 },
    ]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.seatId, r.seats[0].id))).toEqual([]);
    expect((await eventsOf(r.seed.companyId)).slice(before)).toEqual([
      { topic: `seat:${r.seats[0].id}`, type: 'cart.changed', data: { cart: { items: [], totalAmount: 0 } } },
      { topic: `seat:${r.seats[0].id}`, type: 'order.created', data: { id: order.id } },
      { topic: 'company', type: 'order.created', data: order },
    ]);
    const board = await (await r.admin.get('/api/orders')).json();
    expect(board.items).toEqual([order]);
    // A member's order leaves the seat's cart alone and says nothing of it.
    await inCart(r, r.beer.id, [], 3);
    const count = (await eventsOf(r.seed.companyId)).length;
    await place(r, entered([r.karaage.id, [], 1]), 'entered-key');
    expect((await eventsOf(r.seed.companyId)).slice(count).map((e) => e.type)).toEqual(['order.created', 'order.created']);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.seatId, r.seats[0].id))).toHaveLength(1);
  });

  it('names the staff devices to push to: live sessions of active members who may open 注文確認', async () => {
    const r = await seedRamenShop(t);
    const staff = r.seed.staff as { id: string; email: string };
    await t.signIn(staff.email, r.seed.host);
    const device = async (userId: string) => {
      const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      const id = crypto.randomUUID();
      await t.db.insert(pushSubscriptions).values({
        id,
        userId,
        companyId: r.seed.companyId,
        sessionId: session?.id,
        endpoint: `https://push.example/${id}`,
        p256dh: 'key',
        auth: 'auth',
      });
      return id;
    };
    const admins = await device(r.seed.admin.id);
    const staffs = await device(staff.id);
    const pushed = async (key: string) =>
      ((await place(r, entered([r.beer.id, [], 1]), key)).pushDevices as { id: string }[]).map((d) => d.id).sort();
    expect(await pushed('push-1')).toEqual([admins]);
    // The flag is 注文確認's as core's permission table names it.
    await t.db
      .update(users)
      .set({ permissions: { [areaByKey('orders').flag]: true } })
      .where(eq(users.id, staff.id));
    expect(await pushed('push-2')).toEqual([admins, staffs].sort());
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    expect(await pushed('push-3')).toEqual([admins]);
  });
});
