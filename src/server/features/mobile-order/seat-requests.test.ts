import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

const openRequests = async (client: { get: (path: string) => Promise<Response> }) =>
  (await (await client.get('/api/orders/requests')).json()).items as { id: string; seatName: string; kind: string }[];

describe('店員呼び出し / お会計をお願いします', () => {
  it('reaches 注文確認 with the seat, is refused again within 30 s in Japanese, and is handled once', async () => {
    const r = await restaurant();
    const sent = await r.a1('POST', '/requests', { kind: 'call' });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ seatName: 'A1', kind: 'call' });

    const again = await r.a1('POST', '/requests', { kind: 'call' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    const { error } = await again.json();
    expect(error.code).toBe('REQUEST_TOO_SOON');
    expect(error.message).toMatch(/^「店員呼び出し」は送信済みです。店員が参ります。\d+秒後にもう一度送れます。$/);

    // Another kind, and another seat, are not held back by it.
    expect((await r.a1('POST', '/requests', { kind: 'bill' })).status).toBe(201);
    expect((await r.a2('POST', '/requests', { kind: 'call' })).status).toBe(201);
    const listed = await openRequests(r.admin);
    expect(listed.map((x) => `${x.seatName} ${x.kind}`)).toEqual(['A1 call', 'A1 bill', 'A2 call']);

    const [first] = listed;
    expect((await r.admin.send('POST', `/api/orders/requests/${first?.id}/handle`)).status).toBe(200);
    expect((await openRequests(r.admin)).map((x) => x.id)).not.toContain(first?.id);
    const twice = await r.admin.send('POST', `/api/orders/requests/${first?.id}/handle`);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe('この呼び出しは対応済みです');

    const history = await (await r.admin.get('/api/history')).json();
    expect(history.items.map((e: { label: string; targetLabel: string }) => `${e.label} ${e.targetLabel}`)).toContain(
      '呼び出しの対応 A1 店員呼び出し',
    );
  });

  it('may be sent again once 30 s have passed', async () => {
    const r = await restaurant();
    expect((await r.a1('POST', '/requests', { kind: 'bill' })).status).toBe(201);
    // The stored request is moved 31 s into the past: what the clock would have done.
    await t.db.execute(sql`update seat_requests set created_at_ms = created_at_ms - 31000 where seat_id = ${r.seats[0].id}`);
    expect((await r.a1('POST', '/requests', { kind: 'bill' })).status).toBe(201);
  });

  it('refuses an unknown kind and a retired seat URL, changing nothing', async () => {
    const r = await restaurant();
    const bad = await r.a1('POST', '/requests', { kind: 'water' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('呼び出しの種類が正しくありません');
    await r.admin.send('POST', `/api/seats/${r.seats[0].id}/regenerate-token`);
    expect((await r.a1('POST', '/requests', { kind: 'call' })).status).toBe(404);
    expect(await openRequests(r.admin)).toEqual([]);
  });

  it('is seen and handled only by the company’s members who may open 注文確認', async () => {
    const r = await restaurant();
    const sent = await (await r.a1('POST', '/requests', { kind: 'call' })).json();
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    expect(await openRequests(otherAdmin)).toEqual([]);
    expect((await otherAdmin.send('POST', `/api/orders/requests/${sent.id}/handle`)).status).toBe(404);

    const noFlag = await t.seedCompany({ type: 'mobile-order', staffPermissions: { products: true } });
    const staff = await t.signIn(noFlag.staff.email, noFlag.host);
    expect((await staff.get('/api/orders/requests')).status).toBe(403);
    expect((await staff.send('POST', `/api/orders/requests/${sent.id}/handle`)).status).toBe(403);
    expect((await openRequests(r.admin)).map((x) => x.id)).toEqual([sent.id]);
  });
});
