import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('staff: menu changes', () => {
  it('marking an item 売り切れ keeps its description, category and image', async () => {
    const r = await restaurant();
    const menu = await (await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { isSoldOut: true })).json();
    const beer = menu.items.find((i: { id: string }) => i.id === r.beer.id);
    expect(beer).toMatchObject({ isSoldOut: true, description: '中ジョッキ', categoryId: r.beer.categoryId, price: 550 });
  });
});
