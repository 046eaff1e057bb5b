import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { seedDemo } from './demo-data';
import { companies, menuItems, seats, users } from './schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('loads the partners, companies and accounts of the README, and loads again without duplicates', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const demoUsers = await t.db.select().from(users).where(eq(users.companyId, 'demo-company'));
    expect(demoUsers.map((u) => [u.email, u.name, u.role]).sort()).toEqual([
      ['admin@demo.example', '山田 太郎', 'admin'],
      ['staff@demo.example', '佐藤 花子', 'user'],
    ]);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, 'demo-company'));
    expect(company).toMatchObject({ name: 'デモ株式会社', storeName: 'デモ食堂', oemId: 'demo' });
    expect(await t.db.select().from(seats).where(eq(seats.companyId, 'demo-company'))).toHaveLength(6);
    expect((await t.db.select().from(menuItems).where(eq(menuItems.companyId, 'demo-company'))).length).toBeGreaterThan(5);
    const admin = await t.signIn('admin@demo.example', 'demo.localhost:3000', 'demo-pass-2026');
    expect((await (await admin.get('/api/me')).json()).oem).toMatchObject({
      name: 'デモパートナー',
      type: 'mobile-order',
      showHistory: true,
    });
    const manager = await t.signIn('manager@example.com', 'localhost:3000', 'demo-pass-2026');
    expect((await manager.get('/api/admin/oems')).status).toBe(200);
  });
});
