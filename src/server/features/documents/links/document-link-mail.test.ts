import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailDeliveries } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/smtp-test-server';

let smtp: SmtpTestServer;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestContext({ env: { SMTP_URL: smtp.url, JOB_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.setMode({ kind: 'normal' }));

/** An issued invoice sent by link; answers the page's path as the mail carried it. */
async function sentByLink() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const created = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    lines: [{ name: '保守', unitPrice: 5000 }],
  });
  const { id } = (await created.json()) as { id: string };
  await admin.send('POST', `/api/documents/invoice/${id}/issue`);
  const to = `client-${crypto.randomUUID().slice(0, 8)}@client.example`;
  const sent = await admin.send('POST', `/api/documents/invoice/${id}/send`, { to, method: 'link' });
  expect(sent.status).toBe(202);
  await t.jobs.idle();
  const [delivery] = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.documentId, id));
  const path = delivery?.body.match(/\/d\/[\w-]+/)?.[0] ?? '';
  return { seed, admin, id, to, path };
}

/** A form posted as a browser posts it (the context's helper sends JSON). */
const postForm = (host: string, path: string, body: string) =>
  t.app.request(
    `http://${host}${path}`,
    { method: 'POST', body, headers: { host, 'content-type': 'application/x-www-form-urlencoded' } },
    { incoming: { socket: { remoteAddress: '192.0.2.10' } } },
  );

describe('お問い合わせ from the document page', () => {
  it('reaches the sender’s mailbox through the mail queue, replies going to the customer', async () => {
    const { seed, path } = await sentByLink();
    expect(path).toMatch(/^\/d\/[\w-]{43}$/);
    const form = new URLSearchParams({ name: '山田 花子', email: 'hanako@client.example', message: '支払期限を延ばせますか。' });
    const answer = await postForm(seed.host, `${path}/message`, form.toString());
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('お問い合わせを送信しました');
    await t.jobs.idle();
    await smtp.until(
      () => smtp.received.some((m) => m.to.includes(seed.admin.email) && m.replyTo.includes('hanako@client.example')),
      'the message',
    );
  });

  it('refuses an empty message with the reason and sends nothing', async () => {
    const { seed, path } = await sentByLink();
    const before = smtp.received.length;
    const answer = await postForm(seed.host, `${path}/message`, 'message=');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('お問い合わせ内容を入力してください');
    await t.jobs.idle();
    expect(smtp.received.length).toBe(before);
  });
});

describe('a mail the server refused', () => {
  it('shows on the document: its links answer how many of its mails failed', async () => {
    await smtp.setMode({ kind: 'reject' });
    const { admin, id } = await sentByLink();
    const links = (await (await admin.get(`/api/documents/invoice/${id}/links`)).json()) as { failedMails: number; state: string };
    expect(links.failedMails).toBe(1);
    // The document's 送信履歴 lists it as 送信失敗 with the reason.
    const history = (await (await admin.get(`/api/mail-deliveries?documentId=${id}`)).json()) as {
      items: { status: string; lastError: string }[];
    };
    expect(history.items[0]?.status).toBe('failed');
    expect(history.items[0]?.lastError).toContain('受け付けられませんでした');
  });
});
