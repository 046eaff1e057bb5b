import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderingException, type OrderingPeriod, orderingStatus } from '@/core/ordering-hours';
import { maxCartQuantity } from '@/core/schemas/orders';
import { events, menuItems, orderingExceptions, orderingHours } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { type RamenShop, seedRamenShop } from '../test/restaurant';

/**
 * The rules of migration 0031 that placing an order shares with adding to the cart, called
 * directly on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the ordering hours in Japan's
 * time, and add_to_cart_v1 with the cart it answers.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function value<T>(call: SQL): Promise<T> {
  const result = await t.db.execute(sql`select ${call} as value`);
  return (result as unknown as { rows: { value: T }[] }).rows[0]?.value as T;
}

const jst = (local: string) => Date.parse(`${local}+09:00`);
const minute = 60_000;

async function setHours(companyId: string, periods: OrderingPeriod[], exceptions: OrderingException[] = []) {
  for (const [sortOrder, p] of periods.entries())
    await t.db.insert(orderingHours).values({ id: crypto.randomUUID(), companyId, sortOrder, ...p });
  for (const e of exceptions) {
    const rows = e.periods.length > 0 ? e.periods : [{ opensAt: null, closesAt: null, lastOrderAt: null }];
    for (const [sortOrder, p] of rows.entries()) {
      await t.db.insert(orderingExceptions).values({ id: crypto.randomUUID(), companyId, day: e.date, sortOrder, ...p });
    }
  }
}

/** Whether each moment is closed by ordering_closed_v1, for a diner or for staff, in one statement. */
async function closedAt(companyId: string, moments: number[], taker: 'diner' | 'staff'): Promise<boolean[]> {
  const result = await t.db.execute(sql`select ordering_closed_v1(${companyId}::text, m, ${taker}::text) as closed
    from unnest(${`{${moments.join(',')}}`}::bigint[]) with ordinality as x(m, i) order by i`);
  return (result as unknown as { rows: { closed: boolean }[] }).rows.map((row) => row.closed);
}

/** 毎日 17:00–翌2:00 (ラストオーダー 翌1:30) and 平日 11:00–14:00; 木曜 26日 臨時休業; 金曜 27日 11:00–15:00 and 20:00–翌3:00. */
const night = { days: 0b1111111, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 };
const lunch = { days: 0b0111110, opensAt: 11 * 60, closesAt: 14 * 60, lastOrderAt: null };
const closedDay = { date: '2026-11-26', periods: [] };
const holiday = {
  date: '2026-11-27',
  periods: [
    { opensAt: 11 * 60, closesAt: 15 * 60, lastOrderAt: null },
    { opensAt: 20 * 60, closesAt: 27 * 60, lastOrderAt: null },
  ],
};

describe('ordering_closed_v1', () => {
  it('follows orderingStatus of core every 5 minutes for three days, for diners and for staff', async () => {
    const r = await seedRamenShop(t);
    await setHours(r.seed.companyId, [night, lunch], [closedDay, holiday]);
    const moments = Array.from({ length: (72 * 60) / 5 }, (_, i) => jst('2026-11-25T06:00:00') + i * 5 * minute);
    const untilClosing = <T extends { lastOrderAt: number | null }>(list: T[]) => list.map((p) => ({ ...p, lastOrderAt: null }));
    const core = (taker: 'diner' | 'staff') =>
      moments.map((m) =>
        taker === 'diner'
          ? !orderingStatus([night, lunch], m, [closedDay, holiday]).isOpen
          : !orderingStatus(untilClosing([night, lunch]), m, [closedDay, { ...holiday, periods: untilClosing(holiday.periods) }]).isOpen,
      );
    expect(await closedAt(r.seed.companyId, moments, 'diner')).toEqual(core('diner'));
    expect(await closedAt(r.seed.companyId, moments, 'staff')).toEqual(core('staff'));
  });

  it('runs a period past midnight into the next day, diners until ラストオーダー and staff until closing', async () => {
    const r = await seedRamenShop(t);
    await setHours(r.seed.companyId, [night, lunch], [closedDay, holiday]);
    const moments = [
      '2026-11-25T16:59',
      '2026-11-25T17:00',
      '2026-11-25T23:59',
      '2026-11-26T00:00',
      '2026-11-26T01:29',
      '2026-11-26T01:30',
    ];
    const later = ['2026-11-26T01:59', '2026-11-26T02:00', '2026-11-26T18:00', '2026-11-28T02:59', '2026-11-28T03:00'];
    const all = [...moments, ...later].map((local) => jst(`${local}:00`));
    expect(await closedAt(r.seed.companyId, all, 'diner')).toEqual([true, false, false, false, false, true, true, true, true, false, true]);
    expect(await closedAt(r.seed.companyId, all, 'staff')).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      true,
    ]);
  });

  it('takes the date and the minute in Japan, not in UTC', async () => {
    const r = await seedRamenShop(t);
    // Open all day but on the 26th, whose 0:00 in Japan is 15:00 UTC on the 25th.
    await setHours(r.seed.companyId, [{ days: 0b1111111, opensAt: 0, closesAt: 1440, lastOrderAt: null }], [closedDay]);
    const moments = ['2026-11-25T23:59:59', '2026-11-26T00:00:00', '2026-11-26T08:30:00', '2026-11-26T23:59:59', '2026-11-27T00:00:00'];
    expect(await closedAt(r.seed.companyId, moments.map(jst), 'diner')).toEqual([false, true, true, true, false]);
  });

  it('is open at any time for a company without hours, and another company’s hours close nothing', async () => {
    const r = await seedRamenShop(t);
    const other = await seedRamenShop(t);
    await setHours(other.seed.companyId, [lunch], [closedDay]);
    const moments = ['2026-11-25T04:00:00', '2026-11-26T12:00:00'].map(jst);
    expect(await closedAt(r.seed.companyId, moments, 'diner')).toEqual([false, false]);
    expect(await closedAt(other.seed.companyId, moments, 'diner')).toEqual([true, true]);
  });
});

