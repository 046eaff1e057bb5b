import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJapanDateTime } from '@/core/format';
import { standardMailLimits, starterMailLimits } from '@/core/mail-limits';
import { customers, mailBudgets, mailSends, operationLogs, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { chargeMail } from './mail-budget';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;
type Limits = Partial<Omit<typeof mailBudgets.$inferInsert, 'companyId'>>;

/** A company with an issued, unpaid invoice (¥110,000) whose customer's stored address is keiri@…. */
async function companyWithInvoice(limits: Limits = {}) {
  const seed = await t.seedCompany({ staffPermissions: { invoice: true } });
  if (Object.keys(limits).length > 0) await t.db.insert(mailBudgets).values({ companyId: seed.companyId, ...limits });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
  const customerEmail = `keiri-${seed.companyId}@aozora.example`;
  await t.db.update(customers).set({ email: customerEmail }).where(eq(customers.id, customerId));
  const created = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-09-01',
    dueDate: '2026-09-30',
    customerId,
    lines: [{ name: '保守作業', unitPrice: 100_000 }],
  });
  expect(created.status).toBe(201);
  const { id: invoiceId } = await created.json();
  expect((await admin.send('POST', `/api/documents/invoice/${invoiceId}/issue`)).status).toBe(200);
  return { seed, admin, invoiceId: invoiceId as string, customerEmail };
}

/** 督促 of the invoice, written by the user. */
const remind = (session: Session, invoiceId: string, to: string, cc = '') =>
  session.send('POST', `/api/receivables/invoices/${invoiceId}/reminder`, {
    to,
    cc,
    subject: 'お支払いのお願い',
    message: 'ご入金の確認ができておりません。',
  });

const mailsTo = (to: string) => t.mailer.messages.filter((m) => m.to === to);
const refusals = (companyId: string) =>
  t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.companyId, companyId), eq(operationLogs.operationType, 'mail.limit')));

/** When the oldest send of the window leaves it, as the message shows it (rounded up to the minute). */
async function hourAfterOldestSend(companyId: string): Promise<string> {
  const [oldest] = await t.db
    .select({ at: mailSends.sentAt })
    .from(mailSends)
    .where(eq(mailSends.companyId, companyId))
    .orderBy(asc(mailSends.sentAt))
    .limit(1);
  const freed = Math.ceil(((oldest?.at.getTime() ?? 0) + 3_600_000) / 60_000) * 60_000;
  const [date, time] = formatJapanDateTime(new Date(freed)).split(' ');
  const today = formatJapanDateTime(new Date()).split(' ')[0];
  return date === today ? (time ?? '').slice(0, 5) : `${date} ${(time ?? '').slice(0, 5)}`;
}

describe('mail limits', () => {
  it('refuses the 31st 督促 within the hour under a limit of 30: 429 with Retry-After, no mail, and 操作履歴', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ messagesPerHour: 30 });
    for (let i = 0; i < 30; i++) expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(30);

    const refused = await remind(admin, invoiceId, customerEmail);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await refused.json()).error).toEqual({
      code: 'MAIL_LIMIT_REACHED',
      message: `送信上限（1時間あたり30通）に達しました。${await hourAfterOldestSend(seed.companyId)} 以降にもう一度お試しください。`,
    });
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(30);

    const logs = await refusals(seed.companyId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: seed.admin.id,
      detail: { name: '送信上限（1時間あたり30通）', limit: 'messagesPerHour', value: 30, to: customerEmail },
    });
    // Only the sends that went out are logged as 督促.
    const reminders = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'payment.reminder')));
    expect(reminders).toHaveLength(30);
    // The company's history screen lists the refusal by its Japanese label.
    const history = await (await admin.get('/api/history?type=mail.limit')).json();
    expect(history.items[0]).toMatchObject({ label: 'メール送信の上限による停止', targetLabel: '送信上限（1時間あたり30通）' });
  });

  it('limits each member on their own: a second member still sends when the first reached theirs', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ messagesPerHourPerUser: 2 });
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    const refused = await remind(admin, invoiceId, customerEmail);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/^お一人あたりの送信上限（1時間あたり2通）に達しました。/);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await remind(staff, invoiceId, customerEmail)).status).toBe(202);
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(3);
  });

  it('refuses a message with more recipients than allowed before sending anything', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ recipientsPerMessage: 1 });
    const cc = `boss-${seed.companyId}@aozora.example`;
    const refused = await remind(admin, invoiceId, customerEmail, cc);
    expect(refused.status).toBe(429);
    // Waiting does not help: no Retry-After.
    expect(refused.headers.get('retry-after')).toBeNull();
    expect((await refused.json()).error).toEqual({
      code: 'TOO_MANY_RECIPIENTS',
      message: '1通あたりの宛先の上限（To・CC・BCCの合計1件）を超えています。宛先を減らしてから送信してください。',
    });
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(0);
    expect(await t.db.select().from(mailSends).where(eq(mailSends.companyId, seed.companyId))).toHaveLength(0);
    expect((await refusals(seed.companyId))[0]).toMatchObject({ detail: { limit: 'recipientsPerMessage', to: customerEmail, cc } });
    // One recipient goes out.
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(1);
  });

  it('counts new external recipients per day; customers, members and addresses mailed before do not count', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ newRecipientsPerDay: 2 });
    const outside = (n: number) => `someone${n}-${seed.companyId}@elsewhere.example`;
    expect((await remind(admin, invoiceId, outside(1))).status).toBe(202);
    expect((await remind(admin, invoiceId, outside(2))).status).toBe(202);
    const refused = await remind(admin, invoiceId, outside(3));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((await refused.json()).error.message).toMatch(
      /^新しい宛先への送信上限（1日あたり2件）に達しました。(\d{4}\/\d{2}\/\d{2} )?\d{2}:\d{2} 以降にもう一度お試しください。$/,
    );
    await t.jobs.idle();
    expect(mailsTo(outside(3))).toHaveLength(0);
    expect((await refusals(seed.companyId))[0]).toMatchObject({ detail: { limit: 'newRecipientsPerDay', to: outside(3) } });

    // Not new: an address mailed before, the customer's stored one (in any case), a member's.
    expect((await remind(admin, invoiceId, outside(1))).status).toBe(202);
    expect((await remind(admin, invoiceId, customerEmail.toUpperCase())).status).toBe(202);
    expect((await remind(admin, invoiceId, seed.staff.email)).status).toBe(202);
    await t.jobs.idle();
    expect(mailsTo(outside(1))).toHaveLength(2);
    expect(mailsTo(customerEmail)).toHaveLength(1);
    expect(mailsTo(seed.staff.email)).toHaveLength(1);
    // The refused address was not remembered as mailed.
    expect((await remind(admin, invoiceId, outside(3))).status).toBe(429);
  });

  it('lets only one of several concurrent sends take the last slot', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ messagesPerHour: 2 });
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    const results = await Promise.all(Array.from({ length: 4 }, () => remind(admin, invoiceId, customerEmail)));
    expect(results.map((r) => r.status).sort()).toEqual([202, 429, 429, 429]);
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(2);
    expect(await t.db.select().from(mailSends).where(eq(mailSends.companyId, seed.companyId))).toHaveLength(2);
    expect(await refusals(seed.companyId)).toHaveLength(3);

    // The same for sends that reach the count at the very same moment (as two instances might).
    await t.db.update(mailBudgets).set({ messagesPerHour: 3 }).where(eq(mailBudgets.companyId, seed.companyId));
    const sender = { id: seed.admin.id, companyId: seed.companyId, oemId: seed.oemId };
    const burst = await Promise.allSettled(Array.from({ length: 8 }, () => chargeMail(t.db, sender, { to: customerEmail })));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await t.db.select().from(mailSends).where(eq(mailSends.companyId, seed.companyId))).toHaveLength(3);
  });

  it('counts staff invitations; a refused one leaves no member behind', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ messagesPerHour: 1 });
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    const email = `new-${seed.companyId}@test.example`;
    const res = await admin.send('POST', '/api/staff', { name: '新人 一郎', email, role: 'user', permissions: {} });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('MAIL_LIMIT_REACHED');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    await t.jobs.idle();
    expect(mailsTo(email)).toHaveLength(0);
    expect((await refusals(seed.companyId))[0]).toMatchObject({ detail: { limit: 'messagesPerHour', to: email } });
  });
});

