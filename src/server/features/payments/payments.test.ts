import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposeAllocations, reminderTemplate } from '@/core/payments';
import { operationLogs, paymentAllocations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

/** An issued invoice of ¥100,000 + 10% = ¥110,000 unless told otherwise. */
async function issueInvoice(
  admin: Admin,
  customerId: string,
  { unitPrice = 100_000, issueDate = '2026-11-05', dueDate = '2026-11-30' } = {},
) {
  const res = await admin.send('POST', '/api/documents/invoice', {
    issueDate,
    dueDate,
    customerId,
    lines: [{ name: '保守作業', unitPrice }],
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id as string;
}

async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
  return { seed, admin, customerId };
}

type PaymentBody = { paymentDate?: string; amount: number | string; fee?: number; payerName?: string };

/**
 * 入金の登録 (POST /api/payments) for a customer, dated 2026-11-20 unless told otherwise, settling
 * `settles` (invoice id → amount): the set-up most tests here start from.
 */
function pay(session: Admin, customerId: string, payment: PaymentBody, settles: Record<string, number> = {}) {
  const allocations = Object.entries(settles).map(([documentId, amount]) => ({ documentId, amount }));
  return session.send('POST', '/api/payments', { customerId, paymentDate: '2026-11-20', ...payment, allocations });
}

const invoiceOf = async (admin: Admin, id: string) => (await admin.get(`/api/documents/invoice/${id}`)).json();

describe('入金 and 消込', () => {
  it('makes a ¥110,000 invoice 一部入金 with ¥50,000, then 入金済 with ¥59,340 and a ¥660 fee', async () => {
    const { seed, admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);

    const first = await pay(admin, customerId, { amount: '５０，０００', payerName: 'ｶ)ｱｵｿﾞﾗｼｮｳｼﾞ' }, { [invoiceId]: 50_000 });
    expect(first.status).toBe(201);
    const firstPayment = await first.json();
    expect(firstPayment).toMatchObject({ amount: 50_000, fee: 0, allocated: 50_000, unallocated: 0, customerName: '株式会社青空商事' });
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'partially_paid', paidDate: null });
    // The dashboard's unpaid panel counts what is still owed.
    expect((await (await admin.get('/api/dashboard')).json()).invoices.unpaid).toEqual({ count: 1, amount: 60_000 });

    const second = await pay(admin, customerId, { paymentDate: '2026-11-28', amount: 59_340, fee: 660 }, { [invoiceId]: 60_000 });
    expect(second.status).toBe(201);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'paid', paidDate: '2026-11-28' });

    // Nothing is owed any more: a third allocation is refused and changes nothing.
    const more = await pay(admin, customerId, { paymentDate: '2026-11-29', amount: 1000 }, { [invoiceId]: 1000 });
    expect(more.status).toBe(409);
    expect((await more.json()).error).toMatchObject({ code: 'OVER_ALLOCATED' });
    const list = await (await admin.get('/api/payments')).json();
    expect(list.total).toBe(2);

    // A status set by hand no longer applies: payments decide it.
    const byHand = await admin.send('POST', `/api/documents/invoice/${invoiceId}/status`, { status: 'sent' });
    expect(byHand.status).toBe(409);
    expect((await byHand.json()).error.code).toBe('HAS_PAYMENTS');

    // Deleting the second payment makes it 一部入金 again; deleting the first, 発行済.
    const secondId = (await second.json()).id;
    expect((await admin.send('DELETE', `/api/payments/${secondId}`)).status).toBe(204);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'partially_paid', paidDate: null });
    expect((await admin.send('DELETE', `/api/payments/${firstPayment.id}`)).status).toBe(204);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'issued' });

    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(
      logs
        .filter((l) => l.targetType === 'payment')
        .map((l) => l.operationType)
        .sort(),
    ).toEqual(['payment.create', 'payment.create', 'payment.delete', 'payment.delete']);
  });

  it('keeps an over-payment as 前受金 and sets it against a later invoice', async () => {
    const { admin, customerId } = await company();
    const first = await issueInvoice(admin, customerId, { unitPrice: 10_000 });
    const res = await pay(admin, customerId, { amount: 30_000 }, { [first]: 11_000 });
    expect(res.status).toBe(201);
    const payment = await res.json();
    expect(payment).toMatchObject({ allocated: 11_000, unallocated: 19_000 });
    expect(await invoiceOf(admin, first)).toMatchObject({ status: 'paid' });
    const asOf = '2026-11-30';
    expect((await (await admin.get(`/api/receivables?asOf=${asOf}`)).json()).rows).toMatchObject([
      { customerName: '株式会社青空商事', outstanding: 0, advance: 19_000 },
    ]);

    const beforeLater = await (await admin.get(`/api/receivables/customers/${customerId}?asOf=${asOf}`)).json();
    expect(beforeLater.advances).toMatchObject([{ id: payment.id, amount: 30_000, unallocated: 19_000 }]);
    expect(beforeLater.invoices).toEqual([]);

    const later = await issueInvoice(admin, customerId, { unitPrice: 20_000, issueDate: '2026-11-25', dueDate: '2026-12-31' });
    const open = await (await admin.get(`/api/payments/open-invoices?customerId=${customerId}&paymentId=${payment.id}`)).json();
    expect(open.map((i: { id: string; outstanding: number }) => [i.id, i.outstanding])).toEqual([
      [first, 11_000],
      [later, 22_000],
    ]);
    const edited = await admin.send('PUT', `/api/payments/${payment.id}`, {
      customerId,
      paymentDate: '2026-11-20',
      amount: 30_000,
      allocations: [
        { documentId: first, amount: 11_000 },
        { documentId: later, amount: 19_000 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ allocated: 30_000, unallocated: 0 });
    expect(await invoiceOf(admin, later)).toMatchObject({ status: 'partially_paid' });
    const receivables = await (await admin.get(`/api/receivables?asOf=${asOf}`)).json();
    expect(receivables.rows).toMatchObject([{ invoiced: 33_000, paid: 30_000, outstanding: 3000, advance: 0 }]);
  });

  it('asks before booking 前受金 while the customer still owes: ¥33,000 paid against nothing is refused until confirmed', async () => {
    const { seed, admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId, { unitPrice: 30_000 });
    const unasked = await pay(admin, customerId, { amount: 33_000 });
    expect(unasked.status).toBe(409);
    const { error } = await unasked.json();
    expect(error.code).toBe('ADVANCE_UNCONFIRMED');
    expect(error.message).toContain('¥33,000が消し込まれていません');
    expect(error.message).toContain('INV-');
    // Nothing was written: no payment, the invoice untouched, no 前受金.
    expect((await (await admin.get('/api/payments')).json()).total).toBe(0);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'issued' });
    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logged.map((l) => l.operationType)).not.toContain('payment.create');

    // The open document it pays exactly is what the dialog proposes; set against it, nothing is asked.
    const open = await (await admin.get(`/api/payments/open-invoices?customerId=${customerId}`)).json();
    expect(proposeAllocations(open, 33_000)).toEqual({ [invoiceId]: 33_000 });
    // Confirmed on purpose, it is 前受金.
    const confirmed = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-11-20',
      amount: 33_000,
      allocations: [],
      confirmAdvance: true,
    });
    expect(confirmed.status).toBe(201);
    expect((await (await admin.get('/api/receivables?asOf=2026-11-30')).json()).rows).toMatchObject([
      { outstanding: 33_000, advance: 33_000 },
    ]);
  });

  it('refuses allocations beyond the payment, to drafts and to another customer, in Japanese', async () => {
    const { seed, admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);
    const tooMuch = await pay(admin, customerId, { amount: 1000, fee: 0 }, { [invoiceId]: 2000 });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error.message).toContain('消込額の合計が入金額と振込手数料の合計を超えています');
    const zero = await pay(admin, customerId, { amount: 0 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).error.message).toContain('入金額は1円以上で入力してください');

    const other = await t.seedCustomer(seed.companyId, 'C-002', '有限会社別会社');
    const wrong = await pay(admin, other, { amount: 1000 }, { [invoiceId]: 1000 });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.code).toBe('WRONG_CUSTOMER');
    expect((await (await admin.get('/api/payments')).json()).total).toBe(0);
  });
});

