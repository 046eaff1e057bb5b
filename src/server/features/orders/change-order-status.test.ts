import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('注文確認: order statuses', () => {
  it('advances 新規 → 調理中 → 提供済 one step at a time, and the seat’s history follows', async () => {
    const r = await restaurant();
    for (const key of ['first-order', 'second-order']) {
      await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
      await r.a1('POST', '/orders', { requestKey: key });
    }
    const list = (await (await r.admin.get('/api/orders')).json()).items;
    expect(list).toHaveLength(2);
    // Open orders: the one waiting longest first.
    expect(list[0].createdAt).toBeLessThan(list[1].createdAt);
    const id = list[0].id;
    expect((await (await r.admin.send('PATCH', `/api/orders/${id}`, { status: 'cooking' })).json()).status).toBe('cooking');
    const skip = await r.admin.send('PATCH', `/api/orders/${list[1].id}`, { status: 'served' });
    expect(skip.status).toBe(409);
    expect((await skip.json()).error.message).toBe('「新規」の注文は「提供済」にできません');
    expect((await (await r.admin.send('PATCH', `/api/orders/${id}`, { status: 'served' })).json()).status).toBe('served');
    // Served, it goes below the open one.
    const board = (await (await r.admin.get('/api/orders')).json()).items;
    expect(board.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [list[1].id, 'new'],
      [id, 'served'],
    ]);
    const history = (await (await r.a1('GET', '/orders')).json()).items;
    expect(history.find((o: { id: string }) => o.id === id).status).toBe('served');
  });
});
