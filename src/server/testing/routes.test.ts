import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededCompany } from '@/core/contracts/testing';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
let production: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  production = await createTestContext({ embedded: true, env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const seed = async (context: TestContext, body: unknown) =>
  context.request(context.hostOf(null), '/api/test/companies', { method: 'POST', body });
const partnerCount = async (context: TestContext) => (await context.db.query.oems.findMany()).length;

describe('POST /api/test/companies (NODE_ENV=test only)', () => {
  it('seeds a restaurant: its admin and staff sign in on the partner host, and the diner URL opens the menu', async () => {
    const res = await seed(t, { type: 'mobile-order', companyName: '試験食堂株式会社', staffPermissions: { products: true } });
    expect(res.status).toBe(201);
    const company = (await res.json()) as SeededCompany;
    expect(company.companyName).toBe('試験食堂株式会社');
    const admin = await t.signIn(company.admin.email, t.hostOf(company.oemId), company.password);
    const me = await (await admin.get('/api/me')).json();
    expect(me.user).toMatchObject({ name: company.admin.name, role: 'admin' });
    expect(me.oem).toMatchObject({ id: company.oemId, type: 'mobile-order' });
    const staff = await t.signIn(company.staff?.email ?? '', t.hostOf(company.oemId), company.password);
    expect((await staff.get('/api/seats')).status).toBe(403);
    expect((await staff.get('/api/products')).status).toBe(200);

    const url = new URL(company.seat?.dinerUrl ?? '');
    expect(url.host).toBe(`${company.oemId}.localhost:3000`);
    const menu = await t.request(url.host, `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`);
    expect(menu.status).toBe(200);
    const body = await menu.json();
    expect(body.seat.name).toBe('テーブル1');
    expect(JSON.stringify(body)).toContain('唐揚げ');
    expect(company.items.map((i) => i.price)).toEqual([300, 680, 380]);
  });

  it('seeds an office company with its 登録番号 and no seat, menu or staff unless asked', async () => {
    const res = await seed(t, { type: 'standard', registrationNumber: 'Ｔ９２３４５６７８９０１２３' });
    const company = (await res.json()) as SeededCompany;
    expect(company).toMatchObject({ type: 'standard', staff: null, seat: null, items: [] });
    const admin = await t.signIn(company.admin.email, t.hostOf(company.oemId), company.password);
    const settings = await (await admin.get('/api/settings/company')).json();
    expect(settings.registrationNumber).toBe('T9234567890123');
    expect((await admin.get('/api/orders')).status).toBe(404);
  });

  it('refuses bad input with a Japanese message and creates nothing', async () => {
    const before = await partnerCount(t);
    const res = await seed(t, { type: 'restaurant', staffPermissions: { everything: true } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('不明な権限があります: everything');
    expect(await partnerCount(t)).toBe(before);
  });

  it('does not exist outside NODE_ENV=test: the path is an unknown API and nothing is created', async () => {
    expect((await seed(production, { type: 'standard' })).status).toBe(401);
    const existing = await production.seedCompany();
    const admin = await production.signIn(existing.admin.email, existing.host);
    const res = await admin.send('POST', '/api/test/companies', { type: 'standard' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'APIが見つかりません' } });
    expect(await partnerCount(production)).toBe(1);
  });

  it('the configuration refuses NODE_ENV=test on any host but localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAIN_HOST: 'example.com' })).toThrow(/NODE_ENV: test is only for MAIN_HOST=localhost/);
    expect(loadConfig({ NODE_ENV: 'test', MAIN_HOST: 'localhost' }).nodeEnv).toBe('test');
  });
});
