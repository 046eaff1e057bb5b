import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

describe('メニュー設定: a new item', () => {
  it('bad menu input gets Japanese messages', async () => {
    const r = await restaurant();
    const res = await r.admin.send('POST', '/api/menu/items', { name: '', price: 'abc' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.issues.map((i: { message: string }) => i.message)).toEqual([
      '商品名を入力してください',
      '価格は数字で入力してください',
    ]);
  });
});
