import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs in on `host`, hands the session over there and takes it over on `home`: the answers of both steps. */
async function carry(email: string, host: string, home: string) {
  const session = await t.signIn(email, host);
  const handed = await session.send('POST', '/api/auth/handover', {});
  const { token } = (await handed.clone().json()) as { token: string };
  const taken = await t.request(home, '/api/auth/handover/redeem', { method: 'POST', body: { token } });
  return { session, handed, token, taken };
}

describe('one sign-in on the wrong host is enough', () => {
  it("a user signed in on another partner's host is carried to their own, signed in, and the token is spent", async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const { handed, token, taken } = await carry(a.admin.email, b.host, a.host);
    expect(handed.status).toBe(200);
    expect(token.length).toBeGreaterThanOrEqual(32);
    // The wrong host's cookie is expired in the same answer: the session does not stay there.
    expect(handed.headers.getSetCookie().find((c) => c.startsWith('kanri.session_token='))).toMatch(/Max-Age=0/);

    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ success: true });
    const me = await t.request(a.host, '/api/me', { cookie: cookieOf(taken) });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(a.admin.email);

    const again = await t.request(a.host, '/api/auth/handover/redeem', { method: 'POST', body: { token } });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'ログインを引き継げませんでした。もう一度ログインしてください。',
    });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('a company user who signed in on the main host, and a manager on a partner host, each reach their own', async () => {
    const a = await t.seedCompany();
    const user = await carry(a.staff.email, t.hostOf(null), a.host);
    expect(user.taken.status).toBe(200);
    expect((await t.request(a.host, '/api/me', { cookie: cookieOf(user.taken) })).status).toBe(200);

    const manager = await t.seedManager();
    const carried = await carry(manager.email, a.host, manager.host);
    expect(carried.taken.status).toBe(200);
    expect((await t.request(manager.host, '/api/admin/oems', { cookie: cookieOf(carried.taken) })).status).toBe(200);
  });

  it("a token taken to a host that is not the user's sets no cookie; an unknown token is refused", async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const c = await t.seedCompany();
    const { taken } = await carry(a.admin.email, b.host, c.host);
    expect(taken.status).toBe(403);
    expect((await taken.json()).error.code).toBe('WRONG_HOST');
    expect(taken.headers.getSetCookie()).toEqual([]);

    const unknown = await t.request(a.host, '/api/auth/handover/redeem', { method: 'POST', body: { token: 'x'.repeat(32) } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe('INVALID_TOKEN');
  });

  it('nothing to hand over on the own host or without a session', async () => {
    const a = await t.seedCompany();
    const own = await t.signIn(a.admin.email, a.host);
    const res = await own.send('POST', '/api/auth/handover', {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('このサイトでそのままご利用いただけます');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await own.get('/api/me')).status).toBe(200);

    const anonymous = await t.request(a.host, '/api/auth/handover', { method: 'POST', body: {} });
    expect(anonymous.status).toBe(401);
  });

  it("better-auth's own one-time-token routes are not reachable", async () => {
    const a = await t.seedCompany();
    const session = await t.signIn(a.admin.email, a.host);
    for (const [method, path] of [
      ['GET', '/api/auth/one-time-token/generate'],
      ['POST', '/api/auth/one-time-token/verify'],
    ] as const) {
      const res = await session.send(method, path, method === 'POST' ? { token: 'x' } : undefined);
      expect(res.status).toBe(404);
    }
  });
});