describe('売掛金', () => {
  it('buckets what is owed by days past the due date on a fixed day, with totals and a CSV', async () => {
    const { seed, admin, customerId } = await company();
    const other = await t.seedCustomer(seed.companyId, 'C-002', '有限会社緑商店');
    // As of 2026-12-31: not yet due, 1–30, 31–60, 61–90 and over 90 days late.
    await issueInvoice(admin, customerId, { unitPrice: 1000, issueDate: '2026-12-01', dueDate: '2027-01-31' });
    await issueInvoice(admin, customerId, { unitPrice: 2000, issueDate: '2026-11-01', dueDate: '2026-12-01' });
    await issueInvoice(admin, customerId, { unitPrice: 3000, issueDate: '2026-10-01', dueDate: '2026-11-01' });
    await issueInvoice(admin, other, { unitPrice: 4000, issueDate: '2026-09-15', dueDate: '2026-10-15' });
    const late = await issueInvoice(admin, other, { unitPrice: 5000, issueDate: '2026-08-01', dueDate: '2026-09-01' });
    // Issued after the day: not in it.
    await issueInvoice(admin, other, { unitPrice: 9000, issueDate: '2027-01-05', dueDate: '2027-02-28' });
    // Paid in part on 2027-01-10: after the day, so still owed as of 2026-12-31.
    await pay(admin, other, { paymentDate: '2027-01-10', amount: 2000 }, { [late]: 2000 });

    const res = await admin.get('/api/receivables?asOf=2026-12-31');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.asOf).toBe('2026-12-31');
    expect(body.rows).toMatchObject([
      { customerCode: 'C-001', outstanding: 6600, aging: { notDue: 1100, days30: 2200, days60: 3300, days90: 0, over90: 0 }, openCount: 3 },
      { customerCode: 'C-002', outstanding: 9900, aging: { notDue: 0, days30: 0, days60: 0, days90: 4400, over90: 5500 }, openCount: 2 },
    ]);
    expect(body.totals).toMatchObject({ invoiced: 16_500, paid: 0, outstanding: 16_500, advance: 0 });

    const after = await (await admin.get('/api/receivables?asOf=2027-01-10')).json();
    expect(after.rows[1]).toMatchObject({ customerCode: 'C-002', invoiced: 19_800, paid: 2000, outstanding: 17_800 });

    const detail = await (await admin.get(`/api/receivables/customers/${other}?asOf=2026-12-31`)).json();
    expect(detail.invoices.map((i: { outstanding: number; bucket: string }) => [i.outstanding, i.bucket])).toEqual([
      [5500, 'over90'],
      [4400, 'days90'],
    ]);

    const csv = await admin.get('/api/receivables/export?asOf=2026-12-31');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe(
      '基準日,顧客コード,顧客名,請求額,返品・値引き,入金額,売掛残高,前受金,未到来,30日以内,31–60日,61–90日,90日超',
    );
    expect(text).toContain('2026-12-31,C-001,株式会社青空商事,6600,0,0,6600,0,1100,2200,3300,0,0');
    expect(text).toContain('2026-12-31,,合計,16500,0,0,16500,0,1100,2200,3300,4400,5500');
  });

  it('counts an invoice marked 入金済 by hand as paid, as before payments were recorded', async () => {
    const { admin, customerId } = await company();
    const id = await issueInvoice(admin, customerId, { unitPrice: 1000 });
    expect((await admin.send('POST', `/api/documents/invoice/${id}/status`, { status: 'paid', paidDate: '2026-11-20' })).status).toBe(200);
    expect((await (await admin.get('/api/receivables?asOf=2026-11-19')).json()).rows).toMatchObject([{ outstanding: 1100 }]);
    expect((await (await admin.get('/api/receivables?asOf=2026-11-20')).json()).rows).toEqual([]);
    const res = await pay(admin, customerId, { amount: 1100 }, { [id]: 1100 });
    expect(res.status).toBe(409);
  });
});

