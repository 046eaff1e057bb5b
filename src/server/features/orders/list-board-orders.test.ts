import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/core/order-rules';
import { orders, seats } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';
import { listBoardOrders, startOfTodayJst } from './list-board-orders';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const jst = (local: string) => Date.parse(`${local}+09:00`);

/** An order as it is stored, at a fixed moment (no seat unless given: only the board's reading matters here). */
const orderRow = (companyId: string, label: string, status: OrderStatus, at: number, seatId: string | null = null) => ({
  id: crypto.randomUUID(),
  companyId,
  seatId,
  orderNo: String(at),
  seatName: label,
  items: [{ itemId: 'x', name: '枝豆', price: 380, quantity: 1 }],
  totalAmount: 380,
  status,
  requestKey: crypto.randomUUID(),
  createdAtMs: at,
});

async function storedOrder(companyId: string, label: string, status: OrderStatus, at: number) {
  await t.db.insert(orders).values(orderRow(companyId, label, status, at));
}

describe('注文確認: which orders the board shows, in which order', () => {
  it('starts the restaurant’s day at 00:00 in Japan, whatever the server’s clock zone', () => {
    expect(startOfTodayJst(jst('2026-11-24T00:30:00'))).toBe(jst('2026-11-24T00:00:00'));
    expect(startOfTodayJst(jst('2026-11-23T23:59:59'))).toBe(jst('2026-11-23T00:00:00'));
    expect(startOfTodayJst(jst('2026-11-24T08:59:00'))).toBe(jst('2026-11-24T00:00:00'));
  });

  it('keeps open orders past midnight until handled, oldest first, then today’s finished ones, newest first', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const other = await t.seedCompany({ type: 'mobile-order' });
    await storedOrder(seed.companyId, '二日前の調理中', 'cooking', jst('2026-11-22T20:00:00'));
    await storedOrder(seed.companyId, '昨夜の新規', 'new', jst('2026-11-23T23:10:00'));
    await storedOrder(seed.companyId, '昨夜の提供済', 'served', jst('2026-11-23T22:00:00'));
    await storedOrder(seed.companyId, '今日の提供済', 'served', jst('2026-11-24T00:20:00'));
    await storedOrder(seed.companyId, '今日のキャンセル', 'cancelled', jst('2026-11-24T00:40:00'));
    await storedOrder(seed.companyId, '今の新規', 'new', jst('2026-11-24T01:00:00'));
    await storedOrder(other.companyId, 'よその新規', 'new', jst('2026-11-24T01:05:00'));

    const board = await listBoardOrders(t.db, { companyId: seed.companyId }, jst('2026-11-24T01:30:00'));
    expect(board.items.map((o) => o.seatName)).toEqual(['二日前の調理中', '昨夜の新規', '今の新規', '今日のキャンセル', '今日の提供済']);
  });

  it('answers GET /api/orders the same way: an open order of days ago on top, a finished one of days ago gone', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const now = Date.now();
    await storedOrder(seed.companyId, '今の新規', 'new', now - 60_000);
    await storedOrder(seed.companyId, '三日前の新規', 'new', now - 3 * 86_400_000);
    await storedOrder(seed.companyId, '三日前の提供済', 'served', now - 3 * 86_400_000 + 1);
    const res = await admin.get('/api/orders');
    expect(res.status).toBe(200);
    expect((await res.json()).items.map((o: { seatName: string }) => o.seatName)).toEqual(['三日前の新規', '今の新規']);
  });
});

type Board = { items: { id: string; seatId: string | null; seatName: string; status: string }[]; hiddenOpen: Hidden[] };
type Hidden = { seatId: string | null; seatName: string; count: number; before: string };

