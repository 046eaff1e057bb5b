import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

async function expect400(res: Response, label: string) {
  const body = await res.text();
  expect(res.status, `${label}: ${body}`).toBe(400);
  expect(JSON.parse(body).error.message, label).toMatch(japanese);
}

describe('list queries', () => {
  it('refuses unknown sort keys, Object member names included, on products and customers', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    for (const list of ['/api/products', '/api/customers']) {
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'nosuchkey', '']) {
        const res = await admin.get(`${list}?sort=${sort}`);
        await expect400(res, `${list} sort=${sort}`);
      }
    }
  });

  it('still sorts by the keys each list offers', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    await admin.send('POST', '/api/products', { code: 'P-1', name: 'あ', unitPrice: 300 });
    await admin.send('POST', '/api/products', { code: 'P-2', name: 'い', unitPrice: 100 });
    const res = await admin.get('/api/products?sort=unitPrice&order=asc');
    expect(res.status).toBe(200);
    expect((await res.json()).items.map((p: { code: string }) => p.code)).toEqual(['P-2', 'P-1']);
    expect((await admin.get('/api/customers?sort=kana&order=desc')).status).toBe(200);
    expect((await admin.get('/api/documents/invoice?sort=total&order=asc')).status).toBe(200);
  });

  it('answers bad sort, order and page values with a Japanese 400 on every list', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const manager = await t.signIn((await t.seedManager()).email, t.hostOf(null));
    const bad = [
      'sort=__proto__',
      'sort=constructor',
      'order=up',
      'page=abc',
      'page=-1',
      'page=0',
      'page=1.5',
      'page=1e309',
      'page=99999999999999999999',
    ];
    for (const list of ['/api/products', '/api/customers', ...['quotation', 'invoice'].map((k) => `/api/documents/${k}`)]) {
      for (const query of bad) await expect400(await admin.get(`${list}?${query}`), `${list}?${query}`);
    }
    for (const query of ['limit=abc', 'limit=1.5', 'limit=-1', 'last=__proto__', 'from=constructor', 'to=2026-02-30']) {
      await expect400(await admin.get(`/api/history?${query}`), `history ${query}`);
      await expect400(await manager.get(`/api/admin/history?${query}`), `admin history ${query}`);
    }
    await expect400(await admin.get('/api/products/export?encoding=__proto__'), 'export encoding');
    await expect400(await admin.get('/api/documents/invoice/export?encoding=constructor'), 'documents export encoding');
  });
});
