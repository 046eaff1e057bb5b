import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function managerAndTwoPartners() {
  const manager = await t.seedManager();
  const admin = await t.signIn(manager.email, manager.host);
  const a = await t.seedCompany({ type: 'mobile-order' });
  const b = await t.seedCompany();
  return { admin, a, b };
}

const remoteConfigOn = async (host: string) => (await t.request(host, '/api/remote-config')).json();

describe('remote config per partner', () => {
  it("a manager sets a partner's parameters; that partner's pages read them, signed in or not, and no other partner's", async () => {
    const { admin, a, b } = await managerAndTwoPartners();
    const items = [
      { key: 'announcement', value: '12月31日はメンテナンスのため21時以降ご利用いただけません' },
      { key: 'ordering_hours', value: '11:00-22:00' },
    ];
    const saved = await admin.send('PUT', `/api/admin/oems/${a.oemId}/parameters`, { items });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ items });
    expect(await remoteConfigOn(a.host)).toEqual({
      values: { announcement: items[0]?.value, ordering_hours: '11:00-22:00' },
    });
    expect(await remoteConfigOn(b.host)).toEqual({ values: {} });
    expect(await remoteConfigOn('localhost:3000')).toEqual({ values: {} });

    // Replaced as a whole: a parameter left out is gone; the change is in the platform's history.
    await admin.send('PUT', `/api/admin/oems/${a.oemId}/parameters`, { items: [{ key: 'ordering_hours', value: '17:00-24:00' }] });
    expect(await remoteConfigOn(a.host)).toEqual({ values: { ordering_hours: '17:00-24:00' } });
    expect(await (await admin.get(`/api/admin/oems/${a.oemId}/parameters`)).json()).toEqual({
      items: [{ key: 'ordering_hours', value: '17:00-24:00' }],
    });
    const history = await (await admin.get('/api/admin/history?operationType=admin.oem.parameters')).json();
    expect(history.items[0]).toMatchObject({ operationType: 'admin.oem.parameters', targetId: a.oemId });
  });

  it('refuses more than 100 parameters, a repeated key and a malformed key in Japanese, changing nothing', async () => {
    const { admin, a } = await managerAndTwoPartners();
    const put = (items: unknown) => admin.send('PUT', `/api/admin/oems/${a.oemId}/parameters`, { items });
    await put([{ key: 'announcement', value: '営業中' }]);
    const tooMany = await put(Array.from({ length: 101 }, (_, i) => ({ key: `key_${i}`, value: 'x' })));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('パラメータは100個までです');
    expect((await put(Array.from({ length: 100 }, (_, i) => ({ key: `key_${i}`, value: 'x' })))).status).toBe(200);
    await put([{ key: 'announcement', value: '営業中' }]);
    const twice = await put([
      { key: 'announcement', value: 'a' },
      { key: 'announcement', value: 'b' },
    ]);
    expect(JSON.stringify(await twice.json())).toContain('キーが重複しています');
    const malformed = await put([{ key: 'お知らせ', value: 'a' }]);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('キーは半角英小文字で始まり');
    expect(await remoteConfigOn(a.host)).toEqual({ values: { announcement: '営業中' } });
    expect((await admin.send('PUT', '/api/admin/oems/no-such-partner/parameters', { items: [] })).status).toBe(404);
  });

  it("only platform managers may read or change a partner's parameters", async () => {
    const { a } = await managerAndTwoPartners();
    const companyAdmin = await t.signIn(a.admin.email, a.host);
    expect((await companyAdmin.get(`/api/admin/oems/${a.oemId}/parameters`)).status).toBe(403);
    const res = await companyAdmin.send('PUT', `/api/admin/oems/${a.oemId}/parameters`, { items: [{ key: 'announcement', value: 'x' }] });
    expect(res.status).toBe(403);
    expect(await remoteConfigOn(a.host)).toEqual({ values: {} });
  });
});
