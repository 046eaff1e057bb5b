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

    await t.jobs.idle();
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

  it('refuses without terms agreement, with a weak password, or off a partner host — writing nothing', async () => {
    const seed = await t.seedCompany();
    const cases: [object, number, string][] = [
      [{ ...form('a1@example.com'), agreeTerms: false }, 400, '利用規約への同意が必要です'],
      [{ ...form('a2@example.com'), password: 'short' }, 400, 'パスワードは8文字以上で入力してください'],
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

  it('answers a taken address (on any partner) exactly like a new one; the owner is told by mail', async () => {
    const seed = await t.seedCompany();
    const elsewhere = await t.seedCompany();
    const fresh = await t.request(seed.host, '/api/register', { method: 'POST', body: form(`fresh-${seed.oemId}@example.com`) });
    const taken = await t.request(seed.host, '/api/register', { method: 'POST', body: form(elsewhere.admin.email) });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());

    await t.jobs.idle();
    const mail = t.mailer.messages.filter((m) => m.to === elsewhere.admin.email).at(-1);
    expect(mail?.text).toContain('すでにアカウントをお持ち');
    // The way back is the owner's own partner, not the one the form was sent on.
    expect(mail?.text).toContain(`http://${elsewhere.oemId}.localhost:3000/login`);
    const [owner] = await t.db.select().from(users).where(eq(users.email, elsewhere.admin.email));
    expect(owner?.companyId).toBe(elsewhere.companyId);
    const companiesOfPartner = await t.db.select().from(companies).where(eq(companies.oemId, seed.oemId));
    expect(companiesOfPartner).toHaveLength(2);
  });

  it('is rate limited per client address like sign-in', async () => {
    const seed = await t.seedCompany();
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.authRateLimit; i++) {
      const res = await t.request(seed.host, '/api/register', {
        method: 'POST',
        body: { ...form('x@example.com'), agreeTerms: false },
        ip,
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error.message).toBe('試行回数が多すぎます。しばらく待ってから再度お試しください。');
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const otherAddress = await t.request(seed.host, '/api/register', {
      method: 'POST',
      body: { ...form('x@example.com'), agreeTerms: false },
    });
    expect(otherAddress.status).toBe(400);
  });
});
