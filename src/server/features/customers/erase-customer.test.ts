import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  documentLinkEvents,
  documents,
  ledgerEntries,
  mailDeliveries,
  mailRecipients,
  operationLogs,
  recurringInvoices,
} from '../../db/schema';
import { readStoredFile } from '../../files/file-store';
import { createTestContext, type TestContext } from '../../test/context';
import { importCsv } from '../../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const person = {
  code: 'C-101',
  name: '山田 花子',
  kana: 'やまだ はなこ',
  honorific: '様',
  department: '経理部',
  contactPerson: '山田 花子',
  postalCode: '150-0001',
  address: '東京都渋谷区神宮前1-2-3',
  phone: '090-1234-5678',
  email: 'hanako@yamada.example',
  registrationNumber: 'T7000012050002',
  paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 },
  notes: '自宅の裏口から納品',
};
const personalValues = [person.name, person.kana, person.address, person.phone, person.email, person.notes, person.registrationNumber];

/**
 * A company whose customer 山田 花子 has an issued invoice (its PDF kept, its sale in the
 * ledger, part of it paid), a draft quotation and a monthly 定期請求.
 */
async function company() {
  const seed = await t.seedCompany({ staffPermissions: { customer: true, quote: true } });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customer = await (await admin.send('POST', '/api/customers', person)).json();
  const draft = await (
    await admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId: customer.id,
      subject: '庭木の手入れ',
      lines: [{ name: '剪定', unitPrice: 30_000 }],
    })
  ).json();
  const invoice = await (await admin.send('POST', `/api/documents/invoice/${draft.id}/issue`)).json();
  expect(invoice.status).toBe('issued');
  const payment = await admin.send('POST', '/api/payments', {
    customerId: customer.id,
    paymentDate: '2026-11-20',
    amount: 10_000,
    allocations: [{ documentId: invoice.id, amount: 10_000 }],
  });
  expect(payment.status).toBe(201);
  const quotation = await (
    await admin.send('POST', '/api/documents/quotation', {
      issueDate: '2026-11-25',
      customerId: customer.id,
      subject: '植え替えのお見積り',
      lines: [{ name: '植え替え', unitPrice: 50_000 }],
    })
  ).json();
  expect(quotation.counterparty).toMatchObject({ name: person.name, address: person.address });
  const recurring = await admin.send('POST', '/api/recurring-invoices', {
    name: '月額の手入れ',
    customerId: customer.id,
    dayOfMonth: 25,
    startDate: '2027-01-01',
    mode: 'draft',
    content: { subject: '月額の手入れ', lines: [{ name: '手入れ', unitPrice: 5_000 }] },
  });
  expect(recurring.status).toBe(201);
  return { seed, admin, customer, invoice, quotation };
}

const ledgerOf = (companyId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, companyId)).orderBy(asc(ledgerEntries.id));
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storedPdf = async (companyId: string, id: string) =>
  sha256Of((await readStoredFile(t.db, `documents/${companyId}/${id}.pdf`)) ?? Buffer.alloc(0));

