import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('staff: permission flags and tenants', () => {
  it('gates seats (invoice), menu (order) and orders (quote), and hides other companies’ rows', async () => {
    const r = await restaurant();
    const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true } });
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.get('/api/seats')).status).toBe(403);
    expect((await staff.get('/api/menu')).status).toBe(403);
    expect((await staff.get('/api/orders')).status).toBe(200);
    const otherAdmin = await t.signIn(seed.admin.email, seed.host);
    expect((await otherAdmin.send('PATCH', `/api/seats/${r.seats[0].id}`, { name: '乗っ取り' })).status).toBe(404);
    expect((await otherAdmin.send('PATCH', `/api/menu/items/${r.beer.id}`, { price: 1 })).status).toBe(404);
    expect((await otherAdmin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`)).status).toBe(404);
    expect((await (await otherAdmin.get('/api/orders')).json()).items).toEqual([]);
  });
});
