import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
const restaurant = () => seedRestaurant(t);

const english = { en: { name: 'Fried chicken set', description: 'With rice and miso soup' } };

describe('メニュー設定: translations and allergens of an item', () => {
  it('saves them, keeps them through a partial change, and gives them back in the list order', async () => {
    const r = await restaurant();
    const saved = await r.admin.send('PATCH', `/api/menu/items/${r.karaage.id}`, {
      translations: { ...english, ko: { name: '  가라아게 정식  ', description: '' }, 'zh-Hans': { name: '', description: '' } },
      allergens: ['soybean', 'egg', 'wheat'],
    });
    expect(saved.status).toBe(200);
    // 売り切れ alone leaves them as they were.
    await r.admin.send('PATCH', `/api/menu/items/${r.karaage.id}`, { isSoldOut: true });
    const menu = await (await r.admin.get('/api/menu')).json();
    const item = menu.items.find((i: { id: string }) => i.id === r.karaage.id);
    expect(item.name).toBe('唐揚げ定食');
    expect(item.isSoldOut).toBe(true);
    // Trimmed; a language with nothing entered is not stored.
    expect(item.translations).toEqual({ ...english, ko: { name: '가라아게 정식', description: '' } });
    // 特定原材料 before 準ずるもの, in 消費者庁's order, whatever order they were ticked in.
    expect(item.allergens).toEqual(['wheat', 'egg', 'soybean']);
  });

  it('refuses unknown allergens, unknown languages and too long names with Japanese messages, changing nothing', async () => {
    const r = await restaurant();
    await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { allergens: ['wheat'] });
    const bad = async (body: unknown) => {
      const res = await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, body);
      expect(res.status).toBe(400);
      return (await res.json()).error.issues.map((i: { message: string }) => i.message);
    };
    expect(await bad({ allergens: ['wheat', 'matsutake'] })).toEqual(['アレルギー品目が正しくありません: matsutake']);
    expect(await bad({ allergens: 'egg' })).toEqual(['アレルギー品目は一覧から選んでください']);
    expect(await bad({ translations: { fr: { name: 'Bière' } } })).toEqual(['不明な項目があります: fr']);
    expect(await bad({ translations: { en: { name: 'B'.repeat(61) } } })).toEqual(['表示名（English）は60文字以内で入力してください']);
    const item = (await (await r.admin.get('/api/menu')).json()).items.find((i: { id: string }) => i.id === r.beer.id);
    expect(item.allergens).toEqual(['wheat']);
    expect(item.translations).toEqual({});
  });

  it('a new item and a category take their translations at once; a rename keeps the category’s', async () => {
    const r = await restaurant();
    const created = await r.admin.send('POST', '/api/menu/items', {
      name: '枝豆',
      price: 380,
      allergens: ['soybean'],
      translations: { en: { name: 'Edamame' } },
    });
    expect(created.status).toBe(201);
    const edamame = (await created.json()).items.find((i: { name: string }) => i.name === '枝豆');
    expect(edamame).toMatchObject({ allergens: ['soybean'], translations: { en: { name: 'Edamame', description: '' } } });

    const withCategory = await (
      await r.admin.send('POST', '/api/menu/categories', {
        name: 'デザート',
        translations: { en: { name: 'Desserts' }, ko: { name: '디저트' } },
      })
    ).json();
    const dessert = withCategory.categories.find((c: { name: string }) => c.name === 'デザート');
    expect(dessert.translations).toEqual({ en: { name: 'Desserts' }, ko: { name: '디저트' } });
    const renamed = await (await r.admin.send('PATCH', `/api/menu/categories/${dessert.id}`, { name: '甘味' })).json();
    expect(renamed.categories.find((c: { id: string }) => c.id === dessert.id)).toMatchObject({
      name: '甘味',
      translations: dessert.translations,
    });
  });

  it('another company cannot change them, and staff without メニュー設定 get 403', async () => {
    const r = await restaurant();
    const other = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true } });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const staff = await t.signIn(other.staff.email, other.host);
    expect((await otherAdmin.send('PATCH', `/api/menu/items/${r.beer.id}`, { allergens: ['egg'], translations: english })).status).toBe(
      404,
    );
    const category = (await (await r.admin.get('/api/menu')).json()).categories[0];
    expect(
      (await otherAdmin.send('PATCH', `/api/menu/categories/${category.id}`, { translations: { en: { name: 'Meals' } } })).status,
    ).toBe(404);
    expect((await staff.send('POST', '/api/menu/items', { name: 'x', price: 1, allergens: ['egg'] })).status).toBe(403);
    // The other company's own menu does not show them either.
    expect((await (await otherAdmin.get('/api/menu')).json()).items).toEqual([]);
    const beer = (await (await r.admin.get('/api/menu')).json()).items.find((i: { id: string }) => i.id === r.beer.id);
    expect(beer).toMatchObject({ allergens: [], translations: {} });
  });
});
