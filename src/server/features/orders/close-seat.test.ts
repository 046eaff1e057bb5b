import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('会計済み', () => {
  it('会計済み empties the cart and gives the next guests a fresh history', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    await r.a1('POST', '/orders', { requestKey: 'before-close' });
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
    expect((await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, { unserved: 'serve' })).status).toBe(200);
    expect((await (await r.a1('GET', '/orders')).json()).items).toEqual([]);
    expect((await (await r.a1('GET', '/cart')).json()).items).toEqual([]);
    expect((await (await r.admin.get('/api/orders')).json()).items).toHaveLength(1);
  });

  it('会計済み answers the seat’s open calls, and only that seat’s', async () => {
    const r = await restaurant();
    await r.a1('POST', '/requests', { kind: 'bill' });
    await r.a2('POST', '/requests', { kind: 'call' });
    expect((await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`)).status).toBe(200);
    const open = (await (await r.admin.get('/api/orders/requests')).json()).items;
    expect(open.map((x: { seatName: string; kind: string }) => `${x.seatName} ${x.kind}`)).toEqual(['A2 call']);
  });
});
