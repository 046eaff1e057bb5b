import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

/** A company with its address, phone and 振込先, and a customer with a mail address. */
async function company(name: string) {
  const seed = await t.seedCompany();
  await t.db
    .update(companies)
    .set({ name, postalCode: '150-0001', address: '東京都渋谷区神宮前1-2-3', phone: '03-1234-5678' })
    .where(eq(companies.id, seed.companyId));
  const admin = await t.signIn(seed.admin.email, seed.host);
  const bank = {
    bankName: 'みずほ銀行',
    branchName: '渋谷支店',
    accountType: '普通',
    accountNumber: '1234567',
    accountHolder: 'カ）テスト',
  };
  expect((await admin.send('POST', '/api/settings/bank-accounts', bank)).status).toBe(201);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const email = `keiri-${seed.companyId}@client.example`;
  await t.db.update(customers).set({ email }).where(eq(customers.id, customerId));
  return { seed, admin, customerId, email };
}

/** An issued invoice of ¥110,000 (税込) due 2026-12-31, without a 振込先 of its own. */
async function issuedInvoice(session: Session, customerId: string) {
  const created = await session.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    subject: 'ホームページ保守',
    dueDate: '2026-12-31',
    lines: [{ name: '保守作業', unitPrice: 100_000 }],
  });
  const { id } = (await created.json()) as { id: string };
  expect((await session.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id;
}

/** Sends with only the address, as a client that leaves the text to the company's template. */
async function mailOf(session: Session, id: string, to: string) {
  expect((await session.send('POST', `/api/documents/invoice/${id}/send`, { to })).status).toBe(202);
  await t.jobs.idle();
  const mail = t.mailer.messages.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error('no mail');
  return mail;
}

describe("a document's mail says what the customer needs without the PDF", () => {
  it('states the amount, the due date, the 振込先 and the sender, from the default text', async () => {
    const c = await company('株式会社山田商店');
    const id = await issuedInvoice(c.admin, c.customerId);
    const draft = await (await c.admin.get(`/api/documents/invoice/${id}/mail-draft`)).json();
    expect(draft.to).toBe(c.email);
    const mail = await mailOf(c.admin, id, c.email);
    expect(mail.subject).toBe('【請求書】INV-202611-0001 ホームページ保守（株式会社山田商店）');
    for (const line of [
      '株式会社取引先 御中',
      'いつもお世話になっております。株式会社山田商店でございます。',
      'ご請求金額: ¥110,000（税込）',
      'お支払期限: 2026年12月31日',
      'お振込先: みずほ銀行 渋谷支店 普通 1234567 口座名義 カ）テスト',
      '〒150-0001 東京都渋谷区神宮前1-2-3',
      'TEL: 03-1234-5678',
      '担当: 管理 太郎',
    ])
      expect(mail.text).toContain(line);
    // What the send form showed is what went.
    expect(mail.text).toBe(draft.message);
  });

  it("uses the company's edited text, and never another company's", async () => {
    const a = await company('株式会社エー');
    const b = await company('株式会社ビー');
    const saved = await a.admin.send('PUT', '/api/settings/mail-templates/invoice', {
      subject: '請求書 {{書類番号}} 送付のご案内',
      body: '{{取引先名}} {{敬称}}\n\n今月分のご請求です。\n金額 {{金額}} / 期限 {{支払期限}}\n\n{{署名}}',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ kind: 'invoice', isDefault: false, subject: '請求書 {{書類番号}} 送付のご案内' });

    const mailA = await mailOf(a.admin, await issuedInvoice(a.admin, a.customerId), a.email);
    expect(mailA.subject).toBe('請求書 INV-202611-0001 送付のご案内');
    expect(mailA.text).toContain('今月分のご請求です。\n金額 ¥110,000 / 期限 2026年12月31日');
    expect(mailA.text).toContain('株式会社エー');

    const mailB = await mailOf(b.admin, await issuedInvoice(b.admin, b.customerId), b.email);
    expect(mailB.text).not.toContain('今月分のご請求です。');
    expect(mailB.text).toContain('ご請求金額: ¥110,000（税込）');
    const listB = await (await b.admin.get('/api/settings/mail-templates')).json();
    expect(listB.find((x: { kind: string }) => x.kind === 'invoice')).toMatchObject({ isDefault: true });
  });

  it('refuses an unknown placeholder in Japanese and keeps the saved text; 初期値に戻す restores the default', async () => {
    const c = await company('株式会社シー');
    const mine = { subject: '見積書 {{書類番号}}', body: '{{取引先名}} 様\n{{金額}}' };
    expect((await c.admin.send('PUT', '/api/settings/mail-templates/quotation', mine)).status).toBe(200);
    const bad = await c.admin.send('PUT', '/api/settings/mail-templates/quotation', { ...mine, body: '{{宛先}} 様' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('本文に使えない差し込み項目があります: {{宛先}}');
    const list = async () => (await (await c.admin.get('/api/settings/mail-templates')).json()) as { kind: string; body: string }[];
    expect((await list()).find((x) => x.kind === 'quotation')?.body).toBe(mine.body);

    const reset = await c.admin.send('DELETE', '/api/settings/mail-templates/quotation');
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ kind: 'quotation', isDefault: true });
    expect((await list()).find((x) => x.kind === 'quotation')?.body).toContain('いつもお世話になっております。');
    expect((await c.admin.send('PUT', '/api/settings/mail-templates/order', mine)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const c = await company('株式会社ディー');
    const staff = await t.signIn(c.seed.staff.email, c.seed.host);
    expect((await staff.get('/api/settings/mail-templates')).status).toBe(403);
    expect((await staff.send('PUT', '/api/settings/mail-templates/invoice', { subject: 'x', body: 'y' })).status).toBe(403);
  });
});
