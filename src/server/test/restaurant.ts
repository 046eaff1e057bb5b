import type { TestContext } from './context';

/**
 * A restaurant with two seats (A1, A2) and a small menu (唐揚げ定食 ¥980, 生ビール ¥550),
 * set up through the staff API, and a diner client per seat.
 */
export async function seedRestaurant(t: TestContext) {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  await admin.send('POST', '/api/seats', { name: 'A1' });
  const seats = (await (await admin.send('POST', '/api/seats', { name: 'A2' })).json()).items;
  const menu = await (await admin.send('POST', '/api/menu/categories', { name: 'お食事' })).json();
  const categoryId = menu.categories[0].id;
  await admin.send('POST', '/api/menu/items', { name: '唐揚げ定食', price: '９８０', categoryId });
  const full = await (
    await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550, categoryId, description: '中ジョッキ' })
  ).json();
  const [karaage, beer] = full.items;
  const diner = (seat: { token: string }) => (method: string, path: string, body?: unknown) =>
    t.request(seed.host, `/api/mobile-order/${seed.companyId}/${seat.token}${path}`, { method, body });
  return { seed, admin, seats, karaage, beer, a1: diner(seats[0]), a2: diner(seats[1]) };
}

/** Places what is put in the seat's cart as one order (the key names the attempt). */
export async function placeOrderAt(diner: Awaited<ReturnType<typeof seedRestaurant>>['a1'], itemId: string, requestKey: string) {
  await diner('POST', '/cart/items', { itemId });
  const res = await diner('POST', '/orders', { requestKey });
  if (res.status !== 201) throw new Error(`order ${requestKey}: ${res.status}`);
  return (await res.json()).order as { id: string; createdAt: number; status: string };
}

type OptionGroup = { id: string; name: string; choices: { id: string; name: string; priceDelta: number }[] };

/**
 * seedRestaurant's restaurant whose ラーメン (¥800) has サイズ (必須, one of 並・大盛り +150・
 * 小盛り −100) and トッピング (up to 2 of 味玉 +120, のり +80, チャーシュー +250 売り切れ).
 * `pick` gives the ids of choices by name.
 */
export async function seedRamenShop(t: TestContext) {
  const r = await seedRestaurant(t);
  const created = await (
    await r.admin.send('POST', '/api/menu/items', { name: 'ラーメン', price: 800, categoryId: r.karaage.categoryId })
  ).json();
  const ramen = created.items.find((i: { name: string }) => i.name === 'ラーメン');
  const saved = await r.admin.send('PUT', `/api/menu/items/${ramen.id}/options`, {
    groups: [
      {
        name: 'サイズ',
        minChoices: 1,
        maxChoices: 1,
        choices: [{ name: '並' }, { name: '大盛り', priceDelta: '+150' }, { name: '小盛り', priceDelta: '−100' }],
      },
      {
        name: 'トッピング',
        minChoices: 0,
        maxChoices: 2,
        choices: [
          { name: '味玉', priceDelta: 120 },
          { name: 'のり', priceDelta: 80 },
          { name: 'チャーシュー', priceDelta: 250, isSoldOut: true },
        ],
      },
    ],
  });
  if (saved.status !== 200) throw new Error(`options of ラーメン: ${saved.status}`);
  const groups: OptionGroup[] = (await saved.json()).items.find((i: { id: string }) => i.id === ramen.id).optionGroups;
  const pick = (...names: string[]) => names.map((n) => groups.flatMap((g) => g.choices).find((c) => c.name === n)?.id as string);
  return { ...r, ramen, groups, pick };
}

export type RamenShop = Awaited<ReturnType<typeof seedRamenShop>>;