describe('platform admin and mail limits', () => {
  it('shows usage and limits, and raising the limit lets the company send again; logged', async () => {
    const { seed, admin, invoiceId, customerEmail } = await companyWithInvoice({ messagesPerHour: 1 });
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(429);

    const manager = await t.signIn((await t.seedManager()).email, t.hostOf(null));
    const path = `/api/admin/companies/${seed.companyId}/mail-limits`;
    const before = await manager.get(path);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      companyId: seed.companyId,
      tier: 'standard',
      limits: { ...standardMailLimits, messagesPerHour: 1 },
      overrides: { messagesPerHour: 1, recipientsPerMessage: null },
      usage: { messagesLastHour: 1, busiestUserMessagesLastHour: 1, newRecipientsLastDay: 0, refusalsLastDay: 1 },
    });

    // Bad values are refused in Japanese and change nothing; the company's own admin may not touch them.
    const bad = await manager.send('PUT', path, { tier: 'standard', messagesPerHour: 0 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('会社全体の送信数は1以上で入力してください');
    expect((await admin.send('PUT', path, { tier: 'standard', messagesPerHour: 500 })).status).toBe(403);
    expect((await admin.get(path)).status).toBe(403);

    const raised = await manager.send('PUT', path, { tier: 'standard', messagesPerHour: '５００' });
    expect(raised.status).toBe(200);
    expect((await raised.json()).limits).toEqual({ ...standardMailLimits, messagesPerHour: 500 });
    expect((await remind(admin, invoiceId, customerEmail)).status).toBe(202);
    await t.jobs.idle();
    expect(mailsTo(customerEmail)).toHaveLength(2);

    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.targetId, seed.companyId));
    expect(logs.find((l) => l.operationType === 'admin.company.mail-limits')).toMatchObject({
      companyId: null,
      detail: { tier: 'standard', messagesPerHour: 500 },
    });
    expect((await t.request(t.hostOf(null), '/api/admin/companies/no-such/mail-limits', { cookie: manager.cookie })).status).toBe(404);
  });

  it('gives a self-registered company the lower limits until a manager moves it to the standard ones', async () => {
    const seed = await t.seedCompany();
    const email = `signup-${seed.oemId}@example.com`;
    const res = await t.request(seed.host, '/api/register', {
      method: 'POST',
      body: {
        companyName: '登録商事株式会社',
        storeName: '',
        adminName: '登録 太郎',
        email,
        password: 'register-pass-1',
        agreeTerms: true,
      },
    });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const manager = await t.signIn((await t.seedManager()).email, t.hostOf(null));
    const path = `/api/admin/companies/${user?.companyId}/mail-limits`;
    expect(await (await manager.get(path)).json()).toMatchObject({ tier: 'starter', limits: starterMailLimits });
    const moved = await manager.send('PUT', path, { tier: 'standard' });
    expect(await moved.json()).toMatchObject({ tier: 'standard', limits: standardMailLimits });
  });
});
