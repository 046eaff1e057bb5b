import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJapan } from '@/core/documents';
import { companies, customers, documents, operationLogs, statements } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { createTestContext, type TestContext } from '../../../test/context';
import { issueClosingWithPdfs } from './issue-closing';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;
type Line = { name: string; quantity?: string; unitPrice: number; taxCategory?: 'standard' | 'reduced' };

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-statement-')), 'statement.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** An issued 納品書 delivered on `deliveryDate`. */
async function deliver(admin: Admin, customerId: string, deliveryDate: string, lines: Line[]) {
  const res = await admin.send('POST', '/api/documents/delivery_note', { issueDate: deliveryDate, deliveryDate, customerId, lines });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  expect((await admin.send('POST', `/api/documents/delivery_note/${id}/issue`)).status).toBe(200);
  return id as string;
}

/** A company with 株式会社青空商事 on 20日締め翌月末払い. */
async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
  await t.db
    .update(customers)
    .set({ email: 'keiri@aozora.example', paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
    .where(eq(customers.id, customerId));
  return { seed, admin, customerId };
}

const issue = (admin: Admin, closingDate: string, extra: object = {}) =>
  admin.send('POST', '/api/documents/statement/closing/issue', { closingDate, ...extra });

describe('合計請求書 by 締め日', () => {
  it('bills two deliveries at 8% and 10%, carries a partial payment into the next statement, and keeps 売掛金 consistent', async () => {
    const { seed, admin, customerId } = await company();
    await t.db.update(companies).set({ registrationNumber: 'T7000012050002' }).where(eq(companies.id, seed.companyId));
    // 8%: ¥12,345 and ¥1,055 — ¥987 + ¥84 of tax each on its own, ¥1,072 on the statement's ¥13,400.
    const first = await deliver(admin, customerId, '2026-10-25', [
      { name: '新潟県産コシヒカリ 10kg', quantity: '3', unitPrice: 4115, taxCategory: 'reduced' },
    ]);
    const second = await deliver(admin, customerId, '2026-11-10', [
      { name: '業務用ラック', quantity: '2', unitPrice: 15_000 },
      { name: '緑茶ティーバッグ', unitPrice: 1055, taxCategory: 'reduced' },
    ]);
    // Delivered after the closing: the next statement's.
    const later = await deliver(admin, customerId, '2026-12-10', [{ name: '業務用ラック', unitPrice: 20_000 }]);

    const preview = await (await admin.get('/api/documents/statement/closing?closingDate=2026-11-20')).json();
    expect(preview.candidates).toEqual([
      expect.objectContaining({
        customerName: '株式会社青空商事',
        paymentTerms: '20日締め翌月末払い',
        previousBilled: 0,
        received: 0,
        carriedOver: 0,
        purchases: 43_400,
        tax: 4072,
        billed: 47_472,
        dueDate: '2026-12-31',
        sourceCount: 2,
        statement: null,
        skipReason: null,
      }),
    ]);

    const issued = await issue(admin, '2026-11-20');
    expect(issued.status).toBe(200);
    const batch = await issued.json();
    expect(batch.issued).toBe(1);
    const november = batch.candidates[0].statement;
    expect(november).toMatchObject({ number: 'ST-202611-0001', status: 'issued' });

    const doc = await (await admin.get(`/api/documents/statement/${november.id}`)).json();
    expect(doc).toMatchObject({
      kind: 'statement',
      status: 'issued',
      issueDate: '2026-11-20',
      dueDate: '2026-12-31',
      subject: '11月20日締め分',
      periodFrom: '2026-10-21',
      periodTo: '2026-11-20',
      total: 47_472,
      counterpartyName: '株式会社青空商事',
      statement: {
        closingDate: '2026-11-20',
        previousBilled: 0,
        received: 0,
        carriedOver: 0,
        purchases: 43_400,
        tax: 4072,
        billed: 47_472,
        sources: [
          expect.objectContaining({ id: first, date: '2026-10-25', total: 13_332 }),
          expect.objectContaining({ id: second, date: '2026-11-10', total: 34_139 }),
        ],
      },
    });
    expect(doc.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 30_000, tax: 3000 },
      { taxCategory: 'reduced', rate: 8, base: 13_400, tax: 1072 },
    ]);
    expect(
      doc.lines.filter((l: { kind: string }) => l.kind === 'item').map((l: { date: string; amount: number }) => [l.date, l.amount]),
    ).toEqual([
      ['2026-10-25', 12_345],
      ['2026-11-10', 30_000],
      ['2026-11-10', 1055],
    ]);

    // The PDF: the six items of a 適格請求書 and every figure of the statement.
    const text = await pdfText(await admin.get(`/api/documents/statement/${november.id}/pdf`));
    for (const printed of [
      '合 計 請 求 書',
      'ST-202611-0001',
      '登録番号: T7000012050002',
      '対象期間: 2026年10月21日〜2026年11月20日',
      '株式会社青空商事 御中',
      '前回請求額',
      '入金額',
      '繰越額',
      '今回お買上額',
      '今回請求額',
      '¥47,472',
      '¥43,400',
      '¥4,072',
      '納品書 D-202611-0002（11/10 納品）',
      '※は軽減税率対象',
      'お支払期限: 2026年12月31日',
    ])
      expect(text).toContain(printed);
    expect(text).toMatch(/10\/25\s+新潟県産コシヒカリ 10kg ※/);
    expect(text).toMatch(/10%対象 ¥30,000\s+消費税\s+¥3,000/);
    expect(text).toMatch(/8%対象\(※\) ¥13,400\s+消費税\s+¥1,072/);

    // ¥29,340 arrives with a ¥660 fee deducted: ¥30,000 of the November statement is settled.
    const payment = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-12-05',
      amount: 29_340,
      fee: 660,
      allocations: [{ documentId: november.id, amount: 30_000 }],
    });
    expect(payment.status).toBe(201);
    expect((await (await admin.get(`/api/documents/statement/${november.id}`)).json()).status).toBe('partially_paid');

    // 2026-12-20 may still lie ahead: issuing it before its day is confirmed (see the test below).
    const december = await (await issue(admin, '2026-12-20', { confirmFutureClosing: true })).json();
    expect(december.candidates[0]).toMatchObject({
      previousBilled: 47_472,
      received: 30_000,
      carriedOver: 17_472,
      purchases: 20_000,
      tax: 2000,
      billed: 39_472,
      dueDate: '2027-01-31',
      // The counter runs through the year (帳票設定's default): the second statement of 2026.
      statement: { number: 'ST-202612-0002' },
    });
    const decemberDoc = await (await admin.get(`/api/documents/statement/${december.candidates[0].statement.id}`)).json();
    expect(decemberDoc.statement.sources.map((s: { id: string }) => s.id)).toEqual([later]);
    const decemberText = await pdfText(await admin.get(`/api/documents/statement/${decemberDoc.id}/pdf`));
    for (const printed of ['¥47,472', '¥30,000', '¥17,472', '¥20,000', '¥2,000', '¥39,472']) expect(decemberText).toContain(printed);

    // 売掛金 counts each sale once: what is open on both statements is exactly the last 今回請求額.
    const receivable = await (await admin.get(`/api/receivables/customers/${customerId}?asOf=2026-12-20`)).json();
    expect(receivable.totals).toMatchObject({ invoiced: 69_472, paid: 30_000, outstanding: 39_472 });
    expect(receivable.invoices.map((i: { number: string; outstanding: number }) => [i.number, i.outstanding])).toEqual([
      ['ST-202611-0001', 17_472],
      ['ST-202612-0002', 22_000],
    ]);
    // A 納品書 a statement billed cannot be billed again by an invoice of its own.
    const convert = await admin.send('POST', `/api/documents/delivery_note/${first}/convert`, { to: 'invoice' });
    expect(convert.status).toBe(409);
    expect((await convert.json()).error.message).toBe(
      'この納品書は合計請求書「ST-202611-0001」で請求済みのため、請求書の作成や修正はできません',
    );
  });

  it('issues a closing once: a second run makes nothing, and customers with nothing to bill are skipped', async () => {
    const { seed, admin, customerId } = await company();
    const idle = await t.seedCustomer(seed.companyId, 'C-002', '有限会社みどり');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, idle));
    const monthEnd = await t.seedCustomer(seed.companyId, 'C-003', '末日締め商店');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, monthEnd));
    await deliver(admin, customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);

    const preview = await (await admin.get('/api/documents/statement/closing?closingDate=2026-11-20')).json();
    expect(preview.candidates.map((c: { customerName: string; skipReason: string | null }) => [c.customerName, c.skipReason])).toEqual([
      ['株式会社青空商事', null],
      ['有限会社みどり', '請求するものがありません'],
    ]);
    const [once, twice] = [await issue(admin, '2026-11-20'), await issue(admin, '2026-11-20')];
    expect((await once.json()).issued).toBe(1);
    expect((await twice.json()).issued).toBe(0);
    expect(await t.db.select().from(statements).where(eq(statements.companyId, seed.companyId))).toHaveLength(1);

    // Nothing but the batch makes a statement.
    const byHand = await admin.send('POST', '/api/documents/statement', {
      issueDate: '2026-11-20',
      customerId,
      lines: [{ name: 'x', unitPrice: 1 }],
    });
    expect(byHand.status).toBe(409);
    expect((await byHand.json()).error.code).toBe('BATCH_ONLY');
  });

  it('refuses a 締め日 that has not come yet unless the request confirms it, and logs the confirmation', async () => {
    const { seed, admin, customerId } = await company();
    const today = todayInJapan();
    await deliver(admin, customerId, today, [{ name: '業務用ラック', unitPrice: 10_000 }]);
    // The 20th of next month: always ahead of today in Japan.
    const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 20)).toISOString().slice(0, 10);

    const refused = await issue(admin, next);
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe('FUTURE_CLOSING_UNCONFIRMED');
    expect(error.message).toContain('締め日がまだ来ていません');
    expect(await t.db.select().from(statements).where(eq(statements.companyId, seed.companyId))).toEqual([]);
    expect((await issue(admin, next, { confirmFutureClosing: false })).status).toBe(409);

    const confirmed = await issue(admin, next, { confirmFutureClosing: true });
    expect(confirmed.status).toBe(200);
    const batch = await confirmed.json();
    expect(batch.issued).toBe(1);
    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.companyId, seed.companyId),
          eq(operationLogs.operationType, 'document.issue'),
          eq(operationLogs.targetId, batch.candidates[0].statement.id),
        ),
      );
    expect(log?.detail).toMatchObject({ closingDate: next, futureClosingConfirmed: true, confirmedOn: today });
  });

  it('keeps the PDF of each statement and its SHA-256 when the batch is issued, before anyone views it', async () => {
    const { admin, customerId } = await company();
    await deliver(admin, customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);
    const issued = await issue(admin, '2026-11-20');
    const batch = await issued.json();
    expect(batch).toMatchObject({ issued: 1, pdfPending: 0 });
    const id = batch.candidates[0].statement.id;
    const { pdfSha256 } = await (await admin.get(`/api/documents/statement/${id}`)).json();
    expect(pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = Buffer.from(await (await admin.get(`/api/documents/statement/${id}/pdf`)).arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(pdfSha256);
  });

  it('says which PDFs could not be rendered at issue; those are rendered and kept at first view', async () => {
    const { seed, admin, customerId } = await company();
    await deliver(admin, customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);
    const user = { id: seed.admin.id, companyId: seed.companyId, oemId: seed.oemId } as CompanyUser;
    const failing = {
      render: async () => {
        throw new Error('PDFの作成が混み合っています');
      },
      close: async () => {},
    };
    const result = await issueClosingWithPdfs({ db: t.db, pdf: failing }, user, { closingDate: '2026-11-20' });
    expect(result).toMatchObject({ issued: 1, pdfPending: 1 });
    const [statement] = await t.db.select().from(statements).where(eq(statements.companyId, seed.companyId));
    const id = statement?.documentId as string;
    const [before] = await t.db.select({ pdfSha256: documents.pdfSha256 }).from(documents).where(eq(documents.id, id));
    expect(before?.pdfSha256).toBeNull();
    // Two first views at once: one file is kept, and both are answered with it.
    const views = await Promise.all([1, 2].map(() => admin.get(`/api/documents/statement/${id}/pdf`)));
    const hashes = await Promise.all(
      views.map(async (v) =>
        createHash('sha256')
          .update(Buffer.from(await v.arrayBuffer()))
          .digest('hex'),
      ),
    );
    const { pdfSha256 } = await (await admin.get(`/api/documents/statement/${id}`)).json();
    expect(hashes).toEqual([pdfSha256, pdfSha256]);
    const again = Buffer.from(await (await admin.get(`/api/documents/statement/${id}/pdf`)).arrayBuffer());
    expect(createHash('sha256').update(again).digest('hex')).toBe(pdfSha256);
  });

  it('refuses bad input in Japanese and changes nothing', async () => {
    const { seed, admin } = await company();
    const cases: [unknown, string][] = [
      [{ closingDate: '2026-11-31' }, '締め日が正しい日付ではありません'],
      [{ closingDate: '2026-11-29' }, '締め日は1〜28日か月末日を選んでください'],
      [{ closingDate: '十一月' }, '締め日は YYYY-MM-DD の形式で入力してください'],
      [{}, '締め日を入力してください'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.send('POST', '/api/documents/statement/closing/issue', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await admin.get('/api/documents/statement/closing?closingDate=2026-02-30')).status).toBe(400);
    const mail = await admin.send('POST', '/api/documents/statement/closing/mail', { documentId: 'nothing' });
    expect(mail.status).toBe(404);
    expect(await t.db.select().from(statements).where(eq(statements.companyId, seed.companyId))).toEqual([]);
  });

  it('mails a statement with its PDF to the customer, and says so when the customer has no address', async () => {
    const { seed, admin, customerId } = await company();
    const other = await t.seedCustomer(seed.companyId, 'C-002', '有限会社みどり');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, other));
    await deliver(admin, customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);
    await deliver(admin, other, '2026-11-02', [{ name: '業務用ラック', unitPrice: 5000 }]);
    const batch = await (await issue(admin, '2026-11-20')).json();
    const [aozora, midori] = batch.candidates.map((c: { statement: { id: string } }) => c.statement.id);

    const before = t.mailer.messages.length;
    const sent = await admin.send('POST', '/api/documents/statement/closing/mail', { documentId: aozora });
    expect(sent.status).toBe(202);
    expect((await sent.json()).documentId).toBe(aozora);
    await t.jobs.idle();
    expect((await (await admin.get(`/api/documents/statement/${aozora}`)).json()).status).toBe('sent');
    const mail = t.mailer.messages[before];
    expect(mail?.to).toBe('keiri@aozora.example');
    expect(mail?.subject).toContain('【合計請求書】ST-202611-0001（11月20日締め分）');
    expect(mail?.text).toContain('11月20日締め分の合計請求書（ST-202611-0001）をお送りいたします。');
    expect(mail?.text).toContain('今回ご請求額: ¥11,000（税込）');
    expect(mail?.attachments?.[0]?.filename).toMatch(/合計請求書\.pdf$/);

    const refused = await admin.send('POST', '/api/documents/statement/closing/mail', { documentId: midori });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('有限会社みどりのメールアドレスが登録されていません。顧客管理で登録してください');
  });

  it("goes out with the company's own 合計請求書 text from 設定 › メール文面", async () => {
    const { admin, customerId } = await company();
    await deliver(admin, customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);
    const batch = await (await issue(admin, '2026-11-20')).json();
    const id = batch.candidates[0].statement.id as string;
    const own = {
      subject: '{{締め日}}のご請求（{{書類番号}}）',
      body: '{{取引先名}} {{敬称}}\n今回のご請求: {{金額}}\nお支払期限: {{支払期限}}',
    };
    expect((await admin.send('PUT', '/api/settings/mail-templates/statement', own)).status).toBe(200);
    const draft = await (await admin.get(`/api/documents/statement/${id}/mail-draft`)).json();
    expect(draft).toMatchObject({ to: 'keiri@aozora.example', subject: '11月20日締め分のご請求（ST-202611-0001）' });
    expect(draft.message).toContain('今回のご請求: ¥11,000');

    const before = t.mailer.messages.length;
    expect((await admin.send('POST', '/api/documents/statement/closing/mail', { documentId: id })).status).toBe(202);
    await t.jobs.idle();
    const mail = t.mailer.messages[before];
    expect(mail?.subject).toBe('11月20日締め分のご請求（ST-202611-0001）');
    expect(mail?.text).toMatch(/^株式会社青空商事 御中\n今回のご請求: ¥11,000\nお支払期限: 2026年12月31日/);
  });

  it('keeps another company out and answers 403 without the invoice flag', async () => {
    const a = await company();
    const b = await company();
    await deliver(b.admin, b.customerId, '2026-11-01', [{ name: '業務用ラック', unitPrice: 10_000 }]);
    const theirs = (await (await issue(b.admin, '2026-11-20')).json()).candidates[0].statement.id;
    const own = (await (await a.admin.get('/api/documents/statement/closing?closingDate=2026-11-20')).json()).candidates;
    expect(own.map((c: { customerId: string; skipReason: string }) => [c.customerId, c.skipReason])).toEqual([
      [a.customerId, '請求するものがありません'],
    ]);
    expect((await (await issue(a.admin, '2026-11-20', { customerIds: [b.customerId] })).json()).issued).toBe(0);
    expect((await a.admin.get(`/api/documents/statement/${theirs}`)).status).toBe(404);
    expect((await a.admin.get(`/api/documents/statement/${theirs}/pdf`)).status).toBe(404);
    expect((await a.admin.send('POST', '/api/documents/statement/closing/mail', { documentId: theirs })).status).toBe(404);

    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    const denied = await staff.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-11-20' });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.message).toBe('合計請求書にアクセスする権限がありません');
    expect((await staff.get('/api/documents/statement/closing?closingDate=2026-11-20')).status).toBe(403);
    expect((await staff.get('/api/documents/statement')).status).toBe(403);
  });
});
