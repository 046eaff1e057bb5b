import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { type RamenShop, seedRamenShop, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Group = RamenShop['groups'][number];
type Line = { id: string; name: string; price: number; quantity: number; options: { group: string; name: string; priceDelta: number }[] };
const ramenShop = () => seedRamenShop(t);

describe('item options: pricing and cart lines', () => {
  it('prices each combination on the server and keeps it as its own line; the same pick adds to its quantity', async () => {
    const r = await ramenShop();
    const add = (choiceIds: string[], quantity = 1) => r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds, quantity });
    await add(r.pick('大盛り', '味玉', 'のり'));
    // The same choices in another order are the same line.
    await add(r.pick('のり', '大盛り', '味玉'));
    const cart = await (await add(r.pick('小盛り'))).json();
    expect(cart.items.map((l: Line) => [l.name, l.options.map((o) => o.name), l.price, l.quantity])).toEqual([
      ['ラーメン', ['大盛り', '味玉', 'のり'], 1150, 2],
      ['ラーメン', ['小盛り'], 700, 1],
    ]);
    expect(cart.totalAmount).toBe(1150 * 2 + 700);
    // A line is changed by its own id, the other combination untouched.
    const big = cart.items[0] as Line;
    const after = await (await r.a1('PATCH', `/cart/items/${encodeURIComponent(big.id)}`, { quantity: 3 })).json();
    expect(after.items.map((l: Line) => l.quantity)).toEqual([3, 1]);

    const placed = await r.a1('POST', '/orders', { requestKey: 'ramen-order-1' });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect(order.totalAmount).toBe(1150 * 3 + 700);
    expect(order.items[0]).toEqual({
      itemId: r.ramen.id,
      name: 'ラーメン',
      price: 1150,
      quantity: 3,
      options: [
        { group: 'サイズ', name: '大盛り', priceDelta: 150 },
        { group: 'トッピング', name: '味玉', priceDelta: 120 },
        { group: 'トッピング', name: 'のり', priceDelta: 80 },
      ],
    });
    // The staff board shows the order with its options.
    const board = await (await r.admin.get('/api/orders')).json();
    expect(board.items[0].items.map((l: Line) => [l.options.map((o) => o.name).join('・'), l.price])).toEqual([
      ['大盛り・味玉・のり', 1150],
      ['小盛り', 700],
    ]);
  });

  it('refuses a pick the groups do not allow with a Japanese message, changing nothing', async () => {
    const r = await ramenShop();
    const refused = async (choiceIds: string[], status: number, message: string) => {
      const res = await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds });
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toBe(message);
    };
    await refused([], 400, '「サイズ」を選んでください');
    await refused(r.pick('並', '大盛り'), 400, '「サイズ」は1つまで選べます');
    await refused(r.pick('並', '味玉', 'のり', 'チャーシュー'), 409, '「チャーシュー」は売り切れです');
    // A choice of another item (or company) is not one of this item's.
    const other = await ramenShop();
    await refused([...r.pick('並'), ...other.pick('味玉')], 400, '選べないオプションが含まれています。選び直してください');
    // An item without options takes none.
    const plain = await r.a1('POST', '/cart/items', { itemId: r.beer.id, choiceIds: r.pick('並') });
    expect(plain.status).toBe(400);
    expect((await (await r.a1('GET', '/cart')).json()).items).toEqual([]);
  });

  it('takes out of the carts the lines a change of the groups no longer allows, keeping the ids sent back', async () => {
    const r = await ramenShop();
    await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds: r.pick('並', '味玉') });
    await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds: r.pick('大盛り') });
    // 味玉 is removed; the rest is sent back with its ids.
    const [size, topping] = r.groups;
    const back = (g: Group, keep: string[]) =>
      g.choices.filter((c) => keep.includes(c.name)).map((c) => ({ id: c.id, name: c.name, priceDelta: c.priceDelta }));
    const res = await r.admin.send('PUT', `/api/menu/items/${r.ramen.id}/options`, {
      groups: [
        { id: size?.id, name: 'サイズ', minChoices: 1, maxChoices: 1, choices: back(size as Group, ['並', '大盛り']) },
        { id: topping?.id, name: 'トッピング', minChoices: 0, maxChoices: 2, choices: back(topping as Group, ['のり']) },
      ],
    });
    expect(res.status).toBe(200);
    const cart = await (await r.a1('GET', '/cart')).json();
    expect(cart.items.map((l: Line) => l.options.map((o) => o.name))).toEqual([['大盛り']]);
    expect(cart.totalAmount).toBe(950);
  });
});

