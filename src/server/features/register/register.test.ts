import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const form = (email: string) => ({
  companyName: '登録商事株式会社',
  storeName: '本店',
  adminName: '登録 太郎',
  email,
  password: 'register-pass-1',
  agreeTerms: true,
});

describe('sign-up', () => {
  it('creates the company on the partner of the host; the admin signs in after confirming the address', async () => {
    const seed = await t.seedCompany();
    const email = `signup-${seed.oemId}@example.com`;
    const res = await t.request(seed.host, '/api/register', { method: 'POST', body: form(email) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ next: '/success' });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company).toMatchObject({ name: '登録商事株式会社', storeName: '本店', oemId: seed.oemId });
    expect(user).toMatchObject({ role: 'admin', oemId: seed.oemId, emailVerified: false });

    const early = await t.request(seed.host, '/api/auth/sign-in/email', { method: 'POST', body: { email, password: 'register-pass-1' } });
    expect(early.status).toBe(403);
    expect((await early.json()).error.message).toMatch(/メールアドレスの確認が完了していません/);

    const link = new URL(t.mailer.messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x');
    expect(link.origin + link.pathname).toBe(`http://${seed.oemId}.localhost:3000/login`);
    const verify = await t.request(seed.host, '/api/register/verify', {
      method: 'POST',
      body: { token: link.searchParams.get('verifyToken') },
    });
    expect(verify.status).toBe(200);
    const session = await t.signIn(email, seed.host, 'register-pass-1');
    const me = await (await session.get('/api/me')).json();
    expect(me.company.name).toBe('登録商事株式会社');
    expect(me.user.permissions).toEqual({ products: true, customer: true, quote: true, invoice: true, order: true, delivery: true });
    // The link works once.
    expect(
      (await t.request(seed.host, '/api/register/verify', { method: 'POST', body: { token: link.searchParams.get('verifyToken') } }))
        .status,
    ).toBe(400);
  });

  it('refuses without terms agreement, with a weak password, a taken address, or off a partner host — writing nothing', async () => {
    const seed = await t.seedCompany();
    const cases: [object, number, string][] = [
      [{ ...form('a1@example.com'), agreeTerms: false }, 400, '利用規約への同意が必要です'],
      [{ ...form('a2@example.com'), password: 'short' }, 400, 'パスワードは8文字以上で入力してください'],
      [form(seed.admin.email), 409, 'このメールアドレスは既に登録されています'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.request(seed.host, '/api/register', { method: 'POST', body });
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toBe(message);
    }
    const main = await t.request(t.hostOf(null), '/api/register', { method: 'POST', body: form('a3@example.com') });
    expect(main.status).toBe(404);
    const written = await t.db
      .select()
      .from(users)
      .where(inArray(users.email, ['a1@example.com', 'a2@example.com', 'a3@example.com']));
    expect(written).toEqual([]);
    const [admin] = await t.db.select().from(users).where(eq(users.email, seed.admin.email));
    expect(admin?.companyId).toBe(seed.companyId);
  });
});
