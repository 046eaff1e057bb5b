import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, operationLogs, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const uniqueId = () => `p${crypto.randomUUID().slice(0, 8)}`;

describe('platform admin', () => {
  it('creates a partner whose subdomain then serves its name and colours', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const id = uniqueId();
    const res = await admin.send('POST', '/api/admin/oems', {
      id,
      name: '新パートナー',
      type: 'mobile-order',
      bg: '#112233',
      text: '#FFFFFF',
      showHistory: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id,
      name: '新パートナー',
      type: 'mobile-order',
      bg: '#112233',
      text: '#ffffff',
      showHistory: true,
      companyCount: 0,
    });
    const host = await (await t.request(t.hostOf(id), '/api/host')).json();
    expect(host.oem).toMatchObject({ id, name: '新パートナー', bg: '#112233' });
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, id));
    expect(logs.map((l) => l.operationType)).toEqual(['admin.oem.create']);
  });

  it('refuses bad and reserved partner ids, and duplicates', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const base = { name: 'x', type: 'standard', bg: '#000000', text: '#ffffff', showHistory: false };
    const cases: [string, string][] = [
      ['Upper', 'IDは半角英小文字・数字・ハイフンで入力してください(先頭と末尾にハイフンは使えません)'],
      ['-dash', 'IDは半角英小文字・数字・ハイフンで入力してください(先頭と末尾にハイフンは使えません)'],
      ['www', 'このIDは予約されているため使用できません'],
    ];
    for (const [id, message] of cases) {
      const res = await admin.send('POST', '/api/admin/oems', { ...base, id });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const id = uniqueId();
    await admin.send('POST', '/api/admin/oems', { ...base, id });
    expect((await admin.send('POST', '/api/admin/oems', { ...base, id })).status).toBe(409);
    expect((await (await admin.send('POST', '/api/admin/oems', { ...base, id: uniqueId(), bg: 'red' })).json()).error.message).toBe(
      '背景色は #RRGGBB の形式で入力してください',
    );
  });

  it('renames a partner id; its companies and users follow', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const seed = await t.seedCompany();
    const newId = uniqueId();
    const res = await admin.send('PATCH', `/api/admin/oems/${seed.oemId}`, { id: newId, name: '改名パートナー' });
    expect(res.status).toBe(200);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, seed.companyId));
    expect(company?.oemId).toBe(newId);
    const member = await t.signIn(seed.admin.email, t.hostOf(newId));
    expect((await member.get('/api/settings/company')).status).toBe(200);
  });

  it('refuses to delete a partner that has companies, and deletes an empty one', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const seed = await t.seedCompany();
    const refused = await admin.send('DELETE', `/api/admin/oems/${seed.oemId}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('このパートナーには会社が登録されているため削除できません');
    const id = uniqueId();
    await admin.send('POST', '/api/admin/oems', { id, name: '空', type: 'standard', bg: '#000000', text: '#ffffff', showHistory: false });
    expect((await admin.send('DELETE', `/api/admin/oems/${id}`)).status).toBe(204);
    expect((await t.request(t.hostOf(id), '/api/host').then((r) => r.json())).oem).toBeNull();
  });

  it('creates a company with its first admin, who is invited by mail', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const seed = await t.seedCompany();
    const email = `first-${seed.oemId}@example.com`;
    const res = await admin.send('POST', '/api/admin/companies', {
      name: '新規株式会社',
      storeName: '本店',
      oemId: seed.oemId,
      adminName: '初代 管理者',
      adminEmail: email,
    });
    expect(res.status).toBe(201);
    const company = await res.json();
    expect(company).toMatchObject({ name: '新規株式会社', oemId: seed.oemId, status: 'active', userCount: 1 });
    await t.jobs.idle();
    const mail = t.mailer.messages.find((m) => m.to === email);
    expect(mail?.text).toContain(`http://${seed.oemId}.localhost:3000/login?resetToken=`);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      role: 'admin',
      companyId: company.id,
      permissions: { products: true, customer: true, quote: true, invoice: true, order: true, delivery: true },
    });
    const found = await (await admin.get(`/api/admin/companies?q=${encodeURIComponent('新規')}&oemId=${seed.oemId}`)).json();
    expect(found.items.map((c: { id: string }) => c.id)).toEqual([company.id]);
  });

  it('suspending a company ends its sessions and refuses sign-in until resumed', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const seed = await t.seedCompany();
    const member = await t.signIn(seed.staff.email, seed.host);
    expect((await admin.send('PATCH', `/api/admin/companies/${seed.companyId}`, { status: 'suspended' })).status).toBe(200);
    expect((await member.get('/api/me')).status).toBe(401);
    await expect(t.signIn(seed.staff.email, seed.host)).rejects.toThrow(/403/);
    await admin.send('PATCH', `/api/admin/companies/${seed.companyId}`, { status: 'active' });
    await expect(t.signIn(seed.staff.email, seed.host)).resolves.toBeDefined();
  });

  it('searches users across companies, mails a reset and toggles manager', async () => {
    const manager = await t.seedManager();
    const admin = await t.signIn(manager.email, manager.host);
    const seed = await t.seedCompany();
    const found = await (await admin.get(`/api/admin/users?q=${seed.staff.email}`)).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ email: seed.staff.email, companyId: seed.companyId, isManager: false });
    expect((await admin.send('POST', `/api/admin/users/${seed.staff.id}/reset-password`)).status).toBe(200);
    await t.jobs.idle();
    expect(t.mailer.messages.some((m) => m.to === seed.staff.email && m.subject.includes('パスワード再設定'))).toBe(true);
    const self = await admin.send('PATCH', `/api/admin/users/${manager.id}`, { isManager: false });
    expect(self.status).toBe(400);
    const history = await (await admin.get('/api/admin/history?last=5')).json();
    expect(history.items[0]).toMatchObject({ operationType: 'admin.user.reset-password', user: { id: manager.id } });
  });

  it('is closed to company users, even admins', async () => {
    const seed = await t.seedCompany();
    const companyAdmin = await t.signIn(seed.admin.email, seed.host);
    expect((await companyAdmin.get('/api/admin/oems')).status).toBe(403);
    expect(
      (
        await companyAdmin.send('POST', '/api/admin/oems', {
          id: uniqueId(),
          name: 'x',
          type: 'standard',
          bg: '#000000',
          text: '#ffffff',
          showHistory: false,
        })
      ).status,
    ).toBe(403);
  });
});
