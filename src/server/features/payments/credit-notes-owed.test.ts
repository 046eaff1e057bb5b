import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
  return { seed, admin, customerId };
}

/** 保守作業 10 × ¥10,000 + 10% = ¥110,000, due 2026-11-30. */
async function issueInvoice(admin: Admin, customerId: string) {
  const res = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    customerId,
    lines: [{ name: '保守作業', quantity: '10', unitPrice: 10_000 }],
  });
  const { id } = await res.json();
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id as string;
}

/** 返品・値引き of one of the ten (¥10,000 + ¥1,000), issued today. */
async function issueCreditNote(admin: Admin, invoiceId: string) {
  const draft = await (
    await admin.send('POST', `/api/documents/invoice/${invoiceId}/credit-note`, { lines: [{ index: 0, quantity: '1' }] })
  ).json();
  const res = await admin.send('POST', `/api/documents/credit_note/${draft.id}/issue`);
  expect(res.status).toBe(200);
  const issued = await res.json();
  expect(issued.total).toBe(11_000);
  return issued as { id: string; issueDate: string };
}

const invoiceOf = async (admin: Admin, id: string) => (await admin.get(`/api/documents/invoice/${id}`)).json();

describe('返品・値引き reduce what an invoice owes', () => {
  it('¥110,000 invoiced, ¥50,000 paid, ¥11,000 given back: ¥49,000 owed, and ¥49,000 more settles it', async () => {
    const { admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);
    const first = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-11-10',
      amount: 50_000,
      allocations: [{ documentId: invoiceId, amount: 50_000 }],
    });
    expect(first.status).toBe(201);
    const credit = await issueCreditNote(admin, invoiceId);
    const today = credit.issueDate;

    // Still 一部入金: ¥50,000 + ¥11,000 is not ¥110,000.
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'partially_paid' });
    // 売掛金 as of the credit note's day, and as of a day before it.
    const now = await (await admin.get(`/api/receivables?asOf=${today}`)).json();
    expect(now.rows).toMatchObject([{ invoiced: 110_000, credited: 11_000, paid: 50_000, outstanding: 49_000 }]);
    const before = await (await admin.get('/api/receivables?asOf=2026-11-10')).json();
    expect(before.rows).toMatchObject([{ invoiced: 110_000, credited: 0, paid: 50_000, outstanding: 60_000 }]);
    // The 消込 form offers ¥49,000; the dashboard counts ¥49,000 unpaid.
    const open = await (await admin.get(`/api/payments/open-invoices?customerId=${customerId}`)).json();
    expect(open).toMatchObject([{ id: invoiceId, paid: 50_000, credited: 11_000, outstanding: 49_000 }]);
    expect((await (await admin.get('/api/dashboard')).json()).invoices.unpaid).toEqual({ count: 1, amount: 49_000 });
    // 督促 names what is still owed.
    const reminder = await admin.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, {
      to: 'billing@aozora.example',
      subject: 'お支払いのお願い',
      message: 'ご確認ください。',
    });
    expect(await reminder.json()).toMatchObject({ outstanding: 49_000 });

    // ¥60,000 is more than it owes now: refused, nothing recorded.
    const tooMuch = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: today,
      amount: 60_000,
      allocations: [{ documentId: invoiceId, amount: 60_000 }],
    });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).error).toMatchObject({ code: 'OVER_ALLOCATED', message: expect.stringContaining('¥49,000') });

    const rest = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: today,
      amount: 48_340,
      fee: 660,
      allocations: [{ documentId: invoiceId, amount: 49_000 }],
    });
    expect(rest.status).toBe(201);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'paid', paidDate: today });
    const settled = await (await admin.get(`/api/receivables?asOf=${today}`)).json();
    expect(settled.rows).toEqual([]);
    // Settled, the customer leaves the list (as any customer owing nothing).
    expect(settled.totals).toMatchObject({ outstanding: 0, advance: 0 });
  });

  it('makes an invoice paid but for what was given back 入金済 when the credit note is issued', async () => {
    const { admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);
    await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-11-10',
      amount: 99_000,
      allocations: [{ documentId: invoiceId, amount: 99_000 }],
    });
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'partially_paid' });
    await issueCreditNote(admin, invoiceId);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'paid', paidDate: '2026-11-10' });
  });

  it('leaves an invoice without payments 発行済, owing ¥99,000; another company’s credit note changes nothing', async () => {
    const { admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);
    const credit = await issueCreditNote(admin, invoiceId);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'issued' });
    const rows = (await (await admin.get(`/api/receivables?asOf=${credit.issueDate}`)).json()).rows;
    expect(rows).toMatchObject([{ outstanding: 99_000, credited: 11_000 }]);
    // Another company cannot make a credit note from this invoice.
    const other = await company();
    expect((await other.admin.send('POST', `/api/documents/invoice/${invoiceId}/credit-note`, {})).status).toBe(404);
    const otherInvoice = await issueInvoice(other.admin, other.customerId);
    await issueCreditNote(other.admin, otherInvoice);
    const again = (await (await admin.get(`/api/receivables?asOf=${credit.issueDate}`)).json()).rows;
    expect(again).toMatchObject([{ outstanding: 99_000, credited: 11_000 }]);
  });
});
