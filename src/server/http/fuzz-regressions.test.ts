import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { importEnded } from '../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Requests the API fuzzer (fuzz.test.ts) found answered with a 500 or let through, kept as plain cases. */
describe('fuzzer findings', () => {
  it('answers an empty PATCH of a partner with a 400, not a failed UPDATE', async () => {
    const manager = await t.signIn((await t.seedManager()).email, t.hostOf(null));
    const seed = await t.seedCompany();
    const res = await manager.send('PATCH', `/api/admin/oems/${seed.oemId}`, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'NOTHING_TO_UPDATE', message: '変更する項目を指定してください' } });
  });

  it('refuses an upload whose type names a member of Object, or whose file name has a NUL', async () => {
    const seed = await t.seedCompany();
    const { cookie } = await t.signIn(seed.admin.email, seed.host);
    const create = (metadata: string) =>
      t.app.request(`http://${seed.host}/api/files`, {
        method: 'POST',
        headers: {
          host: seed.host,
          origin: `http://${seed.host}`,
          cookie,
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': metadata,
        },
      });
    for (const type of ['constructor', 'toString', '__proto__']) {
      const res = await create(`filename ${b64('a.png')},filetype ${b64(type)}`);
      expect(res.status, type).toBe(415);
    }
    const nul = await create(`filename ${b64('a\u0000.png')},filetype ${b64('image/png')}`);
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.message).toBe('ファイル名に使用できない文字が含まれています');
  });

  it('refuses days PostgreSQL cannot store (year 0000) in a document and in the history range', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const doc = await admin.send('POST', '/api/documents/invoice', { issueDate: '0000-01-01', lines: [] });
    expect(doc.status).toBe(400);
    expect((await doc.json()).error.message).toBe('発行日が正しい日付ではありません');
    for (const query of ['from=0000-01-01', 'to=0000-12-31']) {
      const res = await admin.get(`/api/history?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.message).toBe('日付が正しくありません');
    }
    expect((await admin.get('/api/documents/invoice?dateFrom=0000-01-01')).status).toBe(400);
  });

  it('lists a CSV row with a NUL or control character as a row error and imports the others', async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const headers = { host: seed.host, origin: `http://${seed.host}`, cookie: session.cookie, 'content-type': 'text/csv' };
    const csv = '商品コード,商品名,単価\nP-1,ペン,100\nP-2,ノー\u0000ト,200\nP-3,ベル\u0007,300\n';
    const res = await t.app.request(`http://${seed.host}/api/products/imports?mode=valid`, { method: 'POST', headers, body: csv });
    const message = '使用できない文字(制御文字など)が含まれています';
    expect(await importEnded(t, session, 'products', res)).toMatchObject({
      state: 'done',
      total: 3,
      valid: 1,
      created: 1,
      errors: [
        { line: 3, message },
        { line: 4, message },
      ],
    });
  });
});
