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
