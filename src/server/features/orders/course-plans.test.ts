import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePlanEndpoints } from '@/core/contracts/course-plans';
import { events, orders, seatPlans } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const minute = 60_000;

/**
 * seedRestaurant's izakaya with ハイボール and 枝豆 besides, and 飲み放題 90分 (¥1,650 per person,
 * ラストオーダー 10 minutes before the end) covering 生ビール and ハイボール at ¥0.
 */
async function izakaya(plan: Record<string, unknown> = {}) {
  const r = await seedRestaurant(t);
  const categoryId = r.karaage.categoryId;
  await r.admin.send('POST', '/api/menu/items', { name: 'ハイボール', price: 480, categoryId });
  const menu = await (await r.admin.send('POST', '/api/menu/items', { name: '枝豆', price: 380, categoryId })).json();
  const item = (name: string) => menu.items.find((i: { name: string }) => i.name === name) as { id: string; price: number };
  const highball = item('ハイボール');
  const edamame = item('枝豆');
  const created = await r.admin.send('POST', '/api/menu/plans', {
    name: '飲み放題 90分',
    price: 1650,
    minutes: 90,
    items: [{ itemId: r.beer.id }, { itemId: highball.id }],
    ...plan,
  });
  expect(created.status).toBe(201);
  const planId = (await created.json()).items[0].id as string;
  const seatId = r.seats[0].id as string;
  const start = (body: Record<string, unknown> = {}) => r.admin.send('POST', `/api/orders/seats/${seatId}/plans`, { planId, ...body });
  const dinerPlans = async () => (await r.a1('GET', '/plans')).json();
  const order = (seatPlanId: string, lines: { itemId: string; quantity: number }[], requestKey: string) =>
    r.a1('POST', '/plan-orders', { seatPlanId, lines, requestKey });
  const seatOrders = () => t.db.select().from(orders).where(eq(orders.seatId, seatId));
  /** Moves the plan's clock as if `minutes` had passed since it started. */
  const pass = async (seatPlanId: string, minutes: number) => {
    const [row] = await t.db.select().from(seatPlans).where(eq(seatPlans.id, seatPlanId));
    if (!row) throw new Error('no seat plan');
    const shift = minutes * minute;
    await t.db
      .update(seatPlans)
      .set({ startedAtMs: row.startedAtMs - shift, endsAtMs: row.endsAtMs - shift })
      .where(eq(seatPlans.id, seatPlanId));
  };
  return { ...r, highball, edamame, planId, seatId, start, dinerPlans, order, seatOrders, pass };
}

describe('放題プランの設定 (メニュー設定)', () => {
  it('keeps the plan with its items at the plan price, and refuses a plan that cannot work', async () => {
    const shop = await izakaya();
    const list = await (await shop.admin.get('/api/menu/plans')).json();
    expect(list.items).toEqual([
      {
        id: shop.planId,
        name: '飲み放題 90分',
        price: 1650,
        minutes: 90,
        lastOrderMinutes: 10,
        limitPerGuest: null,
        items: [
          { itemId: shop.beer.id, name: '生ビール', price: 0, menuPrice: 550 },
          { itemId: shop.highball.id, name: 'ハイボール', price: 0, menuPrice: 480 },
        ],
      },
    ]);
    expect(list.dinerCanStart).toBe(false);

    const bad = async (body: Record<string, unknown>) => {
      const res = await shop.admin.send('POST', '/api/menu/plans', {
        name: '食べ放題',
        price: 3000,
        minutes: 120,
        items: [{ itemId: shop.edamame.id }],
        ...body,
      });
      return { status: res.status, error: (await res.json()).error };
    };
    expect(await bad({ lastOrderMinutes: 120 })).toMatchObject({
      status: 400,
      error: { message: 'ラストオーダーは制限時間より短くしてください' },
    });
    expect(await bad({ items: [] })).toMatchObject({ status: 400, error: { message: '対象の商品を1品以上選んでください' } });
    expect(await bad({ price: -1 })).toMatchObject({ status: 400, error: { message: '料金は0円以上で入力してください' } });
    expect(await bad({ minutes: 0 })).toMatchObject({ status: 400, error: { message: '制限時間は1分以上で入力してください' } });
    // Another company's item cannot be part of the plan.
    const other = await seedRestaurant(t);
    expect(await bad({ items: [{ itemId: other.beer.id }] })).toMatchObject({ status: 404, error: { code: 'ITEM_NOT_FOUND' } });
    expect((await (await shop.admin.get('/api/menu/plans')).json()).items).toHaveLength(1);
    // Another company can neither see nor change it.
    expect((await (await other.admin.get('/api/menu/plans')).json()).items).toEqual([]);
    const foreign = await other.admin.send('PUT', `/api/menu/plans/${shop.planId}`, {
      name: 'x',
      price: 0,
      minutes: 60,
      items: [{ itemId: other.beer.id }],
    });
    expect(foreign.status).toBe(404);
  });
});

