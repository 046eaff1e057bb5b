import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testPassword } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The session token as the HttpOnly cookie carries it (signed value: token.signature). */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.match(/kanri\.session_token=([^;]+)/)?.[1] ?? '').split('.')[0] ?? '';
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('session tokens stay out of page script', () => {
  it('sign-in answers without the token, get-session and list-sessions are not served; the cookie still signs in', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: seed.staff.email, password: testPassword },
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(10);
    const signedIn = await res.json();
    expect(signedIn.user.email).toBe(seed.staff.email);
    expect(signedIn).not.toHaveProperty('token');
    expect(JSON.stringify(signedIn)).not.toContain(token);

    // The page reads the session from /api/me and the devices from /api/account/sessions, neither with a token.
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const res = await t.request(seed.host, path, { cookie });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(token);
    }
    expect((await t.request(seed.host, '/api/me', { cookie })).status).toBe(200);
  });

  it('a password change signs out every other session of the user and keeps this browser signed in', async () => {
    const seed = await t.seedCompany();
    const phone = await t.signIn(seed.staff.email, seed.host);
    const desk = await t.signIn(seed.staff.email, seed.host);
    const bystander = await t.signIn(seed.admin.email, seed.host);
    // The client even asks to keep the other sessions: the server does not let it.
    const res = await desk.send('POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'changed-pass-42',
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toContain('"token"');
    // The browser stores the fresh cookie it was given, as it would.
    const fresh = cookieOf(res) || desk.cookie;
    expect((await t.request(seed.host, '/api/me', { cookie: fresh })).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await bystander.get('/api/me')).status).toBe(200);
    const sessions = await (await t.request(seed.host, '/api/account/sessions', { cookie: fresh })).json();
    expect(sessions.items).toHaveLength(1);
  });
});
