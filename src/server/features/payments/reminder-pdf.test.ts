import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderTemplate } from '@/core/payments';
import { customers, operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-reminder-')), 'attachment.pdf');
  await writeFile(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('督促 with the invoice or statement attached', () => {
  it('attaches the PDF kept at issue, byte for byte, to the mail as handed to SMTP', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
    const created = await (
      await admin.send('POST', '/api/documents/invoice', {
        issueDate: '2026-09-01',
        dueDate: '2026-09-30',
        customerId,
        lines: [{ name: '保守作業', unitPrice: 100_000 }],
      })
    ).json();
    const invoice = await (await admin.send('POST', `/api/documents/invoice/${created.id}/issue`)).json();
    expect(invoice.pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const to = `keiri-${seed.companyId}@aozora.example`;
    const res = await admin.send('POST', `/api/receivables/invoices/${created.id}/reminder`, {
      to,
      subject: `【お支払いのお願い】請求書 ${invoice.number}`,
      message: 'ご確認ください。',
    });
    expect(res.status).toBe(202);
    await t.jobs.idle();
    const [mail] = t.mailer.messages.filter((m) => m.to === to);
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments?.[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`20260901_110000_株式会社青空商事_${invoice.number}_請求書.pdf`);
    const content = attachment?.content as Buffer;
    expect(createHash('sha256').update(content).digest('hex')).toBe(invoice.pdfSha256);
    const text = await pdfText(content);
    expect(text).toContain(invoice.number);
    expect(text).toContain('株式会社青空商事');
  });

  it('reminds of an overdue 合計請求書 with the statement attached, in its own words', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, customerId));
    const lines = [{ name: '業務用ラック', unitPrice: 10_000 }];
    const note = await (await admin.send('POST', '/api/documents/delivery_note', { issueDate: '2026-09-10', customerId, lines })).json();
    await admin.send('POST', `/api/documents/delivery_note/${note.id}/issue`);
    const batch = await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-09-20' })).json();
    const statement = batch.candidates[0].statement;

    const template = reminderTemplate({
      companyName: seed.oemName,
      customerName: '株式会社青空商事',
      kind: 'statement',
      number: statement.number,
      issueDate: '2026-09-20',
      dueDate: '2026-10-31',
      outstanding: 11_000,
    });
    expect(template.subject).toBe(`【お支払いのお願い】合計請求書 ${statement.number}（${seed.oemName}）`);
    expect(template.message).toContain(`2026年9月20日付でご請求いたしました合計請求書 ${statement.number} につきまして、`);
    const to = `keiri-${seed.companyId}@aozora.example`;
    const res = await admin.send('POST', `/api/receivables/invoices/${statement.id}/reminder`, { to, ...template });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ kind: 'reminder', documentId: statement.id, to, outstanding: 11_000 });
    await t.jobs.idle();
    const [mail] = t.mailer.messages.filter((m) => m.to === to);
    expect(mail?.attachments?.[0]?.filename).toMatch(/合計請求書\.pdf$/);
    expect(await pdfText(mail?.attachments?.[0]?.content as Buffer)).toContain(statement.number);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.find((l) => l.operationType === 'payment.reminder')).toMatchObject({
      targetType: 'statement',
      targetId: statement.id,
      detail: { title: '合計請求書', number: statement.number, outstanding: 11_000 },
    });
  });
});