describe('個人情報の消去 (erasing a customer on request)', () => {
  it('empties the master and the drafts, leaves issued documents, their PDFs and the ledger exactly as they were', async () => {
    const { seed, admin, customer, invoice, quotation } = await company();
    const issuedBefore = await (await admin.get(`/api/documents/invoice/${invoice.id}`)).json();
    const pdfBefore = await storedPdf(seed.companyId, invoice.id);
    expect(pdfBefore).toBe(invoice.pdfSha256);
    const ledgerBefore = await ledgerOf(seed.companyId);
    const receivablesBefore = await (await admin.get(`/api/receivables/customers/${customer.id}`)).json();
    expect(receivablesBefore.totals).toMatchObject({ invoiced: 33_000, paid: 10_000, outstanding: 23_000 });
    const search = () => admin.get(`/api/documents/quotation?q=${encodeURIComponent('山田')}`);
    expect((await (await search()).json()).items.map((d: { id: string }) => d.id)).toEqual([quotation.id]);

    const res = await admin.send('POST', `/api/customers/${customer.id}/erase`);
    expect(res.status).toBe(200);
    const erased = await res.json();
    expect(erased).toMatchObject({
      id: customer.id,
      code: 'C-101',
      name: '削除済みの取引先',
      kana: '',
      department: '',
      contactPerson: '',
      postalCode: '',
      address: '',
      phone: '',
      email: '',
      registrationNumber: '',
      notes: '',
      isActive: false,
      erasedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(await (await admin.get(`/api/customers/${customer.id}`)).json()).toEqual(erased);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    for (const value of personalValues) expect(JSON.stringify(row)).not.toContain(value);

    // The draft lost its addressee's personal data, and cannot be found by the old name any more.
    const draft = await (await admin.get(`/api/documents/quotation/${quotation.id}`)).json();
    expect(draft).toMatchObject({
      status: 'draft',
      counterpartyName: '削除済みの取引先',
      counterparty: { name: '削除済みの取引先', department: '', contactPerson: '', postalCode: '', address: '', registrationNumber: '' },
      subject: '植え替えのお見積り',
    });
    const [draftRow] = await t.db.select().from(documents).where(eq(documents.id, quotation.id));
    for (const value of personalValues) expect(JSON.stringify(draftRow)).not.toContain(value);
    expect((await (await search()).json()).items).toEqual([]);

    // The issued invoice, its kept PDF, the ledger and what the customer owes: unchanged.
    expect(await (await admin.get(`/api/documents/invoice/${invoice.id}`)).json()).toEqual(issuedBefore);
    expect(issuedBefore.counterparty).toMatchObject({ name: person.name, address: person.address });
    expect(await storedPdf(seed.companyId, invoice.id)).toBe(pdfBefore);
    const [invoiceRow] = await t.db.select({ pdfSha256: documents.pdfSha256 }).from(documents).where(eq(documents.id, invoice.id));
    expect(invoiceRow?.pdfSha256).toBe(pdfBefore);
    expect(await ledgerOf(seed.companyId)).toEqual(ledgerBefore);
    const receivablesAfter = await (await admin.get(`/api/receivables/customers/${customer.id}`)).json();
    expect(receivablesAfter.totals).toEqual(receivablesBefore.totals);
    expect(receivablesAfter.invoices).toEqual(receivablesBefore.invoices);

    // Its 定期請求 would address new invoices to it: stopped.
    const templates = await t.db.select().from(recurringInvoices).where(eq(recurringInvoices.customerId, customer.id));
    expect(templates.map((r) => r.stoppedAt)).toEqual([expect.any(Date)]);
  });

  it('the mails sent to the customer keep no address or text; the invoice they carried stays', async () => {
    const { seed, admin, customer, invoice } = await company();
    const sent = await admin.send('POST', `/api/documents/invoice/${invoice.id}/send`, {
      to: person.email,
      subject: `${person.name} 様 請求書`,
      message: `${person.name} 様\n${person.address} へお届けします。`,
    });
    expect(sent.status).toBe(202);
    await t.jobs.idle();
    const before = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.companyId, seed.companyId));
    expect(before.map((d) => [d.toAddress, d.status])).toEqual([[person.email, 'sent']]);

    expect((await admin.send('POST', `/api/customers/${customer.id}/erase`)).status).toBe(200);
    const after = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.companyId, seed.companyId));
    expect(
      after.map((d) => ({ to: d.toAddress, cc: d.cc, subject: d.subject, body: d.body, status: d.status, messageId: d.messageId })),
    ).toEqual([{ to: '（消去済み）', cc: '', subject: '（消去済み）', body: '', status: 'sent', messageId: before[0]?.messageId }]);
    const recipients = await t.db.select().from(mailRecipients).where(eq(mailRecipients.companyId, seed.companyId));
    expect(recipients.map((r) => r.address)).not.toContain(person.email);
    expect((await admin.get(`/api/documents/invoice/${invoice.id}`)).status).toBe(200);
  });

  it('Web送付: the customer’s link opens nothing any more, its views keep no address, its message no reply address', async () => {
    const { seed, admin, customer, invoice } = await company();
    const sent = await admin.send('POST', `/api/documents/invoice/${invoice.id}/send`, {
      to: person.email,
      subject: '請求書のご送付',
      message: 'ご確認ください。',
      method: 'link',
    });
    expect(sent.status).toBe(202);
    await t.jobs.idle();
    const url = t.mailer.messages.findLast((m) => m.to === person.email)?.text.match(/https?:\/\/\S+\/d\/[\w-]+/)?.[0];
    if (!url) throw new Error('no link in the mail');
    const path = new URL(url).pathname;
    expect((await t.request(seed.host, path, { ip: '203.0.113.7' })).status).toBe(200);
    const form = new URLSearchParams({ name: person.name, email: person.email, message: '振込先を教えてください' });
    const asked = await t.app.request(
      `http://${seed.host}${path}/message`,
      { method: 'POST', body: form.toString(), headers: { host: seed.host, 'content-type': 'application/x-www-form-urlencoded' } },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(asked.status).toBe(200);
    await t.jobs.idle();
    const eventsBefore = await t.db.select().from(documentLinkEvents).where(eq(documentLinkEvents.documentId, invoice.id));
    expect(eventsBefore.map((e) => e.ipAddress)).toContain('203.0.113.7');

    expect((await admin.send('POST', `/api/customers/${customer.id}/erase`)).status).toBe(200);
    expect((await t.request(seed.host, path, { ip: '203.0.113.7' })).status).toBe(404);
    const eventsAfter = await t.db.select().from(documentLinkEvents).where(eq(documentLinkEvents.documentId, invoice.id));
    // When it was opened stays, as the documents do.
    expect(eventsAfter.map((e) => e.type)).toEqual(eventsBefore.map((e) => e.type));
    expect(eventsAfter.map((e) => e.ipAddress).filter(Boolean)).toEqual([]);
    const mails = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.companyId, seed.companyId));
    const kept = JSON.stringify(mails.map((d) => [d.toAddress, d.cc, d.subject, d.body, d.replyTo]));
    for (const value of [person.email, '振込先を教えてください', person.name]) expect(kept).not.toContain(value);
  });

  it('is recorded in 操作履歴 without the erased values', async () => {
    const { seed, admin, customer } = await company();
    await admin.send('POST', `/api/customers/${customer.id}/erase`);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    const entry = logs.find((l) => l.operationType === 'customer.erase');
    expect(entry).toMatchObject({
      userId: seed.admin.id,
      targetType: 'customer',
      targetId: customer.id,
      detail: { code: 'C-101', drafts: 1 },
    });
    for (const value of personalValues) expect(JSON.stringify(entry)).not.toContain(value);
    const history = await (await admin.get('/api/history')).json();
    expect(JSON.stringify(history)).toContain('顧客の個人情報の消去');
  });

  it('is irreversible: the customer is chosen for no new document, and neither an edit nor a CSV writes its data back', async () => {
    const { admin, customer, quotation } = await company();
    await admin.send('POST', `/api/customers/${customer.id}/erase`);

    const again = await admin.send('POST', `/api/customers/${customer.id}/erase`);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: 'CUSTOMER_ERASED', message: 'この顧客の個人情報は既に消去されています' });

    const edit = await admin.send('PATCH', `/api/customers/${customer.id}`, { name: person.name, address: person.address });
    expect(edit.status).toBe(409);
    expect((await edit.json()).error.message).toBe(
      '顧客コード「C-101」は個人情報を消去した顧客のため、変更できません。新しい顧客コードで登録してください',
    );

    // A CSV from before the erasure would write the data back: refused whole, with the code named.
    const csv = `\ufeff顧客コード,顧客名,住所\r\nC-102,株式会社新規,大阪府\r\nC-101,${person.name},${person.address}\r\n`;
    const imported = await importCsv(t, admin, 'customers', csv, 'valid');
    expect(imported).toMatchObject({ state: 'failed', error: { code: 'CUSTOMER_ERASED' } });
    expect(imported.error?.message).toContain('顧客コード「C-101」は個人情報を消去した顧客のため');
    expect((await (await admin.get('/api/customers?q=C-102')).json()).items).toEqual([]);

    const picker = await (await admin.get(`/api/documents/invoice/counterparties?q=C-101`)).json();
    expect(picker).toEqual([]);
    const created = await admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-30',
      customerId: customer.id,
      lines: [{ name: '剪定', unitPrice: 1_000 }],
    });
    expect(created.status).toBe(400);
    expect((await created.json()).error).toMatchObject({
      code: 'CUSTOMER_ERASED',
      message: 'この取引先は個人情報を消去済みのため、帳票に使えません。別の取引先を選んでください',
    });
    // Its draft keeps its lines, but is issued only to another customer.
    const issue = await admin.send('POST', `/api/documents/quotation/${quotation.id}/issue`);
    expect(issue.status).toBe(400);
    expect((await issue.json()).error.code).toBe('CUSTOMER_ERASED');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: '削除済みの取引先', address: '', isActive: false });
  });

  it('is for admins of the company: a member gets 403, another company 404, and nothing changes', async () => {
    const { seed, customer } = await company();
    const staff = await t.signIn(seed.staff.email, seed.host);
    const refused = await staff.send('POST', `/api/customers/${customer.id}/erase`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: '個人情報の消去には管理者権限が必要です' } });

    const other = await t.seedCompany();
    const stranger = await t.signIn(other.admin.email, other.host);
    const missing = await stranger.send('POST', `/api/customers/${customer.id}/erase`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toEqual({ code: 'NOT_FOUND', message: '顧客が見つかりません' });

    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: person.name, address: person.address, email: person.email, erasedAt: null, isActive: true });
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, customer.id));
    expect(logs.map((l) => l.operationType)).toEqual(['customer.create']);
  });
});
