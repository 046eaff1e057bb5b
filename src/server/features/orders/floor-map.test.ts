import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seats } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Placement = { x: number; y: number; w: number; h: number; shape: string | null; area: string };
type MapSeat = {
  seatName: string;
  placement: Placement;
  isPlaced: boolean;
  state: string;
  guests: number | null;
  openedAt: number | null;
  total: number;
};

const place = (seatId: string) => `/api/seats/${seatId}/placement`;
const storedPlaces = async (companyId: string) =>
  (await t.db.select().from(seats).where(eq(seats.companyId, companyId))).map((s) => [s.name, s.mapX, s.mapY, s.mapW, s.mapH, s.mapArea]);

describe('座席マップ in 座席設定', () => {
  it('saves a seat on its cells with a shape and an area; the seats list and the map read it back', async () => {
    const r = await seedRestaurant(t);
    const [a1, a2] = r.seats;
    const saved = await r.admin.send('PUT', place(a1.id), { x: 3, y: 2, w: 3, h: 2, shape: 'table4' });
    expect(saved.status).toBe(200);
    const list = (await saved.json()).items;
    expect(list.find((s: { id: string }) => s.id === a1.id).placement).toEqual({ x: 3, y: 2, w: 3, h: 2, shape: 'table4', area: '' });
    expect(list.find((s: { id: string }) => s.id === a2.id).placement).toBeNull();

    // Right beside it, and on another floor over the same cells: both fine.
    expect((await r.admin.send('PUT', place(a2.id), { x: 6, y: 2, w: 2, h: 1, shape: 'counter' })).status).toBe(200);
    expect((await r.admin.send('PUT', place(a2.id), { x: 3, y: 2, w: 2, h: 2, area: '2階' })).status).toBe(200);

    const map = await (await r.admin.get('/api/orders/floor-map')).json();
    expect(map).toMatchObject({ columns: 16, rows: 12 });
    expect(map.seats.map((s: MapSeat) => [s.seatName, s.placement, s.isPlaced])).toEqual([
      ['A1', { x: 3, y: 2, w: 3, h: 2, shape: 'table4', area: '' }, true],
      ['A2', { x: 3, y: 2, w: 2, h: 2, shape: null, area: '2階' }, true],
    ]);
  });

  it('lays out seats never placed in the free cells, around those placed', async () => {
    const r = await seedRestaurant(t);
    await r.admin.send('PUT', place(r.seats[1].id), { x: 0, y: 0, w: 2, h: 2 });
    const map = await (await r.admin.get('/api/orders/floor-map')).json();
    expect(map.seats.map((s: MapSeat) => [s.seatName, s.placement.x, s.placement.y, s.isPlaced])).toEqual([
      ['A1', 2, 0, false],
      ['A2', 0, 0, true],
    ]);
  });

  it.each([
    [{ x: 15, y: 0, w: 2, h: 2 }, '座席はマップ（横16・縦12マス）の中に置いてください'],
    [{ x: -1, y: 0, w: 2, h: 2 }, '横の位置は0以上で入力してください'],
    [{ x: 1.5, y: 0, w: 2, h: 2 }, '横の位置は整数で入力してください'],
    [{ x: 0, y: 11, w: 2, h: 2 }, '座席はマップ（横16・縦12マス）の中に置いてください'],
    [{ x: 0, y: 0, w: 0, h: 2 }, '幅は1以上で入力してください'],
    [{ x: '3', y: 0, w: 2, h: 2 }, '横の位置は数字で入力してください'],
    [{ x: 0, y: 0, w: 2, h: 2, shape: 'round' }, '形は2人席・4人席・カウンターから選んでください'],
  ])('refuses %o in Japanese and changes nothing', async (body, message) => {
    const r = await seedRestaurant(t);
    await r.admin.send('PUT', place(r.seats[0].id), { x: 1, y: 1, w: 2, h: 2 });
    const before = await storedPlaces(r.seed.companyId);
    const refused = await r.admin.send('PUT', place(r.seats[0].id), body);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain(message);
    expect(await storedPlaces(r.seed.companyId)).toEqual(before);
  });

  it('refuses a seat on another seat of the same area, naming it', async () => {
    const r = await seedRestaurant(t);
    await r.admin.send('PUT', place(r.seats[0].id), { x: 4, y: 4, w: 3, h: 2 });
    await r.admin.send('PUT', place(r.seats[1].id), { x: 0, y: 0, w: 2, h: 2 });
    const before = await storedPlaces(r.seed.companyId);
    const refused = await r.admin.send('PUT', place(r.seats[1].id), { x: 6, y: 5, w: 2, h: 2 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ code: 'SEAT_OVERLAP', message: 'A1と重なります。空いているマスに置いてください' });
    expect(await storedPlaces(r.seed.companyId)).toEqual(before);
  });

  it("another company's seat is not found, and a member without 座席設定 may not move seats", async () => {
    const r = await seedRestaurant(t);
    const other = await seedRestaurant(t);
    const before = await storedPlaces(other.seed.companyId);
    const foreign = await r.admin.send('PUT', place(other.seats[0].id), { x: 0, y: 0, w: 2, h: 2 });
    expect(foreign.status).toBe(404);
    expect(await storedPlaces(other.seed.companyId)).toEqual(before);

    // 注文確認 without 座席設定: reads the map, moves nothing.
    const waiter = await t.seedMember(r.seed, { name: 'ホール 担当', permissions: { quote: true } });
    const hall = await t.signIn(waiter.email, r.seed.host);
    const mine = await storedPlaces(r.seed.companyId);
    const forbidden = await hall.send('PUT', place(r.seats[0].id), { x: 0, y: 0, w: 2, h: 2 });
    expect(forbidden.status).toBe(403);
    expect(await storedPlaces(r.seed.companyId)).toEqual(mine);
    expect((await hall.get('/api/orders/floor-map')).status).toBe(200);

    // 座席設定 without 注文確認: arranges the map, does not read the live one.
    const planner = await t.seedMember(r.seed, { name: '店長 補佐', permissions: { invoice: true } });
    const setup = await t.signIn(planner.email, r.seed.host);
    expect((await setup.send('PUT', place(r.seats[0].id), { x: 5, y: 5, w: 2, h: 2 })).status).toBe(200);
    expect((await setup.get('/api/orders/floor-map')).status).toBe(403);
  });
});

