import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents, type SseEvent } from '../test/sse';

/**
 * Live streams carry only what the user may open, and stop the moment access changes.
 * Heartbeats are a minute apart here, so a stream that ends or narrows in time was told by
 * the database, not by its own periodic check.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ streamHeartbeatMs: 60_000 });
});
afterAll(() => t.close());

async function restaurant(staffPermissions = {}) {
  const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const seats = (await (await admin.send('POST', '/api/seats', { name: 'C1' })).json()).items;
  const menu = await (await admin.send('POST', '/api/menu/items', { name: '餃子', price: 400 })).json();
  const diner = (method: string, path: string, body?: unknown) =>
    t.request(seed.host, `/api/mobile-order/${seed.companyId}/${seats[0].token}${path}`, { method, body });
  const order = async (key: string) => {
    await diner('POST', '/cart/items', { itemId: menu.items[0].id });
    expect((await diner('POST', '/orders', { requestKey: key })).status).toBe(201);
  };
  return { seed, admin, seats, diner, order };
}

/** Milliseconds until the server ends the stream (or the limit). */
async function closesWithin(res: Response, limitMs: number): Promise<number> {
  const started = Date.now();
  await readEvents(res, () => false, limitMs);
  return Date.now() - started;
}

const types = (events: SseEvent[]) => events.map((e) => e.event);

describe('who may open a live stream', () => {
  it('a member without any flag is refused the staff stream', async () => {
    const r = await restaurant({});
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const res = await staff.get('/api/events');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('リアルタイム更新を受信できる権限がありません');
  });

  it('a member with 商品管理 only hears product changes, never orders or documents', async () => {
    const r = await restaurant({ products: true });
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const stream = await staff.get('/api/events');
    expect(stream.status).toBe(200);
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'product.changed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await r.order('only-products-1');
    expect((await r.admin.send('POST', '/api/customers', { code: 'C-1', name: '株式会社見えない' })).status).toBe(201);
    expect((await r.admin.send('POST', '/api/products', { code: 'P-1', name: '見える商品', unitPrice: 100 })).status).toBe(201);
    expect(types(await reading)).toEqual(['ready', 'product.changed']);
  });
});

describe('access changes reach open streams at once', () => {
  it('a deactivated member’s stream closes within 1 s', async () => {
    const r = await restaurant({ quote: true });
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const stream = await staff.get('/api/events');
    expect(stream.status).toBe(200);
    const closing = closesWithin(stream, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deactivatedAt = Date.now();
    expect((await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { isActive: false })).status).toBe(200);
    await closing;
    expect(Date.now() - deactivatedAt).toBeLessThan(1000);
  });

  it('signing out closes the stream of that session', async () => {
    const r = await restaurant({ quote: true });
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const stream = await staff.get('/api/events');
    const closing = closesWithin(stream, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signedOutAt = Date.now();
    expect((await staff.send('POST', '/api/auth/sign-out', {})).status).toBe(200);
    await closing;
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it('a flag taken away stops its events before the next one is sent', async () => {
    const r = await restaurant({ quote: true, products: true });
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const stream = await staff.get('/api/events');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'product.changed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await r.order('before-flag-change');
    await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { permissions: { products: true } });
    await r.order('after-flag-change');
    expect((await r.admin.send('POST', '/api/products', { code: 'P-2', name: '新商品', unitPrice: 200 })).status).toBe(201);
    const heard = await reading;
    expect(types(heard)).toEqual(['ready', 'order.created', 'product.changed']);
  });

  it('a renewed QR code closes the diners’ stream within 1 s', async () => {
    const r = await restaurant();
    const stream = await r.diner('GET', '/events');
    expect(stream.status).toBe(200);
    const closing = closesWithin(stream, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const renewedAt = Date.now();
    await r.admin.send('POST', `/api/seats/${r.seats[0].id}/regenerate-token`);
    await closing;
    expect(Date.now() - renewedAt).toBeLessThan(1000);
  });
});
