import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('partner branding of the diner page', () => {
  it('gives the partner’s colours and the store name with the seat menu', async () => {
    const r = await seedRestaurant(t);
    const menu = await (await r.a1('GET', '')).json();
    expect(menu.brand).toEqual({ name: r.seed.oemName, bg: '#4a5565', text: '#4a5565' });
    expect(menu.company.storeName).toMatch(/^テスト店/);
  });

  it('answers a seat URL only on its own partner’s host: another partner’s is told URLを確認してください', async () => {
    const r = await seedRestaurant(t);
    const other = await seedRestaurant(t);
    const path = `/api/mobile-order/${r.seed.companyId}/${r.seats[0].token}`;
    const wrong = await t.request(other.seed.host, path);
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.message).toBe('URLを確認してください');
    const add = await t.request(other.seed.host, `${path}/cart/items`, { method: 'POST', body: { itemId: r.beer.id } });
    expect(add.status).toBe(404);
    expect((await (await r.a1('GET', '/cart')).json()).items).toEqual([]);
    expect((await t.request(r.seed.host, path)).status).toBe(200);
  });
});
