import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents } from '../test/sse';

/**
 * Two server instances on one PostgreSQL: an order placed through A alerts a staff page
 * connected to B (LISTEN/NOTIFY). Embedded PGlite is one process by design, so this runs
 * only with TEST_DATABASE_URL.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestContext();
  b = await createTestContext();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe.runIf(onPostgres)('live events across instances', () => {
  it('an order placed on instance A reaches a staff stream on instance B', async () => {
    const seed = await a.seedCompany({ type: 'mobile-order' });
    const adminA = await a.signIn(seed.admin.email, seed.host);
    const seats = (await (await adminA.send('POST', '/api/seats', { name: 'B席' })).json()).items;
    const menu = await (await adminA.send('POST', '/api/menu/items', { name: '醤油ラーメン', price: 850 })).json();
    const adminB = await b.signIn(seed.admin.email, seed.host);
    const stream = await adminB.get('/api/events');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'order.created'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const diner = `/api/mobile-order/${seed.companyId}/${seats[0].token}`;
    await a.request(seed.host, `${diner}/cart/items`, { method: 'POST', body: { itemId: menu.items[0].id } });
    await a.request(seed.host, `${diner}/orders`, { method: 'POST', body: { requestKey: 'cross-instance' } });
    const created = (await reading).find((e) => e.event === 'order.created');
    expect(JSON.parse(created?.data ?? '{}')).toMatchObject({ seatName: 'B席', totalAmount: 850 });
  });
});