describe('座席で放題プランを始める', () => {
  it('adds price × people to the bill as a served order, and the diner sees the plan menu with its clock', async () => {
    const r = await izakaya();
    expect((await r.start()).status).toBe(409);
    await r.admin.send('POST', `/api/orders/seats/${r.seatId}/visit`, { adults: 3, children: 2 });

    const more = await r.start({ people: 6 });
    expect(more.status).toBe(400);
    expect((await more.json()).error).toMatchObject({ code: 'TOO_MANY_PEOPLE', message: '人数は来店人数（5人）以下で入力してください' });

    const res = await r.start({ people: 4 });
    expect(res.status).toBe(201);
    const plan = await res.json();
    expect(plan).toMatchObject({ name: '飲み放題 90分', people: 4, seatName: 'A1', endedAt: null, lastOrderMinutes: 10 });
    expect(plan.endsAt - plan.startedAt).toBe(90 * minute);
    const [charge] = await r.seatOrders();
    expect(charge).toMatchObject({ status: 'served', totalAmount: 6600, items: [{ name: '飲み放題 90分', price: 1650, quantity: 4 }] });

    expect((await r.start()).status).toBe(409);

    // Live: the seat's phones read their plans again, 注文確認 its seats and the charge.
    const published = await t.db
      .select({ topic: events.topic, type: events.type })
      .from(events)
      .where(and(eq(events.companyId, r.seed.companyId), eq(events.type, 'plan.changed')));
    expect(published).toEqual([{ topic: `seat:${r.seatId}`, type: 'plan.changed' }]);

    const diner = await r.dinerPlans();
    expect(diner.plans).toEqual([
      expect.objectContaining({
        id: plan.id,
        name: '飲み放題 90分',
        items: [
          { itemId: r.beer.id, price: 0 },
          { itemId: r.highball.id, price: 0 },
        ],
      }),
    ]);
    expect(diner.startable).toEqual([]);
    const staff = await (await r.admin.get('/api/orders/plans')).json();
    expect(staff.running).toEqual([expect.objectContaining({ id: plan.id, seatName: 'A1', people: 4 })]);
    coursePlanEndpoints.seatPlans.response.parse(staff);
  });

  it('defaults to the visit’s guests; another company cannot start it; without 注文確認 403', async () => {
    const r = await izakaya();
    await r.admin.send('POST', `/api/orders/seats/${r.seatId}/visit`, { adults: 2 });
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const foreign = await otherAdmin.send('POST', `/api/orders/seats/${r.seatId}/plans`, { planId: r.planId });
    expect(foreign.status).toBe(404);
    const noFlag = await t.seedMember(r.seed, { name: '厨房 担当', permissions: { order: true } });
    const cook = await t.signIn(noFlag.email, r.seed.host);
    expect((await cook.send('POST', `/api/orders/seats/${r.seatId}/plans`, { planId: r.planId })).status).toBe(403);
    expect(await t.db.select().from(seatPlans).where(eq(seatPlans.seatId, r.seatId))).toEqual([]);

    const plan = await (await r.start()).json();
    expect(plan.people).toBe(2);
    expect((await otherAdmin.send('POST', `/api/orders/seat-plans/${plan.id}/end`)).status).toBe(404);
    expect((await otherAdmin.send('POST', `/api/orders/seat-plans/${plan.id}/extend`, { minutes: 30 })).status).toBe(404);
  });
});

