import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('postal code lookup', () => {
  it('gives 都道府県・市区町村・町域 for a code, written with full-width digits or without a hyphen', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const res = await session.send('GET', `/api/postal-codes/${encodeURIComponent('１０４ー００６１')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ addresses: [{ postalCode: '104-0061', prefecture: '東京都', city: '中央区', town: '銀座' }] });
    expect((await (await session.send('GET', '/api/postal-codes/5300001')).json()).addresses).toEqual([
      { postalCode: '530-0001', prefecture: '大阪府', city: '大阪市北区', town: '梅田' },
    ]);
  });

  it('lists every 町域 of a code that covers several, and none for a whole-city code', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const several = (await (await session.send('GET', '/api/postal-codes/452-0961')).json()).addresses;
    expect(several.length).toBeGreaterThan(10);
    expect(new Set(several.map((a: { city: string }) => a.city))).toEqual(new Set(['清須市']));
    expect(several.map((a: { town: string }) => a.town)).toContain('春日夢の森');
    const wholeCity = (await (await session.send('GET', '/api/postal-codes/060-0000')).json()).addresses;
    expect(wholeCity).toEqual([{ postalCode: '060-0000', prefecture: '北海道', city: '札幌市中央区', town: '' }]);
  });

  it('answers an unknown or malformed code with no addresses, and refuses anonymous callers', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    expect(await (await session.send('GET', '/api/postal-codes/999-9999')).json()).toEqual({ addresses: [] });
    expect(await (await session.send('GET', '/api/postal-codes/abc')).json()).toEqual({ addresses: [] });
    const anonymous = await t.app.request('/api/postal-codes/1040061', { headers: { host: seed.host } });
    expect(anonymous.status).toBe(401);
  });
});
