import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/core/order-rules';
import { orders } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { listBoardOrders, startOfTodayJst } from './list-board-orders';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const jst = (local: string) => Date.parse(`${local}+09:00`);

/** An order written as it is stored, at a fixed moment (no seat: only the board's reading matters here). */
async function storedOrder(companyId: string, label: string, status: OrderStatus, at: number) {
  await t.db.insert(orders).values({
    id: crypto.randomUUID(),
    companyId,
    seatId: null,
    orderNo: String(at),
    seatName: label,
    items: [{ itemId: 'x', name: '枝豆', price: 380, quantity: 1 }],
    totalAmount: 380,
    status,
    requestKey: crypto.randomUUID(),
    createdAtMs: at,
  });
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
    expect(board.map((o) => o.seatName)).toEqual(['二日前の調理中', '昨夜の新規', '今の新規', '今日のキャンセル', '今日の提供済']);
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