describe('放題プランの注文', () => {
  async function running(plan: Record<string, unknown> = {}) {
    const r = await izakaya(plan);
    await r.admin.send('POST', `/api/orders/seats/${r.seatId}/visit`, { adults: 4 });
    const seatPlan = await (await r.start()).json();
    return { ...r, seatPlan };
  }

  it('takes the plan’s drinks at ¥0 while it runs, refuses items not in it and writes nothing', async () => {
    const r = await running();
    const res = await r.order(
      r.seatPlan.id,
      [
        { itemId: r.beer.id, quantity: 3 },
        { itemId: r.highball.id, quantity: 1 },
      ],
      'plan-order-1',
    );
    expect(res.status).toBe(201);
    const placed = await res.json();
    expect(placed.order).toMatchObject({
      totalAmount: 0,
      status: 'new',
      items: [
        { name: '生ビール', price: 0, quantity: 3 },
        { name: 'ハイボール', price: 0, quantity: 1 },
      ],
    });
    // The same key again is the same order.
    expect((await (await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 3 }], 'plan-order-1')).json()).order.id).toBe(
      placed.order.id,
    );

    const before = (await r.seatOrders()).length;
    const notInPlan = await r.order(r.seatPlan.id, [{ itemId: r.edamame.id, quantity: 1 }], 'plan-order-2');
    expect(notInPlan.status).toBe(400);
    expect((await notInPlan.json()).error).toMatchObject({ code: 'NOT_IN_PLAN', message: '枝豆は飲み放題 90分の対象ではありません' });
    expect(await r.seatOrders()).toHaveLength(before);
    // The normal menu still orders at the menu's price.
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await (await r.a1('POST', '/orders', { requestKey: 'normal-order-1' })).json()).order.totalAmount).toBe(550);
  });

  it('is refused after ラストオーダー and after the end, with nothing written', async () => {
    const r = await running();
    await r.pass(r.seatPlan.id, 80);
    const before = (await r.seatOrders()).length;
    const late = await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 1 }], 'plan-order-late');
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatchObject({
      code: 'PLAN_CLOSED',
      message: '飲み放題 90分はラストオーダーの時間を過ぎました。プランの商品はご注文いただけません',
    });
    await r.pass(r.seatPlan.id, 10);
    const ended = await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 1 }], 'plan-order-ended');
    expect(ended.status).toBe(409);
    expect((await ended.json()).error).toMatchObject({
      code: 'PLAN_CLOSED',
      message: '飲み放題 90分は終了しました。プランの商品はご注文いただけません',
    });
    expect(await r.seatOrders()).toHaveLength(before);
  });

  it('延長 moves the end (at a price per person) and reopens ordering; 終了 ends it at once', async () => {
    const r = await running();
    await r.pass(r.seatPlan.id, 85);
    const res = await r.admin.send('POST', `/api/orders/seat-plans/${r.seatPlan.id}/extend`, { minutes: 30, price: 500 });
    expect(res.status).toBe(200);
    const extended = await res.json();
    expect(extended.extendedMinutes).toBe(30);
    expect(extended.endsAt).toBe(r.seatPlan.endsAt - 85 * minute + 30 * minute);
    const charges = (await r.seatOrders()).map((o) => [o.items[0]?.name, o.totalAmount]);
    expect(charges).toContainEqual(['飲み放題 90分 延長30分', 2000]);
    expect((await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 1 }], 'plan-order-extended')).status).toBe(201);

    expect((await r.admin.send('POST', `/api/orders/seat-plans/${r.seatPlan.id}/end`)).status).toBe(200);
    expect((await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 1 }], 'plan-order-after-end')).status).toBe(409);
    expect((await r.admin.send('POST', `/api/orders/seat-plans/${r.seatPlan.id}/end`)).status).toBe(409);
  });

  it('limits an order to the plan’s items per guest × its people', async () => {
    const r = await running({ limitPerGuest: 1 });
    const before = (await r.seatOrders()).length;
    const over = await r.order(
      r.seatPlan.id,
      [
        { itemId: r.beer.id, quantity: 3 },
        { itemId: r.highball.id, quantity: 2 },
      ],
      'plan-order-over',
    );
    expect(over.status).toBe(400);
    expect((await over.json()).error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: '飲み放題 90分は1回のご注文で4品まで（お一人様1品）です',
    });
    expect(await r.seatOrders()).toHaveLength(before);
    expect((await r.order(r.seatPlan.id, [{ itemId: r.beer.id, quantity: 4 }], 'plan-order-four')).status).toBe(201);
  });

  it('diners start a plan themselves only where the store allows it', async () => {
    const r = await izakaya();
    expect((await r.dinerPlans()).startable).toEqual([]);
    const refused = await r.a1('POST', '/plans', { planId: r.planId, people: 2 });
    expect(refused.status).toBe(403);
    expect((await r.admin.send('PUT', '/api/menu/plan-settings', { dinerCanStart: true })).status).toBe(200);
    expect((await r.dinerPlans()).startable).toEqual([{ id: r.planId, name: '飲み放題 90分', price: 1650, minutes: 90 }]);
    const started = await r.a1('POST', '/plans', { planId: r.planId, people: 2 });
    expect(started.status).toBe(201);
    expect((await started.json()).people).toBe(2);
    expect((await r.dinerPlans()).startable).toEqual([]);
    expect((await r.seatOrders()).map((o) => o.totalAmount)).toEqual([3300]);
  });
});
