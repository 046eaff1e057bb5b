import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { startPushService, verifiedVapid } from '../test/push-service';
import { seedRestaurant } from '../test/restaurant';
import { prunePushDevices } from './staff-push';

let t: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestContext({ env: { PUSH_ENDPOINT_ORIGINS: service.origin, JOB_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A restaurant whose admin (every flag) subscribed this device; orders are placed at seat A1. */
async function subscribedRestaurant(path: string) {
  const r = await seedRestaurant(t);
  const device = service.device(path);
  const res = await r.admin.send('PUT', '/api/orders/push/subscription', device.subscription);
  expect(res.status).toBe(200);
  const order = async (itemId: string, requestKey: string, quantity = 1) => {
    await r.a1('POST', '/cart/items', { itemId, quantity });
    const placed = await r.a1('POST', '/orders', { requestKey });
    expect(placed.status).toBe(201);
    return (await placed.json()).order as { id: string };
  };
  return { ...r, device, order };
}

const pushesTo = (path: string) => service.received.filter((push) => push.path === path);

/** Runs `action` and waits until `count` more pushes have arrived (counted from before it: a push may beat the answer). */
async function pushing<T>(count: number, action: () => Promise<T>): Promise<T> {
  const before = service.received.length;
  const result = await action();
  await service.waitFor(before + count);
  return result;
}

describe('Web Push of new orders to staff devices', () => {
  it('sends each new order once, encrypted for the device and signed with the key the server publishes', async () => {
    const r = await subscribedRestaurant('/device/first');
    const placed = await pushing(1, () => r.order(r.karaage.id, 'push-key-1', 2));
    const [push] = pushesTo('/device/first');
    if (!push) throw new Error('no push');
    expect(push.path).toBe('/device/first');
    expect(r.device.open(push)).toEqual({
      title: '新しい注文（A1）',
      body: '唐揚げ定食 ×2　合計 ¥1,960',
      url: '/order?tab=orders',
      tag: `order-${placed.id}`,
    });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { publicKey, claims } = verifiedVapid(push);
    expect((await (await r.admin.get('/api/orders/push/key')).json()).publicKey).toBe(publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);

    // The same request sent again places nothing and pushes nothing; the next order pushes once.
    expect((await r.a1('POST', '/orders', { requestKey: 'push-key-1' })).status).toBe(201);
    const next = await pushing(1, () => r.order(r.beer.id, 'push-key-2'));
    const tags = pushesTo('/device/first').map((p) => (r.device.open(p) as { tag: string }).tag);
    expect(tags).toEqual([`order-${placed.id}`, `order-${next.id}`]);
  });

  it("pushes a 代理注文 like a diner's order, and nothing for one that is refused", async () => {
    const r = await subscribedRestaurant('/device/staff-order');
    const staffOrder = (items: { itemId: string; quantity: number }[], requestKey: string) =>
      r.admin.send('POST', '/api/orders', { seatId: r.seats[1].id, items, note: '', requestKey });
    const refused = await staffOrder([{ itemId: 'no-such-item', quantity: 1 }], 'staff-push-0');
    expect(refused.status).toBe(404);
    const placed = await pushing(1, async () => {
      const res = await staffOrder([{ itemId: r.beer.id, quantity: 2 }], 'staff-push-1');
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string };
    });
    expect(pushesTo('/device/staff-order').map((p) => r.device.open(p))).toEqual([
      { title: '新しい注文（A2）', body: '生ビール ×2　合計 ¥1,100', url: '/order?tab=orders', tag: `order-${placed.id}` },
    ]);
  });

  it("never sends one company's orders to another company's devices", async () => {
    const a = await subscribedRestaurant('/device/company-a');
    const b = await subscribedRestaurant('/device/company-b');
    await pushing(2, async () => {
      await a.order(a.karaage.id, 'company-a-1');
      await b.order(b.beer.id, 'company-b-1');
    });
    expect(pushesTo('/device/company-a').map((p) => (a.device.open(p) as { body: string }).body)).toEqual(['唐揚げ定食 ×1　合計 ¥980']);
    expect(pushesTo('/device/company-b').map((p) => (b.device.open(p) as { body: string }).body)).toEqual(['生ビール ×1　合計 ¥550']);
  });

  it('removes a device the push service says is gone, and stops sending to it', async () => {
    const r = await subscribedRestaurant('/device/gone');
    const other = service.device('/device/still-here');
    expect((await r.admin.send('PUT', '/api/orders/push/subscription', other.subscription)).status).toBe(200);
    service.answer('/device/gone', 410);
    await pushing(2, () => r.order(r.karaage.id, 'gone-key-1'));
    await expect
      .poll(async () =>
        t.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, `${service.origin}/device/gone`)),
      )
      .toEqual([]);
    await pushing(1, () => r.order(r.beer.id, 'gone-key-2'));
    expect(pushesTo('/device/gone')).toHaveLength(1);
    expect(pushesTo('/device/still-here')).toHaveLength(2);
  });

  it('tries a push again when its push service answers 503, to that device only, and keeps the device', async () => {
    const r = await subscribedRestaurant('/device/busy');
    const other = service.device('/device/fine');
    expect((await r.admin.send('PUT', '/api/orders/push/subscription', other.subscription)).status).toBe(200);
    service.answer('/device/busy', 503);
    const before = service.received.length;
    const placed = await pushing(2, () => r.order(r.karaage.id, 'busy-key-1'));
    service.answer('/device/busy', 201);
    // The job queues the busy device alone again, a second later.
    await service.waitFor(before + 3);
    const tags = (path: string) => pushesTo(path).map((p) => (r.device.open(p) as { tag: string }).tag);
    expect(tags('/device/busy')).toEqual([`order-${placed.id}`, `order-${placed.id}`]);
    expect(pushesTo('/device/fine')).toHaveLength(1);
    await t.jobs.idle();
    const kept = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${service.origin}/device/busy`));
    expect(kept).toHaveLength(1);
  });

  it('drops a device not refreshed for 30 days; sending the subscription again refreshes it', async () => {
    const r = await subscribedRestaurant('/device/stale');
    const endpoint = `${service.origin}/device/stale`;
    await t.db
      .update(pushSubscriptions)
      .set({ refreshedAt: sql`now() - interval '31 days'` })
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const fresh = service.device('/device/fresh');
    expect((await r.admin.send('PUT', '/api/orders/push/subscription', fresh.subscription)).status).toBe(200);
    await pushing(1, () => r.order(r.karaage.id, 'stale-key-1'));
    expect(pushesTo('/device/stale')).toHaveLength(0);
    // The hourly pruning job deletes it; the fresh one stays.
    expect(await prunePushDevices(t.db)).toBe(1);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);

    // A device used every week stays: its refresh moves refreshedAt forward.
    await t.db
      .update(pushSubscriptions)
      .set({ refreshedAt: sql`now() - interval '8 days'` })
      .where(eq(pushSubscriptions.endpoint, fresh.subscription.endpoint));
    expect((await r.admin.send('PUT', '/api/orders/push/subscription', fresh.subscription)).status).toBe(200);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, fresh.subscription.endpoint));
    expect(Date.now() - (row?.refreshedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('turning the device off removes it; a member without 注文確認 cannot subscribe', async () => {
    const r = await subscribedRestaurant('/device/off');
    const off = await r.admin.send('DELETE', '/api/orders/push/subscription', { endpoint: `${service.origin}/device/off` });
    expect(await off.json()).toEqual({ isSubscribed: false });
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${service.origin}/device/off`)),
    ).toEqual([]);

    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const refused = await staff.send('PUT', '/api/orders/push/subscription', service.device('/device/staff').subscription);
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, r.seed.companyId))).toEqual([]);
  });

  it("accepts only the browsers' push services and well-formed keys, in Japanese", async () => {
    const r = await seedRestaurant(t);
    const { subscription } = service.device('/device/x');
    const elsewhere = await r.admin.send('PUT', '/api/orders/push/subscription', {
      ...subscription,
      endpoint: 'http://169.254.169.254/latest',
    });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error).toEqual({
      code: 'UNSUPPORTED_PUSH_SERVICE',
      message: 'このブラウザのプッシュ通知サービスには対応していません',
    });
    const badKey = await r.admin.send('PUT', '/api/orders/push/subscription', {
      ...subscription,
      keys: { ...subscription.keys, p256dh: 'abc' },
    });
    expect(badKey.status).toBe(400);
    expect((await badKey.json()).error.message).toContain('プッシュ通知の登録内容が正しくありません');
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, r.seed.companyId))).toEqual([]);
  });
});
