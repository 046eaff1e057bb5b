import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('settings: company information', () => {
  it('an admin reads and updates their company, and the change is in the operation log', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const res = await session.send('PATCH', '/api/settings/company', { name: ' 新社名株式会社 ', storeName: '本店' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: seed.companyId, name: '新社名株式会社', storeName: '本店' });
    expect(await (await session.get('/api/settings/company')).json()).toMatchObject({ name: '新社名株式会社' });
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ operationType: 'company.update', targetId: seed.companyId, userId: seed.admin.id });
  });

  it('each admin only ever touches their own company', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const session = await t.signIn(b.admin.email, b.host);
    await session.send('PATCH', '/api/settings/company', { name: 'B社', storeName: '' });
    const [rowA] = await t.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(rowA?.name).not.toBe('B社');
    expect(await (await session.get('/api/settings/company')).json()).toMatchObject({ id: b.companyId });
  });

  it('bad input is a 400 with a Japanese message and changes nothing', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const cases: [unknown, string][] = [
      [{ name: '', storeName: '' }, '会社名を入力してください'],
      [{ name: 'あ'.repeat(101), storeName: '' }, '会社名は100文字以内で入力してください'],
      [{ name: 'A社', storeName: '', id: 'other' }, '不明な項目があります: id'],
      [{ name: 123, storeName: '' }, '会社名を入力してください'],
      ['{not json', 'リクエストの形式が正しくありません'],
    ];
    for (const [body, message] of cases) {
      const res = await session.send('PATCH', '/api/settings/company', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const [row] = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.id, seed.companyId)));
    expect(row?.name).toMatch(/^テスト株式会社/);
    expect(await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId))).toHaveLength(0);
  });

  it('an oversized body is a 413, not a crash', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const res = await session.send('PATCH', '/api/settings/company', { name: 'x'.repeat(2 * 1024 * 1024), storeName: '' });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('リクエストが大きすぎます');
  });
});