describe("注文確認's map", () => {
  const stateOf = async (r: Awaited<ReturnType<typeof seedRestaurant>>, name: string): Promise<MapSeat> =>
    (await (await r.admin.get('/api/orders/floor-map')).json()).seats.find((s: MapSeat) => s.seatName === name);

  it('shows each table as 空席, 着席, 注文あり, 呼び出し and お会計待ち with its guests, time and total', async () => {
    const r = await seedRestaurant(t);
    expect(await stateOf(r, 'A1')).toMatchObject({ state: 'empty', guests: null, openedAt: null, total: 0 });

    await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/visit`, { adults: 2, children: 1 });
    const seated = await stateOf(r, 'A1');
    expect(seated).toMatchObject({ state: 'seated', guests: 3, total: 0 });
    expect(seated.openedAt).toEqual(expect.any(Number));

    const order = await placeOrderAt(r.a1, r.karaage.id, 'floor-first-order');
    expect(await stateOf(r, 'A1')).toMatchObject({ state: 'ordered', guests: 3, total: 980 });

    expect((await r.a1('POST', '/requests', { kind: 'call' })).status).toBe(201);
    expect((await stateOf(r, 'A1')).state).toBe('call');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const requests = (await (await r.admin.get('/api/orders/requests')).json()).items;
    await r.admin.send('POST', `/api/orders/requests/${requests[0].id}/handle`);
    expect((await stateOf(r, 'A1')).state).toBe('ordered');

    // Served, the table is simply seated; asking for the bill outranks it.
    await r.admin.send('PATCH', `/api/orders/${order.id}`, { status: 'cooking' });
    await r.admin.send('PATCH', `/api/orders/${order.id}`, { status: 'served' });
    expect(await stateOf(r, 'A1')).toMatchObject({ state: 'seated', total: 980 });
    expect((await r.a1('POST', '/requests', { kind: 'bill' })).status).toBe(201);
    expect(await stateOf(r, 'A1')).toMatchObject({ state: 'bill', total: 980 });
    // The other seat is untouched.
    expect(await stateOf(r, 'A2')).toMatchObject({ state: 'empty', total: 0 });
  });

  it("shows only the company's own seats", async () => {
    const r = await seedRestaurant(t);
    const other = await seedRestaurant(t);
    await placeOrderAt(other.a1, other.karaage.id, 'other-company-order');
    const map = await (await r.admin.get('/api/orders/floor-map')).json();
    expect(map.seats.map((s: MapSeat) => [s.seatName, s.state])).toEqual([
      ['A1', 'empty'],
      ['A2', 'empty'],
    ]);
  });
});
