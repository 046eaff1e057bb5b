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
    expect(await res.json()).toMatchObject({ id: seed.companyId, name: '新社名株式会社', storeName: '本店', registrationNumber: '' });
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

describe('settings: 自社情報, 振込先 and 帳票設定', () => {
  it('saves the registration number with its check digit and refuses a wrong one', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const bad = await session.send('PATCH', '/api/settings/company', { registrationNumber: 'T1234567890124' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('登録番号は「T」と13桁の数字で、正しい番号を入力してください');
    const ok = await session.send('PATCH', '/api/settings/company', {
      registrationNumber: 'ｔ９０１０４０１２３４５６７',
      postalCode: '１５００００１',
    });
    expect(await ok.json()).toMatchObject({
      registrationNumber: 'T9010401234567',
      postalCode: '150-0001',
      name: expect.stringMatching(/^テスト株式会社/),
    });
    const image = await session.send('PATCH', '/api/settings/company', { sealFileId: 'not-an-upload' });
    expect((await image.json()).error.message).toBe('印影の画像が見つかりません。もう一度アップロードしてください');
  });

  it('keeps exactly one default bank account, per company', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const session = await t.signIn(a.admin.email, a.host);
    const account = {
      bankName: 'みずほ銀行',
      branchName: '本店',
      accountType: '普通',
      accountNumber: '１２３４５６７',
      accountHolder: 'テスト(カ',
    };
    const first = await (await session.send('POST', '/api/settings/bank-accounts', account)).json();
    expect(first).toMatchObject({ accountNumber: '1234567', isDefault: true });
    const second = await (
      await session.send('POST', '/api/settings/bank-accounts', { ...account, bankName: '三井住友銀行', isDefault: true })
    ).json();
    const list = await (await session.get('/api/settings/bank-accounts')).json();
    expect(list.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const short = await session.send('POST', '/api/settings/bank-accounts', { ...account, accountNumber: '123' });
    expect((await short.json()).error.message).toBe('口座番号は7桁の数字で入力してください');
    const other = await t.signIn(b.admin.email, b.host);
    expect((await other.send('DELETE', `/api/settings/bank-accounts/${first.id}`)).status).toBe(404);
    expect(await (await other.get('/api/settings/bank-accounts')).json()).toEqual([]);
    const draft = await (
      await session.send('POST', '/api/documents/invoice', { issueDate: '2026-11-01', bankAccountId: second.id })
    ).json();
    expect((await session.send('DELETE', `/api/settings/bank-accounts/${second.id}`)).status).toBe(204);
    expect((await (await session.get('/api/settings/bank-accounts')).json())[0]).toMatchObject({ id: first.id, isDefault: true });
    // A draft that pointed at the deleted account now prints the remaining default.
    expect(await (await session.get(`/api/documents/invoice/${draft.id}`)).json()).toMatchObject({
      bankAccountId: first.id,
      bankAccount: { bankName: 'みずほ銀行' },
    });
  });

  it('are for admins only', async () => {
    const seed = await t.seedCompany({ staffPermissions: { quote: true, invoice: true } });
    const staff = await t.signIn(seed.staff.email, seed.host);
    for (const path of ['/api/settings/company', '/api/settings/bank-accounts', '/api/settings/documents']) {
      const res = await staff.get(path);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('設定には管理者権限が必要です');
    }
  });
});