describe('who may record payments', () => {
  it('never lets a company settle another company’s invoice (404, nothing changed)', async () => {
    const a = await company();
    const b = await company();
    const theirs = await issueInvoice(b.admin, b.customerId);
    const res = await pay(a.admin, a.customerId, { amount: 1000 }, { [theirs]: 1000 });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('請求書が見つかりません');
    // Nor with their customer, nor read or change their payments.
    const withTheirCustomer = await pay(a.admin, b.customerId, { amount: 1000 });
    expect(withTheirCustomer.status).toBe(404);
    const theirPayment = await (await pay(b.admin, b.customerId, { amount: 500 })).json();
    expect((await a.admin.get(`/api/payments/${theirPayment.id}`)).status).toBe(404);
    expect((await a.admin.send('DELETE', `/api/payments/${theirPayment.id}`)).status).toBe(404);
    expect((await a.admin.get(`/api/receivables/customers/${b.customerId}`)).status).toBe(404);
    expect(await invoiceOf(b.admin, theirs)).toMatchObject({ status: 'issued' });
    expect(await t.db.select().from(paymentAllocations).where(eq(paymentAllocations.documentId, theirs))).toEqual([]);
    expect((await (await a.admin.get('/api/payments')).json()).total).toBe(0);
  });

  it('answers 403 to a member without the invoice flag', async () => {
    const { seed, customerId } = await company();
    const staff = await t.signIn(seed.staff.email, seed.host);
    const create = await pay(staff, customerId, { amount: 1000 });
    expect(create.status).toBe(403);
    expect((await create.json()).error.message).toBe('入金管理にアクセスする権限がありません');
    expect((await staff.get('/api/payments')).status).toBe(403);
    expect((await staff.get('/api/receivables')).status).toBe(403);
    expect((await staff.get('/api/receivables/export')).status).toBe(403);
  });
});