describe('item options on the receipt', () => {
  it('names each combination as its own line of the seat’s 領収書', async () => {
    const r = await ramenShop();
    await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds: r.pick('大盛り', '味玉'), quantity: 2 });
    await r.a1('POST', '/cart/items', { itemId: r.ramen.id, choiceIds: r.pick('並') });
    expect((await r.a1('POST', '/orders', { requestKey: 'ramen-receipt-1' })).status).toBe(201);
    const res = await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, { receipt: { addressee: '' }, unserved: 'serve' });
    expect(res.status).toBe(200);
    const { receipt } = await res.json();
    expect(receipt.total).toBe(1070 * 2 + 800);
    const doc = await (await r.admin.get(`/api/documents/receipt/${receipt.id}`)).json();
    expect(doc.lines.map((l: { name: string; quantity: string; amount: number }) => [l.name, l.quantity, l.amount])).toEqual([
      ['ラーメン（大盛り・味玉）', '2', 2140],
      ['ラーメン（並）', '1', 800],
    ]);
  });
});

describe('item options: the menu editor', () => {
  it('refuses rules that cannot be met, with Japanese messages', async () => {
    const r = await ramenShop();
    const save = (group: Record<string, unknown>) => r.admin.send('PUT', `/api/menu/items/${r.ramen.id}/options`, { groups: [group] });
    const bad = await save({ name: '辛さ', minChoices: 2, maxChoices: 1, choices: [{ name: '普通' }, { name: '辛口' }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('「辛さ」の最小選択数が最大選択数を超えています');
    const empty = await save({ name: '辛さ', minChoices: 0, maxChoices: 1, choices: [] });
    expect(JSON.stringify(await empty.json())).toContain('選択肢を1つ以上入力してください');
    // Nothing changed: the two groups are still there.
    const menu = await (await r.admin.get('/api/menu')).json();
    expect(menu.items.find((i: { id: string }) => i.id === r.ramen.id).optionGroups.map((g: Group) => g.name)).toEqual([
      'サイズ',
      'トッピング',
    ]);
  });

  it('another company can neither change an item’s options nor see them', async () => {
    const r = await ramenShop();
    const other = await seedRestaurant(t);
    const res = await other.admin.send('PUT', `/api/menu/items/${r.ramen.id}/options`, { groups: [] });
    expect(res.status).toBe(404);
    const theirs = await (await other.admin.get('/api/menu')).json();
    expect(theirs.items.some((i: { id: string }) => i.id === r.ramen.id)).toBe(false);
    const mine = await (await r.admin.get('/api/menu')).json();
    expect(mine.items.find((i: { id: string }) => i.id === r.ramen.id).optionGroups).toHaveLength(2);
    const history = await (await r.admin.get('/api/history')).json();
    expect(history.items.map((i: { operationType: string; targetLabel: string }) => i.operationType)).toEqual(['menu.options.update']);
    expect((await (await other.admin.get('/api/history')).json()).items).toEqual([]);
  });

  it('a member without メニュー設定 gets 403', async () => {
    const r = await ramenShop();
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const res = await staff.send('PUT', `/api/menu/items/${r.ramen.id}/options`, { groups: [] });
    expect(res.status).toBe(403);
  });
});
