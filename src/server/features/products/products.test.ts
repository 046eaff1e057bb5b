import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, products } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { importCsv } from '../../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const pen = { code: 'P-001', name: 'ボールペン 黒', kana: 'ぼーるぺん くろ', unit: '本', unitPrice: '１，２００', taxCategory: 'standard' };

async function admin() {
  const seed = await t.seedCompany({ staffPermissions: { customer: true } });
  return { seed, session: await t.signIn(seed.admin.email, seed.host) };
}

describe('products', () => {
  it('creates, reads, edits and deletes a product, logging each step', async () => {
    const { seed, session } = await admin();
    const created = await session.send('POST', '/api/products', pen);
    expect(created.status).toBe(201);
    const product = await created.json();
    expect(product).toMatchObject({
      code: 'P-001',
      name: 'ボールペン 黒',
      unitPrice: 1200,
      taxCategory: 'standard',
      costPrice: null,
      isActive: true,
    });
    expect(
      (await (await session.send('PATCH', `/api/products/${product.id}`, { unitPrice: 1300, taxCategory: 'reduced' })).json()).unitPrice,
    ).toBe(1300);
    const removed = await session.send('DELETE', `/api/products/${product.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ archived: false });
    expect((await session.get(`/api/products/${product.id}`)).status).toBe(404);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.map((l) => l.operationType).sort()).toEqual(['product.create', 'product.delete', 'product.update']);
  });

  it('refuses a duplicate code within the company, but not across companies', async () => {
    const a = await admin();
    const b = await admin();
    await a.session.send('POST', '/api/products', pen);
    const dup = await a.session.send('POST', '/api/products', { ...pen, name: '別の商品' });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe('商品コード「P-001」は既に使われています');
    expect((await b.session.send('POST', '/api/products', pen)).status).toBe(201);
  });

  it('pages 50 at a time and searches code, name and kana regardless of width and kana type', async () => {
    const { session } = await admin();
    const rows = Array.from({ length: 120 }, (_, i) => `P${String(i).padStart(4, '0')},商品${i},しょうひん,個,${100 + i},10%,,,有効`);
    rows.push('X-PEN,ﾎﾞｰﾙﾍﾟﾝ 青,ぼーるぺん あお,本,150,10%,,,有効');
    await importCsv(t, session, 'products', `商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態\n${rows.join('\n')}`);
    const page1 = await (await session.get('/api/products')).json();
    expect(page1).toMatchObject({ total: 121, page: 1, pageSize: 50 });
    expect(page1.items).toHaveLength(50);
    const page3 = await (await session.get('/api/products?page=3')).json();
    expect(page3.items).toHaveLength(21);
    const byKana = await (await session.get(`/api/products?q=${encodeURIComponent('ボールペン')}`)).json();
    expect(byKana.items.map((p: { code: string }) => p.code)).toEqual(['X-PEN']);
    const byWideCode = await (await session.get(`/api/products?q=${encodeURIComponent('ｘ－ｐｅｎ')}`)).json();
    expect(byWideCode.total).toBe(1);
    const sorted = await (await session.get('/api/products?sort=unitPrice&order=desc')).json();
    expect(sorted.items[0].unitPrice).toBe(219);
  });

  it('never shows or changes another company’s products (404) and needs the products flag (403)', async () => {
    const a = await admin();
    const b = await admin();
    const product = await (await a.session.send('POST', '/api/products', pen)).json();
    expect((await b.session.get(`/api/products/${product.id}`)).status).toBe(404);
    expect((await b.session.send('PATCH', `/api/products/${product.id}`, { name: 'x' })).status).toBe(404);
    expect((await b.session.send('DELETE', `/api/products/${product.id}`)).status).toBe(404);
    expect((await (await b.session.get('/api/products')).json()).total).toBe(0);
    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    expect((await staff.get('/api/products')).status).toBe(403);
  });

  it('bad input gets Japanese messages and writes nothing', async () => {
    const { seed, session } = await admin();
    const res = await session.send('POST', '/api/products', { code: 'ペン１', name: '', unitPrice: '-5', taxCategory: '5%' });
    expect(res.status).toBe(400);
    const messages = (await res.json()).error.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual([
      '商品コードは半角英数字と記号で入力してください',
      '商品名を入力してください',
      '単価は0円以上で入力してください',
      '税区分を選んでください',
    ]);
    expect(await t.db.select().from(products).where(eq(products.companyId, seed.companyId))).toEqual([]);
  });
});

describe('products CSV', () => {
  const header = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';

  it('exports UTF-8 with BOM (or Shift_JIS) and imports the export back unchanged', async () => {
    const { session } = await admin();
    await session.send('POST', '/api/products', { ...pen, description: '替芯あり, "0.5mm"' });
    await session.send('POST', '/api/products', {
      code: 'F-01',
      name: '米 5kg',
      unit: '袋',
      unitPrice: 2480,
      taxCategory: 'reduced',
      costPrice: 1900,
    });
    const res = await session.get('/api/products/export');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('F-01,米 5kg,,袋,2480,税抜,軽減8%,1900,,有効');

    const sjis = await session.get('/api/products/export?encoding=sjis');
    expect(iconv.decode(Buffer.from(await sjis.arrayBuffer()), 'Shift_JIS')).toContain('米 5kg');

    const other = await admin();
    const imported = await importCsv(t, other.session, 'products', text);
    expect(imported).toMatchObject({ total: 2, valid: 2, created: 2, updated: 0, errors: [] });
    const back = await (await other.session.get('/api/products')).json();
    expect(
      back.items.map((p: { code: string; description: string; taxCategory: string }) => [p.code, p.description, p.taxCategory]),
    ).toEqual([
      ['F-01', '', 'reduced'],
      ['P-001', '替芯あり, "0.5mm"', 'standard'],
    ]);
  });

  it('carries 税込 prices and 不課税 (also written 対象外) through the API and CSV', async () => {
    const { session } = await admin();
    const created = await session.send('POST', '/api/products', { ...pen, code: 'B-01', unitPrice: 1100, isTaxIncluded: true });
    expect(await created.json()).toMatchObject({ unitPrice: 1100, isTaxIncluded: true, taxCategory: 'standard' });
    await session.send('POST', '/api/products', { code: 'T-01', name: '交通費実費', unitPrice: 0, taxCategory: 'outside' });
    const text = await (await session.get('/api/products/export')).text();
    expect(text).toContain('商品コード,商品名,フリガナ,単位,単価,税込/税抜,税区分,原価,説明,状態');
    expect(text).toContain('B-01,ボールペン 黒,ぼーるぺん くろ,本,1100,税込,10%,,,有効');
    expect(text).toContain('T-01,交通費実費,,,0,税抜,不課税,,,有効');

    const other = await admin();
    const csv = [
      '商品コード,商品名,単価,税込/税抜,税区分',
      'R-1,立替金,0,,不課税',
      'R-2,実費精算,0,税抜,対象外',
      'R-3,お弁当,540,税込,軽減8%',
      'R-4,変な税,100,内税,10%',
    ].join('\n');
    const preview = await importCsv(t, other.session, 'products', csv, 'valid');
    expect(preview).toMatchObject({ total: 4, valid: 3, created: 3 });
    expect(preview.errors).toHaveLength(1);
    expect(preview.errors[0]).toMatchObject({ line: 5 });
    expect(JSON.stringify(preview.errors[0])).toContain('税込/税抜は「税込」か「税抜」を選んでください');
    const back = await (await other.session.get('/api/products')).json();
    expect(
      back.items.map((p: { code: string; taxCategory: string; isTaxIncluded: boolean }) => [p.code, p.taxCategory, p.isTaxIncluded]),
    ).toEqual([
      ['R-1', 'outside', false],
      ['R-2', 'outside', false],
      ['R-3', 'reduced', true],
    ]);
  });

  it('reads Shift_JIS files as Excel saves them', async () => {
    const { seed, session } = await admin();
    const file = iconv.encode(`${header}\r\nS-1,消しゴム,けしごむ,個,120,10%,,,有効\r\n`, 'Shift_JIS');
    const res = await t.app.request(`http://${seed.host}/api/products/imports?mode=all`, {
      method: 'POST',
      headers: { host: seed.host, origin: `http://${seed.host}`, cookie: session.cookie, 'content-type': 'text/csv' },
      body: new Uint8Array(file),
    });
    expect(res.status).toBe(202);
    await t.jobs.idle();
    const { id } = await res.json();
    expect(await (await session.get(`/api/products/imports/${id}`)).json()).toMatchObject({ state: 'done', created: 1 });
    expect((await (await session.get('/api/products')).json()).items[0]).toMatchObject({ code: 'S-1', name: '消しゴム', kana: 'けしごむ' });
  });

  it('previews row errors with line numbers; all-or-nothing writes nothing, valid-only writes the good rows', async () => {
    const { seed, session } = await admin();
    const csv = [
      header,
      'A-1,良い行,,個,100,10%,,,有効',
      'A-2,,,個,100,10%,,,有効',
      'A-3,価格が変,,個,abc,10%,,,有効',
      'A-1,重複,,個,100,10%,,,有効',
      'A-4,税が変,,個,100,5%,,,有効',
    ].join('\n');
    const preview = await (await session.send('POST', '/api/products/import?mode=preview', csv)).json();
    expect(preview).toEqual({
      total: 5,
      valid: 1,
      errors: [
        { line: 3, message: '商品名を入力してください' },
        { line: 4, message: '単価は数字で入力してください' },
        { line: 5, message: '商品コード「A-1」がファイル内で重複しています' },
        { line: 6, message: '税区分は「10%」「軽減8%」「非課税」「不課税」のいずれかで入力してください（「8%」「対象外」なども使えます）' },
      ],
    });
    const all = await importCsv(t, session, 'products', csv);
    expect(all).toMatchObject({
      state: 'failed',
      error: { code: 'IMPORT_ROWS_INVALID', message: '4行にエラーがあるため、取り込みませんでした' },
    });
    expect(all.errors).toEqual(preview.errors);
    expect(await t.db.select().from(products).where(eq(products.companyId, seed.companyId))).toEqual([]);
    const valid = await importCsv(t, session, 'products', csv, 'valid');
    expect(valid).toMatchObject({ created: 1, updated: 0 });
    expect((await t.db.select().from(products).where(eq(products.companyId, seed.companyId))).map((p) => p.code)).toEqual(['A-1']);
  });

  it('updates existing codes on import, and rejects malformed CSV clearly', async () => {
    const { session } = await admin();
    await session.send('POST', '/api/products', pen);
    const res = await importCsv(t, session, 'products', `${header}\nP-001,ボールペン 赤,,本,1500,10%,,,有効`);
    expect(res).toMatchObject({ created: 0, updated: 1 });
    expect((await (await session.get('/api/products')).json()).items[0]).toMatchObject({ name: 'ボールペン 赤', unitPrice: 1500 });
    const broken = await session.send('POST', '/api/products/import?mode=preview', `${header}\n"P-9,壊れた`);
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe('CSVを読み取れません: 引用符 (") が閉じられていません');
    const noColumns = await session.send('POST', '/api/products/import?mode=preview', 'なにか,ほか\n1,2');
    expect((await noColumns.json()).error.message).toBe('必須の列がありません: 商品名、単価');
  });

  it('an import updates only the fields its file has: the image and columns left out are kept', async () => {
    const { seed, session } = await admin();
    const created = await (await session.send('POST', '/api/products', { ...pen, description: '替え芯あり' })).json();
    // As a picture uploaded on the product screen would: the CSV has no image column at all.
    await t.db.update(products).set({ imageFileId: 'kept-image' }).where(eq(products.id, created.id));
    const csv = '商品コード,商品名,単価\nP-001,ボールペン 青,1300';
    expect(await importCsv(t, session, 'products', csv)).toMatchObject({ updated: 1 });
    const [row] = await t.db.select().from(products).where(eq(products.companyId, seed.companyId));
    expect(row).toMatchObject({ name: 'ボールペン 青', unitPrice: 1300, description: '替え芯あり', unit: '本', imageFileId: 'kept-image' });
  });
});

describe('partial changes', () => {
  it('a PATCH of one field keeps every other field', async () => {
    const { session } = await admin();
    const product = await (await session.send('POST', '/api/products', { ...pen, description: '替芯あり', costPrice: 600 })).json();
    const changed = await (await session.send('PATCH', `/api/products/${product.id}`, { unitPrice: 1500 })).json();
    expect(changed).toMatchObject({
      unitPrice: 1500,
      kana: 'ぼーるぺん くろ',
      unit: '本',
      description: '替芯あり',
      costPrice: 600,
      taxCategory: 'standard',
    });
    const bad = await session.send('PATCH', `/api/products/${product.id}`, { unitPrice: 'abc', nope: 1 });
    expect(bad.status).toBe(400);
    expect((await (await session.get(`/api/products/${product.id}`)).json()).unitPrice).toBe(1500);
  });
});
