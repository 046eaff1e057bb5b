import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resendUnknownQuestion } from '@/core/mail-deliveries';
import type { Permissions } from '@/core/permissions';
import { customers, mailSends, operationLogs } from '../db/schema';
import { runDueRecurringInvoices } from '../features/documents/recurring/recurring-due';
import { createPdfRenderer } from '../pdf/pool';
import { createTestContext, type TestContext } from '../test/context';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server';

/**
 * Company mail through the job queue to a real SMTP server (a child process): answered at once,
 * sent by the job, retried, settled as sent, failed or unknown, and 再送 by a person. The first
 * retry waits 1 s here (JOB_RETRY_DELAY_SECONDS), 40 s in production.
 */
let t: TestContext;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestContext({ env: { SMTP_URL: smtp.url, JOB_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.setMode({ kind: 'normal' }));

type Session = Awaited<ReturnType<TestContext['signIn']>>;

/** A company with an issued invoice (¥110,000) whose customer has a mail address. */
async function companyWithInvoice(staffPermissions?: Permissions) {
  const seed = await t.seedCompany(staffPermissions ? { staffPermissions } : {});
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
  const email = `keiri-${seed.companyId}@aozora.example`;
  await t.db.update(customers).set({ email }).where(eq(customers.id, customerId));
  const created = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-09-01',
    dueDate: '2026-09-30',
    customerId,
    lines: [{ name: '保守作業', unitPrice: 100_000 }],
  });
  const { id: invoiceId } = await created.json();
  expect((await admin.send('POST', `/api/documents/invoice/${invoiceId}/issue`)).status).toBe(200);
  return { seed, admin, invoiceId: invoiceId as string, email };
}

const mailInvoice = (session: Session, invoiceId: string, to: string) =>
  session.send('POST', `/api/documents/invoice/${invoiceId}/send`, { to, subject: '請求書のご送付', message: 'ご確認ください。' });

const delivery = async (session: Session, id: string) => {
  const res = await session.get(`/api/mail-deliveries/${id}`);
  expect(res.status).toBe(200);
  return res.json();
};

const invoiceStatus = async (session: Session, id: string) => (await (await session.get(`/api/documents/invoice/${id}`)).json()).status;

