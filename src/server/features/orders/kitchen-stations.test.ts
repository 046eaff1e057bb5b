import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** seedRestaurant's restaurant with a ドリンク category (station drink) holding ハイボール. */
async function barAndKitchen() {
  const r = await seedRestaurant(t);
  const menu = await (await r.admin.send('POST', '/api/menu/categories', { name: 'ドリンク', station: 'drink' })).json();
  const drinks = menu.categories.find((c: { name: string }) => c.name === 'ドリンク');
  const withItem = await (await r.admin.send('POST', '/api/menu/items', { name: 'ハイボール', price: 450, categoryId: drinks.id })).json();
  const highball = withItem.items.find((i: { name: string }) => i.name === 'ハイボール');
  // One order: 唐揚げ定食 (kitchen, line 0) and ハイボール (drink, line 1).
  await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
  await r.a1('POST', '/cart/items', { itemId: highball.id, quantity: 2 });
  const placed = await r.a1('POST', '/orders', { requestKey: 'kitchen-and-bar' });
  const { order } = await placed.json();
  return { ...r, drinks, highball, order: order as { id: string; items: { name: string }[] } };
}

const boardOrder = async (r: Awaited<ReturnType<typeof barAndKitchen>>) =>
  (await (await r.admin.get('/api/orders')).json()).items.find((o: { id: string }) => o.id === r.order.id);

describe('stations', () => {
  it('a category is made in the kitchen unless set otherwise, and its station is changed in the menu settings', async () => {
    const r = await barAndKitchen();
    const menu = await (await r.admin.get('/api/menu')).json();
    expect(menu.categories.map((c: { name: string; station: string }) => [c.name, c.station])).toEqual([
      ['お食事', 'kitchen'],
      ['ドリンク', 'drink'],
    ]);
    const changed = await r.admin.send('PATCH', `/api/menu/categories/${r.drinks.id}`, { station: 'dessert' });
    expect(changed.status).toBe(200);
    const after = (await changed.json()).categories.find((c: { id: string }) => c.id === r.drinks.id);
    // A change of station alone keeps the name.
    expect([after.name, after.station]).toEqual(['ドリンク', 'dessert']);
    const wrong = await r.admin.send('PATCH', `/api/menu/categories/${r.drinks.id}`, { station: 'bar' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('提供場所はキッチン・ドリンク・デザートから選んでください');
  });
});

describe('提供済 per item and per ticket', () => {
  it('a served line is kept and shown; the order is 提供済 once every line is', async () => {
    const r = await barAndKitchen();
    // Nothing served yet: the order reads as a new order reads everywhere, without served lines.
    expect(await boardOrder(r)).not.toHaveProperty('servedLines');
    // The bar serves its ハイボール: the order is under way, the kitchen's line still waits.
    const bar = await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [1] });
    expect(bar.status).toBe(200);
    expect(await bar.json()).toMatchObject({ status: 'cooking', servedLines: [1] });
    expect(await boardOrder(r)).toMatchObject({ status: 'cooking', servedLines: [1] });
    // Again: nothing changes twice.
    expect(await (await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [1] })).json()).toMatchObject({
      servedLines: [1],
    });
    const kitchen = await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0] });
    expect(await kitchen.json()).toMatchObject({ status: 'served', servedLines: [0, 1] });
    expect(await boardOrder(r)).toMatchObject({ status: 'served', servedLines: [0, 1] });
    // The seat's phone sees the order served.
    const history = (await (await r.a1('GET', '/orders')).json()).items;
    expect(history.find((o: { id: string }) => o.id === r.order.id).status).toBe('served');
    // A served order takes no more.
    const late = await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0] });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe('「提供済」の注文は提供済にできません');
  });

  it('a whole ticket at once; a line the order does not have is refused and changes nothing', async () => {
    const r = await barAndKitchen();
    const missing = await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0, 5] });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: 'LINE_NOT_FOUND', message: '注文に含まれない品目です' });
    expect(await boardOrder(r)).toMatchObject({ status: 'new' });
    expect(await boardOrder(r)).not.toHaveProperty('servedLines');
    expect((await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [] })).status).toBe(400);
    const all = await r.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0, 1] });
    expect(await all.json()).toMatchObject({ status: 'served', servedLines: [0, 1] });
  });

  it('another company cannot serve the order, and a member without 注文確認 gets 403', async () => {
    const r = await barAndKitchen();
    const other = await seedRestaurant(t);
    expect((await other.admin.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0] })).status).toBe(404);
    const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions: { products: true } });
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.send('POST', `/api/orders/${r.order.id}/served-lines`, { lines: [0] })).status).toBe(403);
    expect(await boardOrder(r)).toMatchObject({ status: 'new' });
    expect(await boardOrder(r)).not.toHaveProperty('servedLines');
  });
});
