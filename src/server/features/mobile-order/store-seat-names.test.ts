import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(
    join(webRoot, 'mobile-order.html'),
    '<!doctype html><html lang="ja"><head><title>モバイルオーダー</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

type Restaurant = Awaited<ReturnType<typeof seedRestaurant>>;
type SeatRow = { id: string; name: string; translations: Record<string, { name?: string }> };
const seatsOf = async (r: Restaurant): Promise<SeatRow[]> => (await (await r.admin.get('/api/seats')).json()).items;
const a1Of = async (r: Restaurant) => (await seatsOf(r)).find((s) => s.name === 'A1') as SeatRow;
const storeNamesOf = async (r: Restaurant) => (await r.admin.get('/api/seats/store-names')).json();
/** A1 as the store saved it: 窓際 A1 in English and Korean, the store 居酒屋かんり in English. */
async function namedRestaurant() {
  const r = await seedRestaurant(t);
  await r.admin.send('PATCH', '/api/settings/company', { storeName: '居酒屋かんり' });
  const a1 = await a1Of(r);
  expect(
    (await r.admin.send('PATCH', `/api/seats/${a1.id}`, { translations: { en: { name: 'Window A1' }, ko: { name: '창가 A1' } } })).status,
  ).toBe(200);
  expect((await r.admin.send('PUT', '/api/seats/store-names', { translations: { en: { storeName: 'Izakaya Kanri' } } })).status).toBe(200);
  return { ...r, seatA1: a1 };
}

describe('座席設定: the store’s and the seats’ names in the diners’ languages', () => {
  it('saves them trimmed, drops a language left empty, and a rename keeps the seat’s', async () => {
    const r = await seedRestaurant(t);
    const created = await r.admin.send('POST', '/api/seats', {
      name: 'カウンター1',
      translations: { en: { name: '  Counter 1  ' }, 'zh-Hans': { name: '' } },
    });
    expect(created.status).toBe(201);
    const counter = (await created.json()).items.find((s: SeatRow) => s.name === 'カウンター1');
    expect(counter.translations).toEqual({ en: { name: 'Counter 1' } });
    // A rename alone keeps the translations; translations alone keep the name.
    await r.admin.send('PATCH', `/api/seats/${counter.id}`, { name: 'カウンター席1' });
    await r.admin.send('PATCH', `/api/seats/${counter.id}`, { translations: { en: { name: 'Counter 1' }, 'zh-Hant': { name: '吧台1' } } });
    expect((await seatsOf(r)).find((s) => s.id === counter.id)).toMatchObject({
      name: 'カウンター席1',
      translations: { en: { name: 'Counter 1' }, 'zh-Hant': { name: '吧台1' } },
    });

    await r.admin.send('PATCH', '/api/settings/company', { storeName: '' });
    // Without 店舗名 the diners read the company's name: that is the name translated here.
    expect(await storeNamesOf(r)).toEqual({ storeName: expect.stringMatching(/\S/), translations: {} });
    const saved = await r.admin.send('PUT', '/api/seats/store-names', {
      translations: { en: { storeName: ' Kanri Diner ' }, ko: { storeName: '' } },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).translations).toEqual({ en: { storeName: 'Kanri Diner' } });
    expect((await storeNamesOf(r)).translations).toEqual({ en: { storeName: 'Kanri Diner' } });
  });

  it('refuses an unknown language and too long names with Japanese messages, changing nothing', async () => {
    const r = await namedRestaurant();
    const bad = async (method: string, path: string, body: unknown) => {
      const res = await r.admin.send(method, path, body);
      expect(res.status).toBe(400);
      return (await res.json()).error.issues.map((i: { message: string }) => i.message);
    };
    const seat = `/api/seats/${r.seatA1.id}`;
    expect(await bad('PATCH', seat, { translations: { fr: { name: 'Fenêtre A1' } } })).toEqual(['不明な項目があります: fr']);
    expect(await bad('PATCH', seat, { translations: { en: { name: 'W'.repeat(31) } } })).toEqual([
      '座席名（English）は30文字以内で入力してください',
    ]);
    expect(await bad('POST', '/api/seats', { name: 'B1', translations: { de: { name: 'B1' } } })).toEqual(['不明な項目があります: de']);
    expect(await bad('PUT', '/api/seats/store-names', { translations: { fr: { storeName: 'Chez Kanri' } } })).toEqual([
      '不明な項目があります: fr',
    ]);
    expect(await bad('PUT', '/api/seats/store-names', { translations: { ko: { storeName: '가'.repeat(101) } } })).toEqual([
      '店舗名（한국어）は100文字以内で入力してください',
    ]);
    expect(await bad('PUT', '/api/seats/store-names', { translations: { en: { name: 'Kanri' } } })).toEqual(['不明な項目があります: name']);
    expect((await a1Of(r)).translations).toEqual({ en: { name: 'Window A1' }, ko: { name: '창가 A1' } });
    expect((await seatsOf(r)).map((s) => s.name)).toEqual(['A1', 'A2']);
    expect((await storeNamesOf(r)).translations).toEqual({ en: { storeName: 'Izakaya Kanri' } });
  });

  it('another company cannot change them, and staff without 座席設定 get 403', async () => {
    const r = await namedRestaurant();
    const other = await t.seedCompany({ type: 'mobile-order' });
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const taken = await otherAdmin.send('PATCH', `/api/seats/${r.seatA1.id}`, { translations: { en: { name: 'Hijacked' } } });
    expect(taken.status).toBe(404);
    expect((await taken.json()).error.message).toBe('座席が見つかりません');
    // Its store names are its own company's: ours stay as they were.
    await otherAdmin.send('PUT', '/api/seats/store-names', { translations: { en: { storeName: 'Other Place' } } });
    expect((await storeNamesOf(r)).translations).toEqual({ en: { storeName: 'Izakaya Kanri' } });
    expect((await a1Of(r)).translations.en).toEqual({ name: 'Window A1' });

    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    expect((await staff.send('PUT', '/api/seats/store-names', { translations: {} })).status).toBe(403);
    expect((await staff.send('PATCH', `/api/seats/${r.seatA1.id}`, { translations: {} })).status).toBe(403);
    expect((await storeNamesOf(r)).translations).toEqual({ en: { storeName: 'Izakaya Kanri' } });
  });
});

describe('the diner reads the store and the seat in its language', () => {
  it('answers ?lang= with the translated names, Japanese where none was entered', async () => {
    const r = await namedRestaurant();
    const menuIn = async (query: string) => (await r.a1('GET', query)).json();
    expect(await menuIn('?lang=en')).toMatchObject({ company: { storeName: 'Izakaya Kanri' }, seat: { name: 'Window A1' } });
    expect(await menuIn('?lang=ko')).toMatchObject({ company: { storeName: '居酒屋かんり' }, seat: { name: '창가 A1' } });
    expect(await menuIn('')).toMatchObject({ company: { storeName: '居酒屋かんり' }, seat: { name: 'A1' } });
    // Only the chosen language leaves the server.
    expect(JSON.stringify(await menuIn('?lang=en'))).not.toContain('창가');
  });

  it('renders them in the first screen of an English phone', async () => {
    const r = await namedRestaurant();
    const query = `companyId=${r.seed.companyId}&seatId=${r.seats[0].token}`;
    const res = await t.request(r.seed.host, `/mobile-order?${query}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="first-screen"'));
    expect(root).toContain('Izakaya Kanri');
    expect(root).toContain('Window A1');
    expect(root).not.toContain('居酒屋かんり');
    const japanese = await (await t.request(r.seed.host, `/mobile-order?${query}`)).text();
    expect(japanese).toContain('居酒屋かんり');
    expect(japanese).not.toContain('Izakaya Kanri');
  });
});