describe('concurrent allocations', () => {
  it('never settle an invoice beyond what it owes', async () => {
    const { admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId);
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(admin, customerId, { amount: 30_000 }, { [invoiceId]: 30_000 })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const rows = await t.db.select().from(paymentAllocations).where(eq(paymentAllocations.documentId, invoiceId));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(90_000);
    expect((await (await admin.get('/api/payments')).json()).total).toBe(3);
    expect(await invoiceOf(admin, invoiceId)).toMatchObject({ status: 'partially_paid' });
  });
});

describe('督促', () => {
  it('mails a reminder from the template for an overdue invoice and logs it; a settled one is refused', async () => {
    const { seed, admin, customerId } = await company();
    const invoiceId = await issueInvoice(admin, customerId, { issueDate: '2026-09-01', dueDate: '2026-09-30' });
    const partial = await pay(admin, customerId, { paymentDate: '2026-10-05', amount: 10_000 }, { [invoiceId]: 10_000 });
    expect(partial.status).toBe(201);
    const invoice = await invoiceOf(admin, invoiceId);
    const template = reminderTemplate({
      companyName: seed.oemName,
      customerName: '株式会社青空商事',
      kind: 'invoice',
      number: invoice.number,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      outstanding: 100_000,
    });
    expect(template.message).toContain(
      'お支払期限の2026年9月30日を過ぎておりますが、本日時点で 100,000円 のご入金が確認できておりません。',
    );
    const to = `billing-${seed.companyId}@aozora.example`;
    const res = await admin.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, { to, ...template });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      kind: 'reminder',
      documentId: invoiceId,
      to,
      status: expect.stringMatching(/^(queued|sending)$/),
      outstanding: 100_000,
    });
    await t.jobs.idle();
    const mail = t.mailer.messages.filter((m) => m.to === to);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(template.subject);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.find((l) => l.operationType === 'payment.reminder')).toMatchObject({
      targetId: invoiceId,
      detail: { to, outstanding: 100_000 },
    });

    // Paid in full: nothing to remind of.
    await pay(admin, customerId, { paymentDate: '2026-10-20', amount: 100_000 }, { [invoiceId]: 100_000 });
    const settled = await admin.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, { to, ...template });
    expect(settled.status).toBe(409);
    expect((await settled.json()).error.message).toBe('この請求書に未入金の残額はありません');

    // Another company's invoice is not found; a member without the flag is turned away.
    const other = await company();
    expect((await other.admin.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, { to, ...template })).status).toBe(404);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, { to, ...template })).status).toBe(403);
    await t.jobs.idle();
    expect(t.mailer.messages.filter((m) => m.to === to)).toHaveLength(1);
  });
});
