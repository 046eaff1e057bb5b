import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Issues and sends an invoice of a company whose 自社情報 has `email`; answers the mail as handed to SMTP. */
async function sendInvoice(companyEmail: string) {
  const seed = await t.seedCompany();
  await t.db.update(companies).set({ email: companyEmail }).where(eq(companies.id, seed.companyId));
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const created = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    lines: [{ name: '保守作業', unitPrice: 5000 }],
  });
  const { id } = (await created.json()) as { id: string };
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  const to = `billing-${seed.companyId}@client.example`;
  const sent = await admin.send('POST', `/api/documents/invoice/${id}/send`, {
    to,
    subject: '請求書のご送付',
    message: 'ご確認ください。',
  });
  expect(sent.status).toBe(202);
  await t.jobs.idle();
  const mail = t.mailer.messages.filter((m) => m.to === to);
  expect(mail).toHaveLength(1);
  return { seed, mail: mail[0] };
}

describe('document mail: a reply reaches a person', () => {
  it("comes from the company's name at MAIL_FROM and replies go to the address of 自社情報", async () => {
    const { seed, mail } = await sendInvoice('keiri@sender.example');
    const [company] = await t.db.select().from(companies).where(eq(companies.id, seed.companyId));
    expect(mail?.from).toEqual({ name: company?.name, address: t.config.mailFrom });
    expect(mail?.replyTo).toBe('keiri@sender.example');
  });

  it('replies go to the sending user when 自社情報 has no address', async () => {
    const { seed, mail } = await sendInvoice('');
    expect(mail?.replyTo).toBe(seed.admin.email);
  });
});
