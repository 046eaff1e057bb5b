import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

const template =
  '<!doctype html><html lang="ja"><head><title>モバイルオーダー</title><script type="module" crossorigin src="/assets/mobile-order-x.js"></script></head><body><div id="root"></div></body></html>';

let t: TestContext;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), template);
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

/** 唐揚げ定食 translated into English and Korean only, with 小麦 and 卵; 生ビール and the category untranslated. */
async function translatedRestaurant() {
  const r = await seedRestaurant(t);
  await r.admin.send('PATCH', `/api/menu/items/${r.karaage.id}`, {
    translations: { en: { name: 'Fried chicken set', description: 'With rice' }, ko: { name: '가라아게 정식' } },
    allergens: ['egg', 'wheat'],
  });
  return r;
}
type Restaurant = Awaited<ReturnType<typeof translatedRestaurant>>;
type Item = { id: string; name: string; description: string; allergens: string[]; translations?: unknown };
const menuIn = async (r: Restaurant, query: string) => {
  const res = await r.a1('GET', query);
  expect(res.status).toBe(200);
  return res.json() as Promise<{ categories: { name: string }[]; items: Item[] }>;
};
const page = async (r: Restaurant, headers: Record<string, string> = {}) => {
  const query = `companyId=${r.seed.companyId}&seatId=${r.seats[0].token}&page=menu`;
  const res = await t.request(r.seed.host, `/mobile-order?${query}`, { headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = JSON.parse(html.match(/<script type="application\/json" id="first-screen">(.*?)<\/script>/)?.[1] ?? 'null');
  return { html, root: html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-screen"')), data };
};

describe('the diner menu in the diner’s language', () => {
  it('answers ?lang=en with the English names, Japanese where none was entered, and the allergens', async () => {
    const r = await translatedRestaurant();
    const menu = await menuIn(r, '?lang=en');
    const karaage = menu.items.find((i) => i.id === r.karaage.id);
    const beer = menu.items.find((i) => i.id === r.beer.id);
    expect(karaage).toMatchObject({ name: 'Fried chicken set', description: 'With rice', allergens: ['wheat', 'egg'] });
    expect(beer).toMatchObject({ name: '生ビール', description: '中ジョッキ', allergens: [] });
    expect(menu.categories.map((c) => c.name)).toEqual(['お食事']);
    // Only the chosen language leaves the server.
    expect(karaage?.translations).toBeUndefined();
    // Korean has a name and no description: the description is the Japanese one (empty here).
    expect((await menuIn(r, '?lang=ko')).items.find((i) => i.id === r.karaage.id)).toMatchObject({
      name: '가라아게 정식',
      description: '',
    });
    // A language we do not have, or none, is Japanese.
    for (const query of ['?lang=fr', '']) {
      expect((await menuIn(r, query)).items.find((i) => i.id === r.karaage.id)?.name).toBe('唐揚げ定食');
    }
  });

  it('another company’s id with this seat reads nothing', async () => {
    const r = await translatedRestaurant();
    const other = await t.seedCompany({ type: 'mobile-order' });
    const res = await t.request(other.host, `/api/mobile-order/${other.companyId}/${r.seats[0].token}?lang=en`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('SEAT_NOT_FOUND');
  });
});

describe('the first screen rendered in the diner’s language', () => {
  it('follows Accept-Language: English chrome and names, the strings for the browser beside them', async () => {
    const r = await translatedRestaurant();
    const { html, root, data } = await page(r, { 'accept-language': 'fr-FR,fr;q=0.9,en-US;q=0.8,ja;q=0.5' });
    expect(html).toContain('<html lang="en">');
    // The tab names the page and the store (as the store wrote it).
    expect(html).toMatch(/<title>Menu｜テスト店[^<]*<\/title>/);
    expect(root).toContain('<h1 class="truncate text-lg font-bold">Menu</h1>');
    expect(root).toMatch(/<h3[^>]*>Fried chicken set<\/h3>/);
    expect(root).toMatch(/<h3[^>]*>生ビール<\/h3>/);
    expect(root).toContain('Egg');
    expect(root).toContain('Allergens');
    expect(root).not.toContain('カートに追加');
    expect(data.language).toBe('en');
    expect(data.dictionary.pageTitles.menu).toBe('Menu');
    expect(data.menu).toEqual(await menuIn(r, '?lang=en'));
  });

  it('prefers the language remembered on the phone, and traditional Chinese for Taiwan', async () => {
    const r = await translatedRestaurant();
    const remembered = await page(r, { cookie: 'diner_lang=ko', 'accept-language': 'en' });
    expect(remembered.data.language).toBe('ko');
    expect(remembered.root).toMatch(/<h3[^>]*>가라아게 정식<\/h3>/);
    expect(remembered.root).toContain('메뉴');
    const taiwan = await page(r, { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(taiwan.data.language).toBe('zh-Hant');
    // No traditional Chinese entered: the Japanese names, in the traditional Chinese page.
    expect(taiwan.root).toMatch(/<h3[^>]*>唐揚げ定食<\/h3>/);
    expect(taiwan.root).toContain('菜單');
  });

  it('is Japanese without a preference, and carries no strings the bundle already has', async () => {
    const r = await translatedRestaurant();
    const { html, root, data } = await page(r);
    expect(html).toContain('<html lang="ja">');
    expect(root).toContain('<h1 class="truncate text-lg font-bold">メニュー</h1>');
    expect(root).toMatch(/<h3[^>]*>唐揚げ定食<\/h3>/);
    expect(root).toContain('卵');
    expect(data.language).toBe('ja');
    expect(data.dictionary).toBeUndefined();
  });
});
