import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const lines = (unitPrice: number) => [{ name: '保守', quantity: '1', unitPrice }];

/** An issued invoice of ¥11,000 (税込) corrected to ¥22,000 by an issued revision. */
async function revisedInvoice() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社改訂先');
  const body = { issueDate: '2026-11-05', customerId, subject: '保守作業' };
  const first = await (await admin.send('POST', '/api/documents/invoice', { ...body, lines: lines(10_000) })).json();
  expect((await admin.send('POST', `/api/documents/invoice/${first.id}/issue`)).status).toBe(200);
  const revision = await (await admin.send('POST', `/api/documents/invoice/${first.id}/revise`)).json();
  expect((await admin.send('PUT', `/api/documents/invoice/${revision.id}`, { ...body, lines: lines(20_000) })).status).toBe(200);
  const revised = await (await admin.send('POST', `/api/documents/invoice/${revision.id}/issue`)).json();
  expect(revised.total).toBe(22_000);
  return { admin, first, revised };
}

describe('superseded revisions stay searchable (旧版を含む)', () => {
  it('finds the old amount only with includeSuperseded=true, marked 修正済み with its successor', async () => {
    const { admin, first, revised } = await revisedInvoice();
    const oldAmount = 'amountMin=11000&amountMax=11000';

    const byDefault = await (await admin.get(`/api/documents/invoice?${oldAmount}`)).json();
    expect(byDefault).toMatchObject({ items: [], total: 0 });

    const withOld = await (await admin.get(`/api/documents/invoice?${oldAmount}&includeSuperseded=true`)).json();
    expect(withOld.items).toEqual([
      expect.objectContaining({
        id: first.id,
        total: 11_000,
        isLatest: false,
        supersededBy: { id: revised.id, numberLabel: 'INV-202611-0001-2' },
      }),
    ]);

    // Both versions share the number; their order in the list is not the point here.
    const all = await (await admin.get('/api/documents/invoice?includeSuperseded=true')).json();
    const versions = all.items.map((d: { numberLabel: string; isLatest: boolean }) => [d.numberLabel, d.isLatest]);
    expect(versions.sort()).toEqual([
      ['INV-202611-0001', false],
      ['INV-202611-0001-2', true],
    ]);
    const detail = await (await admin.get(`/api/documents/invoice/${first.id}`)).json();
    expect(detail).toMatchObject({ isLatest: false, supersededBy: { id: revised.id, numberLabel: 'INV-202611-0001-2' } });
  });

  it('exports the same rows as CSV, each marked 最新 or 修正済み with the number that replaced it', async () => {
    const { admin } = await revisedInvoice();
    const rowsOf = async (query: string) => {
      const csv = (await (await admin.get(`/api/documents/invoice/export?${query}`)).text()).replace(/^\uFEFF/, '');
      const [header = '', ...rows] = csv.trim().split(/\r?\n/);
      const names = header.split(',');
      return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [names[i], cell])));
    };
    expect(await rowsOf('amountMin=11000&amountMax=11000')).toEqual([]);
    expect(await rowsOf('amountMin=11000&amountMax=11000&includeSuperseded=true')).toEqual([
      expect.objectContaining({ 番号: 'INV-202611-0001', 合計: '11000', 版: '修正済み', 修正後の番号: 'INV-202611-0001-2' }),
    ]);
    expect(await rowsOf('')).toEqual([expect.objectContaining({ 番号: 'INV-202611-0001-2', 合計: '22000', 版: '最新', 修正後の番号: '' })]);
  });

  it('refuses a switch that is neither true nor false, in Japanese', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const res = await admin.get('/api/documents/invoice?includeSuperseded=yes');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/旧版を含む/) } });
  });
});
