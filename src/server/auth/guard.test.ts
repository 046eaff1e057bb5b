import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, deniedMessage } from '@/core/permissions';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('API guard: roles, permission flags, partners and hosts', () => {
  it('answers 401 with a Japanese message when nobody is signed in', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/settings/company');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'ログインしてください' } });
  });

  it.each(areas.filter((a) => !a.mobileOrderOnly).map((a) => [a.label, a] as const))(
    'a user without the flag of %s gets 403 with the area message',
    async (_label, area) => {
      const seed = await t.seedCompany({ staffPermissions: {} });
      const session = await t.signIn(seed.staff.email, seed.host);
      const res = await session.get(`${area.apiPrefix}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: deniedMessage(area) } });
    },
  );

  it('the order areas answer 403 per flag on a mobile-order partner, and do not exist on a standard one', async () => {
    const restaurant = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true } });
    const staff = await t.signIn(restaurant.staff.email, restaurant.host);
    expect((await staff.get('/api/seats')).status).toBe(403);
    expect((await (await staff.get('/api/menu')).json()).error.message).toBe('メニュー設定にアクセスする権限がありません');
    expect((await staff.get('/api/orders')).status).not.toBe(403);

    const office = await t.seedCompany({ type: 'standard' });
    const admin = await t.signIn(office.admin.email, office.host);
    expect((await admin.get('/api/orders')).status).toBe(404);
  });

  it('role user gets the specification messages for staff and settings', async () => {
    const seed = await t.seedCompany({
      staffPermissions: { products: true, customer: true, quote: true, invoice: true, order: true, delivery: true },
    });
    const session = await t.signIn(seed.staff.email, seed.host);
    const staffRes = await session.get('/api/staff');
    expect(staffRes.status).toBe(403);
    expect((await staffRes.json()).error.message).toBe('担当者管理には管理者権限が必要です');
    const settingsRes = await session.send('PATCH', '/api/settings/company', { name: '乗っ取り', storeName: '' });
    expect(settingsRes.status).toBe(403);
    expect((await settingsRes.json()).error.message).toBe('設定には管理者権限が必要です');
  });

  it('a user of partner A on partner B host is refused (the browser is sent to A)', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const session = await t.signIn(a.admin.email, b.host);
    const res = await session.get('/api/settings/company');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'WRONG_HOST', message: 'URLを確認してください' } });
  });

  it('/api/me on another host answers WRONG_HOST with only where the user belongs, not the profile', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const wrongHost = { code: 'WRONG_HOST', message: 'URLを確認してください' };
    // Cookies are host-only; a cookie of A's host sent to B's is forced here.
    const { cookie } = await t.signIn(a.admin.email, a.host);
    const onB = await t.request(b.host, '/api/me', { cookie });
    expect(onB.status).toBe(403);
    expect(await onB.json()).toEqual({ error: { ...wrongHost, home: { isManager: false, oemId: a.oemId, oemName: a.oemName } } });
    const onMain = await t.request(t.hostOf(null), '/api/me', { cookie });
    expect(await onMain.json()).toEqual({ error: { ...wrongHost, home: { isManager: false, oemId: a.oemId, oemName: a.oemName } } });
    expect((await t.request(a.host, '/api/me', { cookie })).status).toBe(200);

    const manager = await t.seedManager();
    const managerOnPartner = await t.signIn(manager.email, b.host);
    const res = await managerOnPartner.get('/api/me');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { ...wrongHost, home: { isManager: true, oemId: null, oemName: null } } });
  });

  it('a non-manager on the main host is refused; a manager is refused outside /api/admin and off the main host', async () => {
    const seed = await t.seedCompany();
    const user = await t.signIn(seed.admin.email, t.hostOf(null));
    expect((await user.get('/api/settings/company')).status).toBe(403);
    expect((await user.get('/api/admin/oems')).status).toBe(403);

    const manager = await t.seedManager();
    const onMain = await t.signIn(manager.email, manager.host);
    expect((await onMain.get('/api/settings/company')).status).toBe(403);
    const onPartner = await t.signIn(manager.email, seed.host);
    const res = await onPartner.get('/api/admin/oems');
    expect((await res.json()).error.code).toBe('WRONG_HOST');
  });

  it('permission changes apply at once, without signing in again', async () => {
    const seed = await t.seedCompany({ staffPermissions: { products: true } });
    const session = await t.signIn(seed.staff.email, seed.host);
    expect((await session.get('/api/customers')).status).toBe(403);
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(users)
      .set({ permissions: { products: true, customer: true } })
      .where(eq(users.id, seed.staff.id));
    expect((await session.get('/api/customers')).status).not.toBe(403);
  });

  it('an unknown API path is a JSON 404, never HTML', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const res = await session.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'APIが見つかりません' } });
  });
});

describe('API description', () => {
  it('serves an OpenAPI document with the validated request bodies', async () => {
    const res = await t.request('localhost:3000', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/products'].post.requestBody.content['application/json'].schema.properties.code).toBeDefined();
    expect(doc.paths['/api/mobile-order/{companyId}/{seatId}/orders'].post).toBeDefined();
    expect(doc.paths['/api/documents/{kind}/{id}'].put.requestBody.content['application/json'].schema.properties.lines).toBeDefined();
    expect(doc.paths['/api/documents/{kind}/{id}/pdf'].get).toBeDefined();
  });
});