describe('注文確認: one seat’s many open orders never hide another seat’s', () => {
  it('shows every seat’s newest open orders, counts the older ones of a seat and pages them', async () => {
    const r = await seedRestaurant(t);
    const [a1, a2] = r.seats as { id: string; name: string }[];
    // 520 open orders from A1's phone, placed over the last hour, then one real order from A2.
    const start = Date.now() - 3_600_000;
    const flood = Array.from({ length: 520 }, (_, i) => orderRow(r.seed.companyId, 'A1', 'new', start + i * 1_000, a1?.id));
    await t.db.insert(orders).values(flood);
    // Stored as A1's current guests' orders: their session began before the first of them.
    await t.db
      .update(seats)
      .set({ sessionStartedAt: start })
      .where(eq(seats.id, a1?.id ?? ''));
    const fromA2 = await placeOrderAt(r.a2, r.beer.id, 'a2-first');

    const res = await r.admin.get('/api/orders');
    expect(res.status).toBe(200);
    const board = (await res.json()) as Board;
    expect(board.items.find((o) => o.id === fromA2.id)).toMatchObject({ seatId: a2?.id, seatName: 'A2', status: 'new' });
    // A1's newest 50, oldest first, then A2's order (the newest of all).
    const newestOfA1 = flood.slice(-50).map((o) => o.id);
    expect(board.items.map((o) => o.id)).toEqual([...newestOfA1, fromA2.id]);
    expect(board.hiddenOpen).toEqual([{ seatId: a1?.id, seatName: 'A1', count: 470, before: newestOfA1[0] }]);

    // 古い注文を表示, page after page, until A1 has nothing left out.
    const paged: string[] = [];
    let hidden: Hidden | null = board.hiddenOpen[0] ?? null;
    const counts: number[] = [];
    while (hidden) {
      const page = await r.admin.get(`/api/orders/older?before=${hidden.before}`);
      expect(page.status).toBe(200);
      const body = (await page.json()) as { items: Board['items']; hidden: Hidden | null };
      expect(body.items.every((o) => o.seatId === a1?.id && o.status === 'new')).toBe(true);
      paged.unshift(...body.items.map((o) => o.id));
      hidden = body.hidden;
      counts.push(hidden?.count ?? 0);
    }
    expect(counts).toEqual([420, 370, 320, 270, 220, 170, 120, 70, 20, 0]);
    expect([...paged, ...newestOfA1]).toEqual(flood.map((o) => o.id));
  });

  it('groups the open orders of deleted seats like a seat’s, under 削除した座席', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const start = Date.now() - 3_600_000;
    const left = Array.from({ length: 53 }, (_, i) => orderRow(seed.companyId, `消した席${i % 2}`, 'cooking', start + i * 1_000));
    await t.db.insert(orders).values(left);
    const board = (await (await admin.get('/api/orders')).json()) as Board;
    expect(board.items.map((o) => o.id)).toEqual(left.slice(3).map((o) => o.id));
    expect(board.hiddenOpen).toEqual([{ seatId: null, seatName: '削除した座席', count: 3, before: left[3]?.id }]);
    const page = await (await admin.get(`/api/orders/older?before=${left[3]?.id}`)).json();
    expect(page).toMatchObject({ hidden: null });
    expect(page.items.map((o: { id: string }) => o.id)).toEqual(left.slice(0, 3).map((o) => o.id));
  });

  it('pages only the company’s own orders, for members of 注文確認, and says what to send', async () => {
    const r = await seedRestaurant(t);
    const order = await placeOrderAt(r.a1, r.beer.id, 'own-order');
    const other = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: false } });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const foreign = await otherAdmin.get(`/api/orders/older?before=${order.id}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe('注文が見つかりません。画面を再読み込みしてください');
    const staff = await t.signIn(other.staff.email, other.host);
    expect((await staff.get(`/api/orders/older?before=${order.id}`)).status).toBe(403);
    const missing = await r.admin.get('/api/orders/older');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('表示中の注文を指定してください');
  });

  it('leaves out the open tickets of guests whose seat was closed without settling them (before 会計 asked, or by the previous release)', async () => {
    const r = await seedRestaurant(t);
    const left = await placeOrderAt(r.a1, r.beer.id, 'left-open');
    const other = await placeOrderAt(r.a2, r.beer.id, 'other-seat');
    // The seat closed as the previous release closes it: its session moves on, the order stays 新規.
    await t.db
      .update(seats)
      .set({ sessionStartedAt: left.createdAt + 1 })
      .where(eq(seats.id, r.seats[0].id));
    const current = await placeOrderAt(r.a1, r.karaage.id, 'next-guests');
    const board = await listBoardOrders(t.db, { companyId: r.seed.companyId });
    expect(board.items.map((o) => o.id)).toEqual([other.id, current.id]);
  });
});
