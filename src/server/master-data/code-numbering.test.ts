import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { importCsv } from '../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function company() {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const create = async (resource: 'customers' | 'products', body: Record<string, unknown>) => {
    const res = await session.send('POST', `/api/${resource}`, resource === 'products' ? { unitPrice: 100, ...body } : body);
    return { status: res.status, body: await res.json() };
  };
  return { seed, session, create };
}

async function setPrefixes(session: Awaited<ReturnType<typeof company>>['session'], codePrefixes: unknown) {
  const settings = await (await session.get('/api/settings/documents')).json();
  return session.send('PUT', '/api/settings/documents', {
    roundingMode: settings.roundingMode,
    numbering: Object.fromEntries(
      Object.entries(settings.numbering as Record<string, { template: string; reset: string; nextNumber: number }>).map(([k, v]) => [
        k,
        { template: v.template, reset: v.reset, nextNumber: v.nextNumber },
      ]),
    ),
    defaultNotes: settings.defaultNotes,
    defaultPaymentTerms: settings.defaultPaymentTerms,
    dateStyle: settings.dateStyle,
    codePrefixes,
  });
}

describe('automatic 顧客コード and 商品コード', () => {
  it('numbers a customer or product registered without a code, after the highest number of the prefix', async () => {
    const c = await company();
    expect((await c.create('customers', { name: '一番商事' })).body.code).toBe('C-0001');
    expect((await c.create('customers', { code: '', name: '二番商事' })).body.code).toBe('C-0002');
    // A code typed by hand in the same form moves the numbering on; one of another form does not.
    expect((await c.create('customers', { code: 'C-0041', name: '手入力商事' })).status).toBe(201);
    expect((await c.create('customers', { code: 'ABC-9999', name: '別体系商事' })).status).toBe(201);
    expect((await c.create('customers', { name: '次の商事' })).body.code).toBe('C-0042');
    expect((await c.create('products', { name: '自動の商品' })).body.code).toBe('P-0001');
  });

  it('writes the next number as wide as the highest code of the prefix', async () => {
    const c = await company();
    expect((await c.create('customers', { code: 'C-020', name: '三桁商事' })).status).toBe(201);
    expect((await c.create('customers', { name: '次の三桁商事' })).body.code).toBe('C-021');
    // Past the width the number grows (C-999 → C-1000), and of C-2 and C-002 the wider is kept.
    expect((await c.create('customers', { code: 'C-999', name: '上限商事' })).status).toBe(201);
    expect((await c.create('customers', { name: '桁上がり商事' })).body.code).toBe('C-1000');
    expect((await c.create('products', { code: 'P-2', name: '一桁の商品' })).status).toBe(201);
    expect((await c.create('products', { code: 'P-002', name: '三桁の商品' })).status).toBe(201);
    expect((await c.create('products', { name: '次の商品' })).body.code).toBe('P-003');
  });

  it('uses the prefix of 帳票設定, full-width typed or empty, and refuses a prefix with spaces', async () => {
    const c = await company();
    expect((await setPrefixes(c.session, { customer: 'ＴＯＫ', product: '' })).status).toBe(200);
    expect((await (await c.session.get('/api/settings/documents')).json()).codePrefixes).toEqual({ customer: 'TOK', product: '' });
    expect((await c.create('customers', { name: '東京の顧客' })).body.code).toBe('TOK0001');
    expect((await c.create('products', { name: '番号だけの商品' })).body.code).toBe('0001');
    const bad = await setPrefixes(c.session, { customer: 'C 1', product: 'P-' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('顧客コードの接頭辞は半角英数字と記号で入力してください');
    expect((await (await c.session.get('/api/settings/documents')).json()).codePrefixes.customer).toBe('TOK');
  });

  it('gives registrations sent at the same moment different codes', async () => {
    const c = await company();
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => c.create('customers', { name: `同時${i}` })));
    expect(made.map((m) => m.status)).toEqual(Array(6).fill(201));
    expect(made.map((m) => m.body.code).sort()).toEqual(['C-0001', 'C-0002', 'C-0003', 'C-0004', 'C-0005', 'C-0006']);
  });

  it('numbers anew a code cleared on edit, and keeps the code of an edit that does not touch it', async () => {
    const c = await company();
    const first = (await c.create('customers', { code: 'OLD-1', name: '改番商事' })).body;
    const renamed = await (await c.session.send('PATCH', `/api/customers/${first.id}`, { name: '改番商事株式会社' })).json();
    expect(renamed.code).toBe('OLD-1');
    const cleared = await (await c.session.send('PATCH', `/api/customers/${first.id}`, { code: '' })).json();
    expect(cleared.code).toBe('C-0001');
  });

  it('numbers CSV rows without a code, never giving a code typed in a later row of the file', async () => {
    const c = await company();
    const header = '商品コード,商品名,単価';
    const rows = ['P-0002,手入力の二番,100', ',自動の一,200', ',自動の二,300', 'P-0001,手入力の一,400'];
    const res = await importCsv(t, c.session, 'products', `${header}\r\n${rows.join('\r\n')}\r\n`);
    expect(res).toMatchObject({ state: 'done', created: 4 });
    const list = await (await c.session.get('/api/products?sort=code&pageSize=50')).json();
    const byName = Object.fromEntries((list.items as { name: string; code: string }[]).map((p) => [p.name, p.code]));
    expect(byName).toEqual({ 手入力の二番: 'P-0002', 自動の一: 'P-0003', 自動の二: 'P-0004', 手入力の一: 'P-0001' });
  });

  it('imports a file with no code column at all as new, numbered rows', async () => {
    const c = await company();
    const res = await importCsv(t, c.session, 'customers', '顧客名,敬称\r\n列なし商事,御中\r\n列なし花子,様\r\n');
    expect(res.state).toBe('done');
    const list = await (await c.session.get('/api/customers?sort=code&pageSize=50')).json();
    expect((list.items as { code: string }[]).map((i) => i.code)).toEqual(['C-0001', 'C-0002']);
  });
});
