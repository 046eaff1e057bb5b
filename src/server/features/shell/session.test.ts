import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/session', () => {
  it('answers 200 with me null to a signed-out browser, where /api/me answers 401', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ me: null });
    expect((await t.request(seed.host, '/api/me')).status).toBe(401);
  });

  it('answers the profile of /api/me to a signed-in user on their own host', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const res = await session.get('/api/session');
    expect(res.status).toBe(200);
    const { me } = await res.json();
    expect(me).toEqual(await (await session.get('/api/me')).json());
    expect(me.user.email).toBe(seed.admin.email);
    expect(me.company.id).toBe(seed.companyId);
  });

  it("on another partner's host answers 403 WRONG_HOST with only where the user belongs", async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const { cookie } = await t.signIn(a.admin.email, a.host);
    const res = await t.request(b.host, '/api/session', { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'WRONG_HOST', message: 'URLを確認してください', home: { isManager: false, oemId: a.oemId, oemName: a.oemName } },
    });
  });
});
