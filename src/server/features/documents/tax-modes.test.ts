import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function company() {
  const seed = await t.seedCompany();
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  return { admin: await t.signIn(seed.admin.email, seed.host), customerId };
}

const line = (name: string, unitPrice: number, taxCategory: string, extra: Record<string, unknown> = {}) => ({
  name,
  quantity: '1',
  unitPrice,
  taxCategory,
  ...extra,
});

/** The export's row of a document, by header name. */
async function csvRow(admin: Awaited<ReturnType<typeof company>>['admin'], kind: string, number: string) {
  const text = await (await admin.get(`/api/documents/${kind}/export`)).text();
  const [header = '', ...rows] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const row = rows.find((r) => r.split(',')[1] === number);
  expect(row).toBeDefined();
  const cells = (row ?? '').split(',');
  return Object.fromEntries(header.split(',').map((h, i) => [h, cells[i]]));
}

describe('税込 (内税) documents', () => {
  it('issues a 税込 invoice: tax extracted once per rate, the same totals in the API and the CSV', async () => {
    const c = await company();
    const res = await c.admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId: c.customerId,
      priceMode: 'inclusive',
      lines: [
        line('デザイン料', 110000, 'standard', { isWithholding: true }),
        line('資料代', 1234, 'standard'),
        line('お弁当', 2195, 'reduced'),
        line('交通費立替', 3000, 'outside'),
        line('収入印紙', 200, 'exempt'),
      ],
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const issued = await (await c.admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    const read = await (await c.admin.get(`/api/documents/invoice/${id}`)).json();
    // 10%: 111,234 × 10/110 = 10,112.18… → 10,112 (切り捨て); 8%: 2,195 × 8/108 = 162.59… → 162.
    // 合計 = the lines: 111,234 + 2,195 + 3,000 + 200 = 116,629; 小計 (税抜) = 116,629 − 10,274 = 106,355.
    // 源泉: 110,000 − 10,000 = 100,000 税抜 → 10,210; 差引 116,629 − 10,210 = 106,419.
    for (const doc of [issued, read]) {
      expect(doc.priceMode).toBe('inclusive');
      expect(doc.totals.byRate).toEqual([
        { taxCategory: 'standard', rate: 10, base: 101122, tax: 10112 },
        { taxCategory: 'reduced', rate: 8, base: 2033, tax: 162 },
        { taxCategory: 'exempt', rate: 0, base: 200, tax: 0 },
        { taxCategory: 'outside', rate: 0, base: 3000, tax: 0 },
      ]);
      expect(doc.totals).toMatchObject({ subtotal: 106355, tax: 10274, total: 116629, withholding: 10210, amountDue: 106419 });
    }
    expect(await csvRow(c.admin, 'invoice', issued.number)).toMatchObject({
      '税込/税抜': '税込',
      '10%対象': '101122',
      '10%消費税': '10112',
      '8%対象': '2033',
      '8%消費税': '162',
      非課税: '200',
      不課税: '3000',
      小計: '106355',
      消費税: '10274',
      合計: '116629',
      源泉徴収税額: '10210',
      差引請求額: '106419',
    });
  });

  it('keeps 税抜 as the default and rejects an unknown mode in Japanese', async () => {
    const c = await company();
    const plain = await c.admin.send('POST', '/api/documents/quotation', {
      issueDate: '2026-11-05',
      lines: [line('作業', 1000, 'standard')],
    });
    expect(await plain.json()).toMatchObject({ priceMode: 'exclusive', totals: { subtotal: 1000, tax: 100, total: 1100 } });
    const bad = await c.admin.send('POST', '/api/documents/quotation', { issueDate: '2026-11-05', priceMode: 'gross', lines: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('「税抜」か「税込」') });
  });
});

describe('不課税 (対象外)', () => {
  it('carries no tax and is reported apart from 非課税 in the API and the CSV', async () => {
    const c = await company();
    const res = await c.admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId: c.customerId,
      lines: [line('作業', 10000, 'standard'), line('立替金', 5000, 'outside'), line('印紙', 400, 'exempt')],
    });
    const { id } = await res.json();
    const doc = await (await c.admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    expect(doc.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 10000, tax: 1000 },
      { taxCategory: 'exempt', rate: 0, base: 400, tax: 0 },
      { taxCategory: 'outside', rate: 0, base: 5000, tax: 0 },
    ]);
    expect(doc.totals).toMatchObject({ subtotal: 15400, tax: 1000, total: 16400 });
    expect(doc.lines.map((l: { taxCategory: string }) => l.taxCategory)).toEqual(['standard', 'outside', 'exempt']);
    expect(await csvRow(c.admin, 'invoice', doc.number)).toMatchObject({
      '税込/税抜': '税抜',
      非課税: '400',
      不課税: '5000',
      合計: '16400',
    });
  });
});
