import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oems, operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('operation history', () => {
  it('lists the company’s operations newest first, in Japanese, with who did them', async () => {
    const seed = await t.seedCompany({ staffPermissions: {} });
    const admin = await t.signIn(seed.admin.email, seed.host);
    await admin.send('PATCH', '/api/settings/company', { name: '一回目', storeName: '' });
    await admin.send('PATCH', `/api/staff/${seed.staff.id}`, { name: '担当 次郎' });
    const staff = await t.signIn(seed.staff.email, seed.host);
    await staff.send('PATCH', '/api/account', { name: '担当 三郎' });

    const body = await (await admin.get('/api/history')).json();
    expect(body.items.map((i: { label: string }) => i.label)).toEqual(['アカウント情報の更新', '担当者の更新', '会社情報の更新']);
    expect(body.items[2]).toMatchObject({
      operationType: 'company.update',
      user: { id: seed.admin.id, name: '管理 太郎' },
      targetLabel: '一回目',
      link: '/master',
    });
    expect(body.types.map((x: { value: string }) => x.value).sort()).toEqual(['account.update', 'company.update', 'staff.update']);

    // Role user sees only their own entries.
    const own = await (await staff.get('/api/history')).json();
    expect(own.items.map((i: { operationType: string }) => i.operationType)).toEqual(['account.update']);
  });

  it('filters by type and Japanese date range, and limits the count', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const at = (iso: string) => new Date(iso);
    await t.db.insert(operationLogs).values([
      {
        companyId: seed.companyId,
        userId: seed.admin.id,
        operationType: 'company.update',
        targetType: 'company',
        timestamp: at('2026-03-31T15:30:00Z'),
      }, // 4/1 00:30 JST
      {
        companyId: seed.companyId,
        userId: seed.admin.id,
        operationType: 'company.update',
        targetType: 'company',
        timestamp: at('2026-03-31T14:30:00Z'),
      }, // 3/31 23:30 JST
      {
        companyId: seed.companyId,
        userId: seed.admin.id,
        operationType: 'staff.update',
        targetType: 'staff',
        timestamp: at('2026-04-01T03:00:00Z'),
      },
    ]);
    const april = await (await admin.get('/api/history?from=2026-04-01&to=2026-04-01')).json();
    expect(april.items).toHaveLength(2);
    const typed = await (await admin.get('/api/history?type=company.update&from=2026-04-01&to=2026-04-30')).json();
    expect(typed.items).toHaveLength(1);
    const last = await (await admin.get('/api/history?last=1')).json();
    expect(last.items).toHaveLength(1);
    const tooMany = await admin.get('/api/history?limit=1001');
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toBe('件数は1000件までです');
    const backwards = await admin.get('/api/history?from=2026-05-01&to=2026-04-01');
    expect((await backwards.json()).error.message).toBe('期間の終了日は開始日以降にしてください');
  });

  it('never shows another company’s entries, and offers no way to change the log', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const adminA = await t.signIn(a.admin.email, a.host);
    await adminA.send('PATCH', '/api/settings/company', { name: 'A社', storeName: '' });
    const adminB = await t.signIn(b.admin.email, b.host);
    expect((await (await adminB.get('/api/history')).json()).items).toEqual([]);
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      expect((await adminA.send(method, '/api/history', {})).status).toBe(404);
    }
    expect((await (await adminA.get('/api/history')).json()).items).toHaveLength(1);
  });

  it('does not exist where the partner hides history', async () => {
    const seed = await t.seedCompany();
    await t.db.update(oems).set({ showHistory: false }).where(eq(oems.id, seed.oemId));
    const admin = await t.signIn(seed.admin.email, seed.host);
    const res = await admin.get('/api/history');
    expect(res.status).toBe(404);
  });
});