describe('company mail through the queue', () => {
  it('answers 202 while the mail server has not answered yet, then arrives once: sent, with our Message-ID and the acceptance', async () => {
    const { seed, admin, invoiceId, email } = await companyWithInvoice();
    await smtp.setMode({ kind: 'hold', from: 1 });
    const res = await mailInvoice(admin, invoiceId, email);
    expect(res.status).toBe(202);
    const queued = await res.json();
    expect(queued).toMatchObject({
      kind: 'document',
      documentId: invoiceId,
      to: email,
      status: expect.stringMatching(/^(queued|sending)$/),
    });
    expect(queued.messageId).toBe(`<${queued.id}@localhost>`);
    // The mail server holds its answer: the request is long answered, the document not yet 送付済.
    await smtp.until(() => smtp.held.length === 1, 'the held message');
    expect(smtp.held[0]?.messageId).toBe(queued.messageId);
    expect(await delivery(admin, queued.id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await invoiceStatus(admin, invoiceId)).toBe('issued');

    await smtp.release();
    await t.jobs.idle();
    const sent = await delivery(admin, queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: '', messageId: queued.messageId });
    expect(sent.smtpResponse).toMatch(/^250 /);
    expect(new Date(sent.acceptedAt).getTime()).toBeGreaterThan(new Date(queued.createdAt).getTime() - 1000);
    expect(smtp.countOf(queued.messageId)).toBe(1);
    expect(await invoiceStatus(admin, invoiceId)).toBe('sent');
    const logs = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'document.send')));
    expect(logs).toMatchObject([{ userId: seed.admin.id, targetId: invoiceId, detail: { to: email } }]);
    // The document's 送信履歴.
    const history = await (await admin.get(`/api/mail-deliveries?documentId=${invoiceId}`)).json();
    expect(history.items.map((d: { id: string }) => d.id)).toEqual([queued.id]);
  });

  it('tries again with backoff when the server refuses the connection (421), and the mail arrives once', async () => {
    const { admin, invoiceId, email } = await companyWithInvoice();
    await smtp.setMode({ kind: 'refuse', times: 2 });
    const queued = await (await mailInvoice(admin, invoiceId, email)).json();
    await t.jobs.idle();
    expect(smtp.refusals()).toBe(2);
    expect(await delivery(admin, queued.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: '' });
    expect(smtp.countOf(queued.messageId)).toBe(1);
  });

  it('marks a mail whose connection was lost after it went 要確認, sends no duplicate, and 再送 sends it once more after confirming', async () => {
    const { seed, admin, invoiceId, email } = await companyWithInvoice();
    await smtp.setMode({ kind: 'drop', times: 1 });
    const queued = await (await mailInvoice(admin, invoiceId, email)).json();
    await t.jobs.idle();
    const unknown = await delivery(admin, queued.id);
    expect(unknown).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(unknown.lastError).toMatch(
      /^送信中にメールサーバーとの接続が切れたため、相手に届いたか確認できません（.+）。届いていないことを相手に確かめてから再送してください。$/,
    );
    expect(smtp.countOf(queued.messageId)).toBe(1);
    // Not 送付済: the server never said it took it.
    expect(await invoiceStatus(admin, invoiceId)).toBe('issued');

    const unconfirmed = await admin.send('POST', `/api/mail-deliveries/${queued.id}/resend`, {});
    expect(unconfirmed.status).toBe(409);
    expect((await unconfirmed.json()).error).toEqual({ code: 'MAIL_RESEND_UNCONFIRMED', message: resendUnknownQuestion });
    await t.jobs.idle();
    expect(smtp.countOf(queued.messageId)).toBe(1);

    const resent = await admin.send('POST', `/api/mail-deliveries/${queued.id}/resend`, { confirm: true });
    expect(resent.status).toBe(202);
    await t.jobs.idle();
    expect(await delivery(admin, queued.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: '' });
    expect(smtp.countOf(queued.messageId)).toBe(2);
    expect(await invoiceStatus(admin, invoiceId)).toBe('sent');
    const resends = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'mail.resend')));
    expect(resends).toMatchObject([{ targetId: queued.id, detail: { to: email, previousStatus: 'unknown' } }]);
    // A sent mail is not resent from here.
    const again = await admin.send('POST', `/api/mail-deliveries/${queued.id}/resend`, { confirm: true });
    expect(again.status).toBe(409);
  });

  it('fails at once, in Japanese, when the server rejects the recipient (5xx); 再送 works once the cause is gone', async () => {
    const { admin, invoiceId, email } = await companyWithInvoice();
    await smtp.setMode({ kind: 'reject' });
    const queued = await (await mailInvoice(admin, invoiceId, email)).json();
    await t.jobs.idle();
    const failed = await delivery(admin, queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toBe(
      `メールサーバーに受け付けられませんでした（550 5.1.1 <${email}>: Recipient address rejected: User unknown）。宛先とメール本文を確かめてから再送してください。`,
    );
    expect(smtp.countOf(queued.messageId)).toBe(0);

    await smtp.setMode({ kind: 'normal' });
    const resent = await admin.send('POST', `/api/mail-deliveries/${queued.id}/resend`);
    expect(resent.status).toBe(202);
    await t.jobs.idle();
    expect(await delivery(admin, queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.countOf(queued.messageId)).toBe(1);
  });

  it("shows on the 定期請求 page that an invoice's mail did not go", async () => {
    const { seed, admin, email } = await companyWithInvoice();
    const customerId = `${seed.companyId}-C-001`;
    const saved = await admin.send('POST', '/api/recurring-invoices', {
      name: '月額保守',
      customerId,
      dayOfMonth: 25,
      startDate: '2027-01-01',
      mode: 'issue-and-mail',
      content: { subject: '月額保守料', lines: [{ name: '保守料', unitPrice: 30_000 }] },
    });
    const { id } = await saved.json();
    await smtp.setMode({ kind: 'reject' });
    const deps = { db: t.db, outbox: t.outbox, pdf: createPdfRenderer(t.config.pdf) };
    expect(await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-01-25')).toEqual({ created: 1, failures: [] });
    await t.jobs.idle();
    const [run] = (await (await admin.get(`/api/recurring-invoices/${id}`)).json()).runs;
    expect(run).toMatchObject({ status: 'issued', mailStatus: 'failed' });
    expect(run.mailError).toBe(
      `メールサーバーに受け付けられませんでした（550 5.1.1 <${email}>: Recipient address rejected: User unknown）。宛先とメール本文を確かめてから再送してください。`,
    );
  });

  it('queues one mail for one Idempotency-Key, however often the request comes', async () => {
    const { seed, admin, invoiceId, email } = await companyWithInvoice();
    const key = `send-${crypto.randomUUID()}`;
    const send = () =>
      t.request(seed.host, `/api/documents/invoice/${invoiceId}/send`, {
        method: 'POST',
        cookie: admin.cookie,
        headers: { 'idempotency-key': key },
        body: { to: email, subject: '請求書のご送付', message: 'ご確認ください。' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    await t.jobs.idle();
    const [id] = [...ids];
    expect(smtp.countOf((await delivery(admin, id)).messageId)).toBe(1);
    // One place in the mail limits.
    expect(await t.db.select().from(mailSends).where(eq(mailSends.companyId, seed.companyId))).toHaveLength(1);
    const bad = await t.request(seed.host, `/api/documents/invoice/${invoiceId}/send`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'idempotency-key': 'x' },
      body: { to: email, subject: '件名', message: '本文' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('送信履歴 and 再送: permissions and tenancy', () => {
  it('shows a company only its own deliveries, and a member only the kinds they may open', async () => {
    const { admin, invoiceId, email } = await companyWithInvoice();
    const queued = await (await mailInvoice(admin, invoiceId, email)).json();
    await t.jobs.idle();

    const other = await companyWithInvoice();
    expect((await other.admin.get(`/api/mail-deliveries/${queued.id}`)).status).toBe(404);
    expect((await other.admin.send('POST', `/api/mail-deliveries/${queued.id}/resend`, { confirm: true })).status).toBe(404);
    const theirs = await (await other.admin.get('/api/mail-deliveries')).json();
    expect(theirs.items.map((d: { id: string }) => d.id)).not.toContain(queued.id);

    const ours = await (await admin.get('/api/mail-deliveries')).json();
    expect(ours).toMatchObject({ total: 1, items: [{ id: queued.id, documentKind: 'invoice', queuedByName: '管理 太郎' }] });
  });

  it('turns away a member who may send no document (403) and hides other kinds from one who may', async () => {
    const quoteOnly = await companyWithInvoice({ quote: true });
    const queued = await (await mailInvoice(quoteOnly.admin, quoteOnly.invoiceId, quoteOnly.email)).json();
    await t.jobs.idle();
    const staff = await t.signIn(quoteOnly.seed.staff.email, quoteOnly.seed.host);
    // A member who may open quotations only: the page, but not the invoice's mail.
    const list = await staff.get('/api/mail-deliveries');
    expect(list.status).toBe(200);
    expect((await list.json()).items).toEqual([]);
    expect((await staff.get(`/api/mail-deliveries/${queued.id}`)).status).toBe(404);
    expect((await staff.send('POST', `/api/mail-deliveries/${queued.id}/resend`, { confirm: true })).status).toBe(404);

    const none = await companyWithInvoice({ products: true });
    const nobody = await t.signIn(none.seed.staff.email, none.seed.host);
    const refused = await nobody.get('/api/mail-deliveries');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('送信履歴にアクセスする権限がありません');
  });
});
