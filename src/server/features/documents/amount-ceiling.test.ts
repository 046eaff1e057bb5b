import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
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

type Line = { name: string; quantity?: string; unitPrice: number; taxCategory?: string };
const invoice = (customerId: string, lines: Line[], priceMode = 'exclusive') => ({ issueDate: '2026-11-05', customerId, priceMode, lines });

async function refusal(res: Response) {
  expect(res.status).toBe(400);
  const { error } = await res.json();
  return [error.message, error.issues?.[0]?.path];
}

describe('amounts past ¥99,999,999,999 are refused, never stored with figures that do not add up', () => {
  it('refuses a line of 9,999,999 × ¥10,000,000,000 (past 2^53) and two lines that together pass the ceiling', async () => {
    const c = await company();
    const huge = await c.admin.send(
      'POST',
      '/api/documents/invoice',
      invoice(c.customerId, [{ name: '設備一式', quantity: '9999999', unitPrice: 10_000_000_000 }]),
    );
    expect(await refusal(huge)).toEqual(['金額が大きすぎます（上限 ¥99,999,999,999）', 'lines.0.unitPrice']);
    const two = { name: '設備一式', unitPrice: 60_000_000_000, taxCategory: 'exempt' };
    const summed = await c.admin.send('POST', '/api/documents/invoice', invoice(c.customerId, [two, two]));
    expect(await refusal(summed)).toEqual(['合計金額が大きすぎます（上限 ¥99,999,999,999）', 'lines']);
    expect((await (await c.admin.get('/api/documents/invoice')).json()).items).toEqual([]);
  });

  it('counts the tax: ¥95,000,000,000 税抜 at 10% is refused, the same 税込 is stored with base + tax = total', async () => {
    const c = await company();
    const line = { name: '設備一式', unitPrice: 95_000_000_000, taxCategory: 'standard' };
    expect(await refusal(await c.admin.send('POST', '/api/documents/invoice', invoice(c.customerId, [line])))).toEqual([
      '合計金額が大きすぎます（上限 ¥99,999,999,999）',
      'lines',
    ]);
    const created = await c.admin.send(
      'POST',
      '/api/documents/invoice',
      invoice(c.customerId, [line, { ...line, unitPrice: 4_999_999_999, taxCategory: 'reduced' }], 'inclusive'),
    );
    expect(created.status).toBe(201);
    const doc = await created.json();
    expect(doc.total).toBe(99_999_999_999);
    const totals = doc.totals as { subtotal: number; tax: number; total: number; byRate: { base: number; tax: number }[] };
    expect(totals.subtotal + totals.tax).toBe(doc.total);
    expect(totals.total).toBe(doc.total);
    expect(totals.byRate.map((r) => r.base + r.tax)).toEqual([95_000_000_000, 4_999_999_999]);

    // Saving the draft past the ceiling is refused and leaves it as it was.
    const edited = await c.admin.send('PUT', `/api/documents/invoice/${doc.id}`, invoice(c.customerId, [line, line], 'inclusive'));
    expect(await refusal(edited)).toEqual(['合計金額が大きすぎます（上限 ¥99,999,999,999）', 'lines']);
    expect((await (await c.admin.get(`/api/documents/invoice/${doc.id}`)).json()).total).toBe(99_999_999_999);
  });

  it('refuses a recurring template whose invoice would pass the ceiling', async () => {
    const c = await company();
    const res = await c.admin.send('POST', '/api/recurring-invoices', {
      name: '月額保守',
      customerId: c.customerId,
      dayOfMonth: 25,
      startDate: '2027-01-01',
      content: {
        lines: [
          { name: '保守料', unitPrice: 60_000_000_000 },
          { name: '保守料', unitPrice: 60_000_000_000 },
        ],
      },
    });
    expect((await refusal(res))[0]).toBe('合計金額が大きすぎます（上限 ¥99,999,999,999）');
  });

  it('skips a 合計請求書 whose 納品書, each within the ceiling, together pass it', async () => {
    const c = await company();
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, c.customerId));
    for (const deliveryDate of ['2026-11-02', '2026-11-09']) {
      const lines = [{ name: '設備一式', unitPrice: 60_000_000_000, taxCategory: 'exempt' }];
      const note = await (
        await c.admin.send('POST', '/api/documents/delivery_note', {
          issueDate: deliveryDate,
          deliveryDate,
          customerId: c.customerId,
          lines,
        })
      ).json();
      expect((await c.admin.send('POST', `/api/documents/delivery_note/${note.id}/issue`)).status).toBe(200);
    }
    const preview = await (await c.admin.get('/api/documents/statement/closing?closingDate=2026-11-20')).json();
    expect(preview.candidates.map((s: { skipReason: string | null }) => s.skipReason)).toEqual([
      '合計金額が大きすぎます（上限 ¥99,999,999,999）',
    ]);
    const batch = await (await c.admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-11-20' })).json();
    expect(batch.candidates.map((s: { statement: unknown }) => s.statement)).toEqual([null]);
  });
});
