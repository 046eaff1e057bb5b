import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBudgets, mailDeliveries } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server';

/** The platform's own mail (invitations, password resets) through a real SMTP server, as company mail goes. */
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

const accountMails = (companyId: string) =>
  t.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.companyId, companyId), eq(mailDeliveries.kind, 'account')));

describe('account mail on the job queue', () => {
  it('sends an invitation after the mail server refused it once: retried, received once, its link not kept, listed nowhere', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    await smtp.setMode({ kind: 'refuse', times: 1 });
    const email = `invited-${seed.oemId}@example.com`;
    // Answered without waiting for the mail server.
    const res = await admin.send('POST', '/api/staff', { name: '招待 次郎', email, role: 'user', permissions: {} });
    expect(res.status).toBe(201);
    await t.jobs.idle();

    const [delivery] = await accountMails(seed.companyId);
    expect(delivery).toMatchObject({ toAddress: email, status: 'sent', attempts: 2, body: '' });
    expect(smtp.countOf(delivery?.messageId ?? '')).toBe(1);
    // 送信履歴 is the company's mail to its counterparties: the invitation's link is not for its members.
    const history = await (await admin.get('/api/mail-deliveries')).json();
    expect(history.items.map((d: { id: string }) => d.id)).not.toContain(delivery?.id);
    expect((await admin.get(`/api/mail-deliveries/${delivery?.id}`)).status).toBe(404);
  });

  it('sends a password reset whatever the company’s mail limits', async () => {
    const seed = await t.seedCompany();
    await t.db.insert(mailBudgets).values({ companyId: seed.companyId, messagesPerHour: 0, messagesPerHourPerUser: 0 });
    const res = await t.request(seed.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: seed.staff.email, redirectTo: '/login' },
    });
    expect(res.status).toBe(200);
    await t.jobs.idle();
    const [delivery] = await accountMails(seed.companyId);
    expect(delivery).toMatchObject({ toAddress: seed.staff.email, status: 'sent', attempts: 1 });
    expect(smtp.countOf(delivery?.messageId ?? '')).toBe(1);
  });

  it('sends a platform operator’s password reset through the queue though the account has no company: retried, received once', async () => {
    const manager = await t.seedManager();
    await smtp.setMode({ kind: 'refuse', times: 1 });
    const res = await t.request(manager.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: manager.email, redirectTo: '/login' },
    });
    expect(res.status).toBe(200);
    await t.jobs.idle();
    const [delivery] = await t.db
      .select()
      .from(mailDeliveries)
      .where(and(isNull(mailDeliveries.companyId), eq(mailDeliveries.toAddress, manager.email)));
    expect(delivery).toMatchObject({ kind: 'account', status: 'sent', attempts: 2, body: '', queuedBy: manager.id });
    expect(smtp.countOf(delivery?.messageId ?? '')).toBe(1);
  });
});
