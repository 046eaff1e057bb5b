import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDateOf } from '@/core/calendar';
import type { RateBreakdown } from '@/core/money';
import { seatPayments, seatVisits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const jst = (text: string) => Date.parse(`${text}+09:00`);
const tax10 = (total: number): RateBreakdown[] => [
  { taxCategory: 'standard', rate: 10, base: total - Math.floor((total * 10) / 110), tax: Math.floor((total * 10) / 110) },
];

/** A 会計 stored as settle-bill stores it, at a chosen time, with a visit of `adults` guests. */
async function storedPayment(companyId: string, paidAtMs: number, total: number, { adults = 2, cash = total, card = 0 } = {}) {
  const visitId = randomUUID();
  await t.db
    .insert(seatVisits)
    .values({ id: visitId, companyId, seatName: 'A1', adults, children: 0, openedAtMs: paidAtMs - 3_600_000, closedAtMs: paidAtMs });
  await t.db.insert(seatPayments).values({
    id: randomUUID(),
    companyId,
    visitId,
    seatName: 'A1',
    orderCount: 1,
    itemsTotal: total,
    total,
    tax: tax10(total),
    cash,
    card,
    paidAtMs,
  });
}

/** 代理注文: one order of one of each item, entered by staff. */
async function staffOrder(
  r: Awaited<ReturnType<typeof seedRestaurant>>,
  seatId: string | undefined,
  itemIds: string[],
  requestKey: string,
) {
  const res = await r.admin.send('POST', '/api/orders', {
    seatId,
    requestKey: `report-${requestKey}`,
    items: itemIds.map((itemId) => ({ itemId, quantity: 1 })),
  });
  if (res.status !== 201) throw new Error(`order ${requestKey}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

describe('売上日報', () => {
  it('adds up to the stored payments and their receipts to the yen, per rate and per method', async () => {
    const r = await seedRestaurant(t);
    const [a1, a2] = r.seats as { id: string }[];
    // A1: 3 adults, 唐揚げ定食 980 + 生ビール 550 = 1,530, サービス料 10% 153 → 1,683 by card.
    await r.admin.send('POST', `/api/orders/seats/${a1?.id}/visit`, { adults: 3 });
    await staffOrder(r, a1?.id, [r.karaage.id, r.beer.id], 'a1');
    const first = await r.admin.send('POST', `/api/orders/seats/${a1?.id}/close`, {
      unserved: 'serve',
      payment: { total: 1683, serviceChargePercent: 10, payments: [{ method: 'card', amount: 1683 }] },
      receipt: { addressee: '' },
    });
    expect(first.status).toBe(200);
    // A2: 2 adults and a child, 生ビール ×2 = 1,100, ¥100 off (常連) → 1,000 in cash (2,000 handed, 1,000 back);
    // a 唐揚げ定食 cancelled before it was made.
    await r.admin.send('POST', `/api/orders/seats/${a2?.id}/visit`, { adults: 2, children: 1 });
    await placeOrderAt(r.a2, r.beer.id, 'a2-diner-beer');
    await staffOrder(r, a2?.id, [r.beer.id], 'a2-beer');
    const cancelled = await staffOrder(r, a2?.id, [r.karaage.id], 'a2-karaage');
    expect((await r.admin.send('PATCH', `/api/orders/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    const second = await r.admin.send('POST', `/api/orders/seats/${a2?.id}/close`, {
      unserved: 'serve',
      payment: { total: 1000, discount: { kind: 'amount', value: 100, reason: '常連' }, payments: [{ method: 'cash', amount: 2000 }] },
      receipt: { addressee: '' },
    });
    expect(second.status).toBe(200);

    const stored = await t.db.select().from(seatPayments).where(eq(seatPayments.companyId, r.seed.companyId));
    expect(stored).toHaveLength(2);
    const date = japanDateOf(stored[0]?.paidAtMs ?? 0);
    const res = await r.admin.get(`/api/sales-report/day?date=${date}`);
    expect(res.status).toBe(200);
    const report = await res.json();

    const receipts = await Promise.all(
      [first, second].map(async (closed) => {
        const id = (await closed.json()).receipt.id;
        return (await (await r.admin.get(`/api/documents/receipt/${id}`)).json()).totals;
      }),
    );
    const receiptTotal = receipts.reduce((sum, x) => sum + x.total, 0);
    const receiptBase = receipts.flatMap((x) => x.byRate).reduce((sum: number, x: RateBreakdown) => sum + x.base, 0);
    const receiptTax = receipts.flatMap((x) => x.byRate).reduce((sum: number, x: RateBreakdown) => sum + x.tax, 0);
    expect(report.summary.sales).toBe(stored.reduce((sum, p) => sum + p.total, 0));
    expect(report.summary.sales).toBe(receiptTotal);
    expect(report.summary.byRate).toEqual([{ taxCategory: 'standard', rate: 10, sales: receiptTotal, base: receiptBase, tax: receiptTax }]);
    expect(report.summary).toMatchObject({
      sales: 2683,
      // 1,683 → tax 153; 1,000 → tax 90.
      salesExclTax: 2440,
      tax: 243,
      payments: 2,
      groups: 2,
      guests: 6,
      uncountedGroups: 0,
      averageSpend: 447,
      // 2 groups on 2 seats.
      turnover: 1,
      discounts: { count: 1, amount: 100 },
      serviceCharges: { count: 1, amount: 153 },
      methods: { cash: 1000, card: 1683, qr: 0, other: 0 },
    });
    expect(report.cancellations).toEqual({ count: 1, amount: 980 });
    expect(report.byItem).toEqual([
      { name: '生ビール', quantity: 3, amount: 1650, rank: 1, abc: 'A' },
      // 生ビール is 63% of ¥2,630: 唐揚げ定食 comes before 70% is reached, so both are A.
      { name: '唐揚げ定食', quantity: 1, amount: 980, rank: 2, abc: 'A' },
    ]);
    expect(report.byCategory).toEqual([{ name: 'お食事', quantity: 4, amount: 2630 }]);
    expect(report.byHour.reduce((sum: number, h: { sales: number }) => sum + h.sales, 0)).toBe(2683);
    expect(report.byHour.reduce((sum: number, h: { orders: number }) => sum + h.orders, 0)).toBe(3);

    const month = await (await r.admin.get(`/api/sales-report/month?month=${date.slice(0, 7)}`)).json();
    expect(month.days.find((d: { date: string }) => d.date === date)).toMatchObject({ sales: 2683, groups: 2, guests: 6 });
    expect(month.total).toMatchObject({ sales: 2683, tax: 243, cancellations: { count: 1, amount: 980 } });

    const csv = await r.admin.get(`/api/sales-report/day/csv?date=${date}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('区分,項目,数量,金額\r\n')).toBe(true);
    expect(text).toContain('概要,売上（税込）,2,2683\r\n');
    expect(text).toContain('税率別,10%消費税,,243\r\n');
    expect(text).toContain('支払方法,カード,,1683\r\n');
  });

  it('a business day past midnight keeps the night’s bills, in Tokyo time', async () => {
    const r = await seedRestaurant(t);
    const companyId = r.seed.companyId;
    // Calendar days while the hours end by midnight: 0:30 JST on the 25th is the 25th (the 24th in UTC).
    await storedPayment(companyId, jst('2026-11-25T00:30:00'), 1100);
    const calendarDay = await (await r.admin.get('/api/sales-report/day?date=2026-11-25')).json();
    expect(calendarDay).toMatchObject({ startHour: 0, fromMs: jst('2026-11-25T00:00:00'), summary: { sales: 1100, groups: 1 } });
    expect((await (await r.admin.get('/api/sales-report/day?date=2026-11-24')).json()).summary.sales).toBe(0);

    // 17:00–翌2:00: the day runs from 17:00, so 0:30 and 1:30 belong to the evening before.
    const saved = await r.admin.send('PUT', '/api/seats/ordering-hours', {
      items: [{ days: 0b1111111, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: null }],
    });
    expect(saved.status).toBe(200);
    await storedPayment(companyId, jst('2026-11-24T22:00:00'), 2200, { adults: 3 });
    await storedPayment(companyId, jst('2026-11-25T01:30:00'), 3300, { adults: 1, cash: 0, card: 3300 });
    await storedPayment(companyId, jst('2026-11-25T17:00:00'), 4400);
    const evening = await (await r.admin.get('/api/sales-report/day?date=2026-11-24')).json();
    expect(evening).toMatchObject({
      startHour: 17,
      fromMs: jst('2026-11-24T17:00:00'),
      toMs: jst('2026-11-25T17:00:00'),
      summary: { sales: 6600, groups: 3, guests: 6, methods: { cash: 3300, card: 3300 } },
    });
    expect(evening.byHour[0].label).toBe('17時');
    expect(evening.byHour.find((h: { label: string }) => h.label === '翌1時').sales).toBe(3300);
    expect((await (await r.admin.get('/api/sales-report/day?date=2026-11-25')).json()).summary.sales).toBe(4400);
    // Asked for no day: the business day under way, which before 17:00 JST is yesterday's.
    const now = Date.now();
    const current = await (await r.admin.get('/api/sales-report/day')).json();
    expect(current.date).toBe(japanDateOf(now - 17 * 3_600_000));

    const month = await (await r.admin.get('/api/sales-report/month?month=2026-11')).json();
    expect(month.days).toHaveLength(30);
    expect(month.days.filter((d: { sales: number }) => d.sales > 0).map((d: { date: string; sales: number }) => [d.date, d.sales])).toEqual(
      [
        ['2026-11-24', 6600],
        ['2026-11-25', 4400],
      ],
    );
    expect(month.total.sales).toBe(11000);
    const csv = await (await r.admin.get('/api/sales-report/month/csv?month=2026-11&encoding=sjis')).arrayBuffer();
    const text = new TextDecoder('shift_jis').decode(csv);
    expect(text).toContain('2026-11-24,6600,');
    expect(text).toContain('合計,11000,');
  });

  it('shows only the member’s own company, and needs the 注文確認 flag', async () => {
    const mine = await seedRestaurant(t);
    const theirs = await seedRestaurant(t);
    await storedPayment(mine.seed.companyId, jst('2026-10-10T12:00:00'), 1000);
    await storedPayment(theirs.seed.companyId, jst('2026-10-10T12:30:00'), 9000);
    const day = await (await mine.admin.get('/api/sales-report/day?date=2026-10-10')).json();
    expect(day.summary).toMatchObject({ sales: 1000, groups: 1 });
    expect((await (await mine.admin.get('/api/sales-report/month?month=2026-10')).json()).total.sales).toBe(1000);

    const withFlag = await t.seedMember(mine.seed, { name: '店長', permissions: { quote: true } });
    const withoutFlag = await t.seedMember(mine.seed, { name: 'アルバイト', permissions: { invoice: true } });
    const allowed = await t.signIn(withFlag.email, mine.seed.host);
    expect((await (await allowed.get('/api/sales-report/day?date=2026-10-10')).json()).summary.sales).toBe(1000);
    const denied = await t.signIn(withoutFlag.email, mine.seed.host);
    for (const path of [
      '/api/sales-report/day?date=2026-10-10',
      '/api/sales-report/month?month=2026-10',
      '/api/sales-report/day/csv?date=2026-10-10',
    ]) {
      const res = await denied.get(path);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('売上日報にアクセスする権限がありません');
    }
    const bad = await mine.admin.get('/api/sales-report/month?month=2026-13');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('月は YYYY-MM の形式で入力してください');
    const stored = await t.db
      .select()
      .from(seatPayments)
      .where(inArray(seatPayments.companyId, [mine.seed.companyId]));
    expect(stored).toHaveLength(1);
  });
});
