import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import { createTestContext, type TestContext } from '../test/context';
import { importEnded } from '../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function admin() {
  const seed = await t.seedCompany();
  return { host: seed.host, ...(await t.signIn(seed.admin.email, seed.host)) };
}
type Session = Awaited<ReturnType<typeof admin>>;

const sjisText = async (res: Response) => iconv.decode(Buffer.from(await res.arrayBuffer()), 'Shift_JIS');
const replacedHeaders = (res: Response) => ({
  count: res.headers.get('X-Replaced-Count'),
  characters: decodeURIComponent(res.headers.get('X-Replaced-Characters') ?? ''),
  rows: res.headers.get('X-Replaced-Rows'),
});

function importCsv(session: Session, resource: string, csv: string, mode = 'preview') {
  const path = mode === 'preview' ? 'import' : 'imports';
  return t.app.request(`http://${session.host}/api/${resource}/${path}?mode=${mode}`, {
    method: 'POST',
    headers: { host: session.host, origin: `http://${session.host}`, cookie: session.cookie, 'content-type': 'text/csv' },
    body: new Uint8Array(iconv.encode(csv, 'Shift_JIS')),
  });
}

describe('Shift_JIS exports without silent loss', () => {
  it('maps look-alikes, writes 〓 for what cp932 lacks and names them in headers (products, customers)', async () => {
    const session = await admin();
    const product = { code: 'P-1', name: '𠮷野家の牛丼😀', unit: '〜5個', unitPrice: 500, description: '−10% — ¥100' };
    expect((await session.send('POST', '/api/products', product)).status).toBe(201);
    expect((await session.send('POST', '/api/products', { code: 'P-2', name: '普通の商品', unitPrice: 100 })).status).toBe(201);
    const res = await session.get('/api/products/export?encoding=sjis');
    expect(replacedHeaders(res)).toEqual({ count: '2', characters: '𠮷 😀', rows: '2' });
    const [, row, plain] = parseCsv(await sjisText(res));
    expect(row).toEqual(['P-1', '〓野家の牛丼〓', '', '～5個', '500', '税抜', '10%', '', '－10% ― ￥100', '有効']);
    expect(plain?.[1]).toBe('普通の商品');

    // UTF-8 holds everything: nothing replaced, nothing said.
    const utf8 = await session.get('/api/products/export');
    expect(utf8.headers.get('X-Replaced-Count')).toBeNull();
    expect(await utf8.text()).toContain('𠮷野家の牛丼😀');

    expect((await session.send('POST', '/api/customers', { code: 'C-1', name: '森鷗外商店', notes: '©2026' })).status).toBe(201);
    const customers = await session.get('/api/customers/export?encoding=sjis');
    expect(replacedHeaders(customers)).toEqual({ count: '2', characters: '鷗 ©', rows: '2' });
    expect(await sjisText(customers)).toContain('森〓外商店');
  });

  it('does the same for a document list', async () => {
    const session = await admin();
    const created = await session.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', subject: '10月分〜 𠮷田様' });
    expect(created.status).toBe(201);
    const res = await session.get('/api/documents/invoice/export?encoding=sjis');
    expect(replacedHeaders(res)).toEqual({ count: '1', characters: '𠮷', rows: '2' });
    expect(await sjisText(res)).toContain('10月分～ 〓田様');
  });
});

describe('imports read full-width digits and the usual ways of writing 税区分', () => {
  const productHeader = '商品コード,商品名,単価,税区分,原価';

  it('reads 全角 digits and 10% / 軽減８％ / ８％ / 非課税 / 対象外 in a Shift_JIS file', async () => {
    const session = await admin();
    const rows = [
      ['T-1', '１０％', '１，２００', '８００'],
      ['T-2', '軽減８％', '３２０', ''],
      ['T-3', '８％', '100', ''],
      ['T-4', '軽減8%', '100', ''],
      ['T-5', '非課税', '100', ''],
      ['T-6', '不課税', '100', ''],
      ['T-7', '対象外', '100', ''],
    ];
    const csv = `${productHeader}\r\n${rows.map(([code, tax, price, cost]) => `${code},品${code},"${price}",${tax},${cost}`).join('\r\n')}\r\n`;
    expect(await importEnded(t, session, 'products', await importCsv(session, 'products', csv, 'all'))).toMatchObject({
      valid: 7,
      errors: [],
      created: 7,
    });
    const items = (await (await session.get('/api/products?sort=code')).json()).items;
    expect(items.map((p: { taxCategory: string }) => p.taxCategory)).toEqual([
      'standard',
      'reduced',
      'reduced',
      'reduced',
      'exempt',
      'outside',
      'outside',
    ]);
    expect(items[0]).toMatchObject({ unitPrice: 1200, costPrice: 800 });
    expect(items[1]).toMatchObject({ unitPrice: 320 });
  });

  it('lists the accepted 税区分 in Japanese for a value it cannot read', async () => {
    const session = await admin();
    const res = await importCsv(session, 'products', `${productHeader}\r\nT-1,ペン,100,5%,\r\n`);
    expect(await res.json()).toEqual({
      total: 1,
      valid: 0,
      errors: [
        { line: 2, message: '税区分は「10%」「軽減8%」「非課税」「不課税」のいずれかで入力してください（「8%」「対象外」なども使えます）' },
      ],
    });
  });

  it('reads 全角 days and months of customer payment terms', async () => {
    const session = await admin();
    const csv =
      '顧客コード,顧客名,締め日,支払月,支払日,状態\r\nC-1,全角商事,２０日,翌月,１０,有効\r\nC-2,末締め商店,末日,３ヶ月後,末,０\r\n';
    expect(await importEnded(t, session, 'customers', await importCsv(session, 'customers', csv, 'all'))).toMatchObject({
      state: 'done',
      valid: 2,
      errors: [],
    });
    const items = (await (await session.get('/api/customers?sort=code')).json()).items;
    expect(items.map((c: { paymentTerms: unknown; isActive: boolean }) => [c.paymentTerms, c.isActive])).toEqual([
      [{ closingDay: 20, paymentMonthOffset: 1, paymentDay: 10 }, true],
      [{ closingDay: 31, paymentMonthOffset: 3, paymentDay: 31 }, false],
    ]);
  });
});
