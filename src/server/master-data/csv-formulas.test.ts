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

const hostile = {
  code: 'Q-1',
  name: '=HYPERLINK("http://evil.example","開く")',
  kana: '@SUM(1+1)',
  unit: '+1',
  unitPrice: 1000,
  taxCategory: 'standard',
  description: '-2+3',
};

describe('CSV exports neutralise formulas', () => {
  it('prefixes formula-like text in UTF-8 and Shift_JIS exports, and the import reads it back unchanged', async () => {
    const session = await admin();
    expect((await session.send('POST', '/api/products', hostile)).status).toBe(201);
    const utf8 = new TextDecoder().decode(await (await session.get('/api/products/export')).arrayBuffer());
    const sjisBytes = Buffer.from(await (await session.get('/api/products/export?encoding=sjis')).arrayBuffer());
    for (const text of [utf8, iconv.decode(sjisBytes, 'Shift_JIS')]) {
      const [, row] = parseCsv(text);
      expect(row).toEqual(['Q-1', `'${hostile.name}`, `'${hostile.kana}`, "'+1", '1000', '税抜', '10%', '', "'-2+3", '有効']);
    }

    const other = await admin();
    for (const [mode, file] of [
      ['utf8', utf8],
      ['sjis', sjisBytes],
    ] as const) {
      const res = await t.app.request(`http://${other.host}/api/products/imports?mode=all`, {
        method: 'POST',
        headers: { host: other.host, origin: `http://${other.host}`, cookie: other.cookie, 'content-type': 'text/csv' },
        body: typeof file === 'string' ? file : new Uint8Array(file),
      });
      expect(await importEnded(t, other, 'products', res), mode).toMatchObject({ state: 'done', valid: 1, errors: [] });
      const [back] = (await (await other.get('/api/products')).json()).items;
      expect(back).toMatchObject({ name: hostile.name, kana: hostile.kana, unit: '+1', description: '-2+3', unitPrice: 1000 });
    }
  });

  it('leaves negative amounts of a document list as numbers and prefixes its text', async () => {
    const session = await admin();
    const customer = await (await session.send('POST', '/api/customers', { code: 'C-1', name: '=1+2' })).json();
    const created = await session.send('POST', '/api/documents/quotation', {
      issueDate: '2026-11-05',
      customerId: customer.id,
      subject: '@値引きのみ',
      lines: [{ kind: 'discount', name: '値引き', quantity: '1', unitPrice: -1000, taxCategory: 'standard' }],
    });
    expect(created.status).toBe(201);
    const text = new TextDecoder().decode(await (await session.get('/api/documents/quotation/export')).arrayBuffer());
    const [header, row] = parseCsv(text);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('取引先')).toBe("'=1+2");
    expect(cell('件名')).toBe("'@値引きのみ");
    expect(cell('合計')).toBe('-1100');
    expect(text).toContain(',-1100,');
  });
});
