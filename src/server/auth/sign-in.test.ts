import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testPassword } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with e-mail and password and returns the profile, company and partner', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions: { products: true } });
    const session = await t.signIn(seed.staff.email, seed.host);
    const res = await session.get('/api/me');
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.user).toMatchObject({
      email: seed.staff.email,
      name: '担当 花子',
      role: 'user',
      isManager: false,
      companyId: seed.companyId,
      oemId: seed.oemId,
      permissions: { products: true },
    });
    expect(me.company).toMatchObject({ id: seed.companyId });
    expect(me.oem).toMatchObject({ id: seed.oemId, type: 'mobile-order' });
  });

  it('refuses a wrong password with a Japanese message and no session', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: seed.admin.email, password: 'wrong-pass-1' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'メールアドレスまたはパスワードが正しくありません' },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sets an HttpOnly, SameSite=Lax, host-only session cookie', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: seed.admin.email, password: testPassword },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kanri.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('rejects a sign-in posted from a foreign origin', async () => {
    const seed = await t.seedCompany();
    const res = await t.app.request(`http://${seed.host}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { host: seed.host, origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: seed.admin.email, password: testPassword }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBeTruthy();
  });

  it('rate limits repeated sign-in attempts from one address', async () => {
    const seed = await t.seedCompany();
    const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request(seed.host, '/api/auth/sign-in/email', {
        method: 'POST',
        body: { email: seed.admin.email, password: 'wrong-pass-1' },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await t.request(seed.host, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: seed.admin.email, password: testPassword },
      ip,
    });
    expect(last.status).toBe(429);
    expect((await last.json()).error.message).toBe('試行回数が多すぎます。しばらく待ってから再度お試しください。');
  });

  it('signs out: the session no longer works', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    expect((await session.send('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await session.get('/api/me')).status).toBe(401);
  });
});