type Added = { outcome: string; cart?: { items: { quantity: number }[]; totalAmount: number }; [key: string]: unknown };

function add(r: RamenShop, itemId: string, choiceIds: string[], quantity = 1, now = Date.now(), token = r.seats[0].token) {
  const key = [...choiceIds].sort().join('.');
  return value<Added>(sql`add_to_cart_v1(${r.seed.companyId}::text, ${r.seats[0].id}::text, ${token}::text, ${itemId}::text,
    ${key}::text, ${quantity}::int, ${maxCartQuantity}::int, ${now}::bigint)`);
}

describe('add_to_cart_v1', () => {
  it('refuses for the first reason: the seat, the item, the hours, a sold-out item, then the pick', async () => {
    const r = await seedRamenShop(t);
    await setHours(r.seed.companyId, [lunch]);
    const closed = jst('2026-11-25T03:00:00');
    const open = jst('2026-11-25T12:00:00');
    expect(await add(r, 'no-such-item', [], 1, closed, 'not-the-token')).toEqual({ outcome: 'noSeat' });
    expect(await add(r, 'no-such-item', [], 1, closed)).toEqual({ outcome: 'noItem' });
    await t.db.update(menuItems).set({ isSoldOut: true }).where(eq(menuItems.id, r.ramen.id));
    expect(await add(r, r.ramen.id, [], 1, closed)).toEqual({ outcome: 'closed' });
    expect(await add(r, r.ramen.id, [], 1, open)).toEqual({ outcome: 'soldOut', name: 'ラーメン' });
    await t.db.update(menuItems).set({ isSoldOut: false }).where(eq(menuItems.id, r.ramen.id));
    expect(await add(r, r.ramen.id, r.pick('並', 'チャーシュー'), 1, open)).toEqual({
      outcome: 'choiceProblem',
      problem: { o: 1, kind: 'soldOut', name: 'チャーシュー', n: 0, min: 0, max: 0 },
    });
    expect(await add(r, r.ramen.id, [], 1, open)).toMatchObject({ outcome: 'choiceProblem', problem: { kind: 'count', name: 'サイズ' } });
    expect((await (await r.a1('GET', '/cart')).json()).items).toEqual([]);
  });

  it('adds to the line of the same pick up to the most a line holds, and answers the cart the GET and the event give', async () => {
    const r = await seedRamenShop(t);
    const now = Date.now();
    await add(r, r.ramen.id, r.pick('大盛り', '味玉'), 2, now);
    await add(r, r.beer.id, [], 1, now + 1);
    // The line added to moves to the end: its time is the latest addition's.
    const added = await add(r, r.ramen.id, r.pick('味玉', '大盛り'), maxCartQuantity, now + 2);
    expect(added.outcome).toBe('added');
    expect(added.cart?.items.map((line) => line.quantity)).toEqual([1, maxCartQuantity]);
    expect(added.cart?.totalAmount).toBe(550 + 1070 * maxCartQuantity);
    expect(await (await r.a1('GET', '/cart')).json()).toEqual(added.cart);
    const written = await t.db
      .select({ topic: events.topic, type: events.type, data: events.data })
      .from(events)
      .where(eq(events.companyId, r.seed.companyId))
      .orderBy(asc(events.id));
    expect(written.at(-1)).toEqual({ topic: `seat:${r.seats[0].id}`, type: 'cart.changed', data: { cart: added.cart } });
  });
});
