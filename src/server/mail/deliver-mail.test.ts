import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveries } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { deliverMail } from './deliver-mail';
import { type Mailer, MailSendError } from './mailer';

/** The delivery job's own decisions, with a mail server that answers as each test says. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function queuedDelivery() {
  const seed = await t.seedCompany();
  const id = crypto.randomUUID();
  await t.db.insert(mailDeliveries).values({
    id,
    companyId: seed.companyId,
    kind: 'document',
    idempotencyKey: id,
    toAddress: `keiri-${seed.companyId}@aozora.example`,
    subject: '請求書のご送付',
    body: 'ご確認ください。',
    messageId: `<${id}@localhost>`,
    queuedBy: seed.admin.id,
  });
  return id;
}

const stored = async (id: string) => (await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.id, id)))[0];

const refusing: Mailer = {
  send: async () => {
    throw new MailSendError('temporary', '421 4.3.2 Service not available');
  },
};

describe('the delivery job', () => {
  it('puts a temporary failure back in the queue and throws (retried); on the last try it is failed', async () => {
    const id = await queuedDelivery();
    await expect(deliverMail({ db: t.db, mailer: refusing }, id, { id: 'job', retryCount: 0, retryLimit: 4 })).rejects.toThrow(
      MailSendError,
    );
    expect(await stored(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'メールサーバーに送信できませんでした（421 4.3.2 Service not available）。時間をおいて自動で送信し直します。',
    });
    await expect(deliverMail({ db: t.db, mailer: refusing }, id, { id: 'job', retryCount: 4, retryLimit: 4 })).rejects.toThrow(
      MailSendError,
    );
    expect(await stored(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'メールサーバーに送信できませんでした（421 4.3.2 Service not available）。時間をおいて再送してください。',
    });
  });

  it('sends a settled delivery no more when its job runs again', async () => {
    const id = await queuedDelivery();
    let sends = 0;
    const accepting: Mailer = {
      send: async () => {
        sends += 1;
        return { response: '250 OK' };
      },
    };
    await deliverMail({ db: t.db, mailer: accepting }, id, { id: 'job', retryCount: 0, retryLimit: 4 });
    await deliverMail({ db: t.db, mailer: accepting }, id, { id: 'job', retryCount: 1, retryLimit: 4 });
    expect(sends).toBe(1);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1, smtpResponse: '250 OK' });
  });

  it('fails, in Japanese, a delivery whose attachment is gone, without sending it', async () => {
    const id = await queuedDelivery();
    await t.db
      .update(mailDeliveries)
      .set({ attachments: [{ fileKey: 'documents/none/none.pdf', filename: '請求書.pdf', contentType: 'application/pdf' }] })
      .where(eq(mailDeliveries.id, id));
    let sends = 0;
    await deliverMail({ db: t.db, mailer: { send: async () => ({ response: String(++sends) }) } }, id, {
      id: 'job',
      retryCount: 0,
      retryLimit: 4,
    });
    expect(sends).toBe(0);
    expect(await stored(id)).toMatchObject({
      status: 'failed',
      lastError: '添付するPDFが見つからないため送信できませんでした。帳票を開いてPDFを確認してから再送してください。',
    });
  });
});
