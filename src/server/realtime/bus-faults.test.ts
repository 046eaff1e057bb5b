import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents } from '../test/sse';
import { tcpRelay } from '../test/tcp-relay';

/**
 * The event bus's PostgreSQL connection dies (restart, failover, idle kill): live updates
 * must come back by themselves, with nothing missed or doubled. Only PostgreSQL has a
 * connection to lose, so this runs with TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

let t: TestContext;
/** Another instance, which takes the orders: an instance hears its own events without the bus. */
let other: TestContext;
let proxy: ReturnType<typeof tcpRelay>;
beforeAll(async () => {
  if (!databaseUrl) return;
  proxy = tcpRelay(new URL(databaseUrl));
  await proxy.open();
  t = await createTestContext({ streamHeartbeatMs: 60_000, busDatabaseUrl: proxy.url() });
  other = await createTestContext({ sharing: t });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await proxy?.cut();
});

async function restaurant() {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const seats = (await (await admin.send('POST', '/api/seats', { name: 'D1' })).json()).items;
  const menu = await (await admin.send('POST', '/api/menu/items', { name: '焼き鳥', price: 300 })).json();
  const order = async (key: string) => {
    const diner = `/api/mobile-order/${seed.companyId}/${seats[0].token}`;
    await other.request(seed.host, `${diner}/cart/items`, { method: 'POST', body: { itemId: menu.items[0].id } });
    const res = await other.request(seed.host, `${diner}/orders`, { method: 'POST', body: { requestKey: key } });
    expect(res.status).toBe(201);
  };
  return { admin, order };
}

const until = async (check: () => Promise<boolean>, limitMs: number) => {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};

describe.runIf(databaseUrl)('live updates after the database connection is lost', () => {
  it('the LISTEN backend is terminated: the open staff stream receives the next order within 2 s, once', async () => {
    const r = await restaurant();
    const stream = await r.admin.get('/api/events');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'order.created'), 8000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      t.bus.connectionName,
    ]);
    await admin.end();
    expect(killed.rowCount).toBe(1);
    const placedAt = Date.now();
    await r.order('after-terminate');
    const events = await reading;
    expect(Date.now() - placedAt).toBeLessThan(2000);
    expect(events.filter((e) => e.event === 'order.created')).toHaveLength(1);
  });

  it('while the database cannot be heard, health says so and streams show it; afterwards they catch up', async () => {
    const r = await restaurant();
    const stream = await r.admin.get('/api/events');
    const reading = readEvents(stream, (events) => events.filter((e) => e.event === 'order.created').length >= 2, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await proxy.cut();
    expect(await until(async () => (await t.request(t.hostOf(null), '/api/health')).status === 503, 5000)).toBe(true);
    const health = await (await t.request(t.hostOf(null), '/api/health')).json();
    expect(health).toEqual({ ok: false, liveEvents: 'reconnecting', database: 'reachable' });
    // Orders keep landing (the API has its own pool); only the bus is deaf.
    await r.order('while-deaf-1');
    await r.order('while-deaf-2');
    await proxy.open();
    expect(await until(async () => (await t.request(t.hostOf(null), '/api/health')).status === 200, 10_000)).toBe(true);
    const events = await reading;
    const statuses = events.filter((e) => e.event === 'server.status').map((e) => JSON.parse(e.data).isLive);
    expect(statuses).toEqual([false, true]);
    const orders = events.filter((e) => e.event === 'order.created');
    expect(orders).toHaveLength(2);
    expect(new Set(orders.map((e) => e.id)).size).toBe(2);
  });
});
