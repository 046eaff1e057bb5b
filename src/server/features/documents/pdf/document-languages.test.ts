import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesDocument } from '@/core/api-types';
import { companies } from '../../../db/schema';
import { renderDocumentPdf } from '../../../pdf/render';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function textOf(pdf: Uint8Array): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-pdf-')), 'document.pdf');
  await writeFile(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return textOf(Buffer.from(await res.arrayBuffer()));
}
/** Every yen amount printed, in order: the figures a reader checks whatever the language. */
const amounts = (text: string) => text.match(/¥\d{1,3}(?:,\d{3})*/g) ?? [];

const lines = [
  { name: 'Consulting 設計', quantity: '2', unitPrice: 50000 },
  { name: '茶菓子', quantity: '3', unitPrice: 1000, taxCategory: 'reduced' },
];

/** A registered company with a customer of the given PDF language, made through the customer API. */
async function company(pdfLanguage?: string) {
  const seed = await t.seedCompany();
  await t.db.update(companies).set({ registrationNumber: 'T7000012050002' }).where(eq(companies.id, seed.companyId));
  const admin = await t.signIn(seed.admin.email, seed.host);
  const res = await admin.send('POST', '/api/customers', {
    code: 'C-100',
    name: 'Global Trading 株式会社',
    ...(pdfLanguage ? { pdfLanguage } : {}),
  });
  expect(res.status).toBe(201);
  const customer = await res.json();
  return { seed, admin, customerId: customer.id as string, customer };
}

async function issuedInvoice(c: Awaited<ReturnType<typeof company>>, extra: Record<string, unknown> = {}) {
  const res = await c.admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-28',
    customerId: c.customerId,
    dueDate: '2026-12-31',
    lines,
    ...extra,
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const issued = await c.admin.send('POST', `/api/documents/invoice/${id}/issue`);
  expect(issued.status).toBe(200);
  return (await issued.json()) as SalesDocument;
}

describe('PDF language: 日本語, English or 日英, per customer and per document', () => {
  it('stores the customer’s 帳票の言語 (日本語 by default) and refuses an unknown one in Japanese', async () => {
    const c = await company();
    expect(c.customer.pdfLanguage).toBe('ja');
    const bad = await c.admin.send('PATCH', `/api/customers/${c.customerId}`, {
      code: 'C-100',
      name: 'Global Trading 株式会社',
      pdfLanguage: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('帳票の言語は日本語・English・日英から選んでください');
    const ok = await c.admin.send('PATCH', `/api/customers/${c.customerId}`, {
      code: 'C-100',
      name: 'Global Trading 株式会社',
      pdfLanguage: 'en',
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).pdfLanguage).toBe('en');
  });

  it('issues an English invoice to an English customer, with the same figures as the Japanese one', async () => {
    const en = await company('en');
    const doc = await issuedInvoice(en);
    expect(doc).toMatchObject({ pdfLanguage: null, printLanguage: 'en' });
    const text = await pdfText(await en.admin.get(`/api/documents/invoice/${doc.id}/pdf`));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Date of issue: 28 Nov 2026');
    expect(text).toContain('Transaction date: 28 Nov 2026');
    expect(text).toContain('Registration No.: T7000012050002');
    expect(text).toContain('Global Trading 株式会社');
    expect(text).toContain('Consulting 設計');
    expect(text).toContain('茶菓子 ※');
    expect(text).toMatch(/10% subject ¥100,000,\s+tax\s+¥10,000/);
    expect(text).toMatch(/8% subject \(reduced rate ※\) ¥3,000,\s+tax\s+¥240/);
    expect(text).toMatch(/Total\s+¥113,240/);
    expect(text).toContain('Amount due (JPY)');
    expect(text).toContain('Payment due: 31 Dec 2026');
    expect(text).toContain('※ Reduced tax rate (8%) items');
    expect(text).not.toMatch(/請求書|合計|消費税|登録番号/);

    const ja = await company();
    const jaDoc = await issuedInvoice(ja);
    const jaText = await pdfText(await ja.admin.get(`/api/documents/invoice/${jaDoc.id}/pdf`));
    expect(jaText).toContain('登録番号: T7000012050002');
    expect(jaText).not.toContain('INVOICE');
    expect(amounts(text)).toEqual(amounts(jaText));
  });

  it('prints both languages when the document chooses 日英 over the customer’s Japanese', async () => {
    const c = await company();
    const doc = await issuedInvoice(c, { pdfLanguage: 'bilingual' });
    expect(doc).toMatchObject({ pdfLanguage: 'bilingual', printLanguage: 'bilingual' });
    const text = await pdfText(await c.admin.get(`/api/documents/invoice/${doc.id}/pdf`));
    expect(text).toContain('請求書 / INVOICE');
    expect(text).toMatch(/合計 \/ Total\s+¥113,240/);
    expect(text).toContain('発行日 / Date of issue: 2026年11月28日 / 28 Nov 2026');
    expect(text).toContain('登録番号 / Registration No.: T7000012050002');
    expect(text).toMatch(/10%対象 \/ 10% subject ¥100,000,\s+¥10,000\s+消費税 \/ tax/);
    expect(text).toContain('Global Trading 株式会社 御中');
  });

  it('prints every kind in English: quotation, order, delivery note, credit note and receipt', async () => {
    const c = await company('en');
    const titles: Record<string, string> = { quotation: 'QUOTATION', purchase_order: 'PURCHASE ORDER', delivery_note: 'DELIVERY NOTE' };
    for (const [kind, title] of Object.entries(titles)) {
      const res = await c.admin.send('POST', `/api/documents/${kind}`, { issueDate: '2026-11-28', customerId: c.customerId, lines });
      expect(res.status).toBe(201);
      const text = await pdfText(await c.admin.get(`/api/documents/${kind}/${(await res.json()).id}/pdf`));
      expect(text).toContain(title);
      expect(text).toMatch(/Total\s+¥113,240/);
    }
    const invoice = await issuedInvoice(c);
    const credit = await c.admin.send('POST', `/api/documents/invoice/${invoice.id}/credit-note`, {});
    expect(credit.status).toBe(201);
    const creditText = await pdfText(await c.admin.get(`/api/documents/credit_note/${(await credit.json()).id}/pdf`));
    expect(creditText).toContain('QUALIFIED CREDIT NOTE');
    expect(creditText).toContain(`Original invoice: ${invoice.number} (Transaction date 28 Nov 2026)`);
    expect(creditText).toMatch(/Total refunded\s+¥113,240/);

    await c.admin.send('POST', `/api/documents/invoice/${invoice.id}/status`, { status: 'paid', paidDate: '2026-12-01' });
    const receipt = await c.admin.send('POST', `/api/documents/invoice/${invoice.id}/receipt`, {});
    expect(receipt.status).toBe(201);
    const receiptText = await pdfText(await c.admin.get(`/api/documents/receipt/${(await receipt.json()).id}/pdf`));
    expect(receiptText).toContain('RECEIPT');
    expect(receiptText).toContain('¥113,240-');
    expect(receiptText).toContain('Received the above amount with thanks.');
    expect(receiptText).toContain('Registration No.: T7000012050002');
    expect(receiptText).toMatch(/8% subject \(reduced rate ※\) ¥3,000,\s+tax\s+¥240/);
  });

  it('prints a 合計請求書 in 日英 with its figures', async () => {
    const c = await company('bilingual');
    const invoice = await issuedInvoice(c);
    const statement: SalesDocument = {
      ...invoice,
      kind: 'statement',
      statement: {
        closingDate: '2026-11-30',
        previousBilled: 50000,
        received: 50000,
        credited: 0,
        carriedOver: 0,
        purchases: 103000,
        tax: 10240,
        billed: 113240,
        sources: [],
      },
    };
    const issuer = invoice.issuer;
    if (!issuer) throw new Error('an issued invoice has its issuer');
    const text = await textOf(await renderDocumentPdf({ logo: null, seal: null }, statement, issuer));
    expect(text).toContain('合計請求書 / STATEMENT OF ACCOUNT');
    expect(text).toContain('Previous billed');
    expect(text).toContain('Amount billed');
    expect(text).toMatch(/今回お買上額（税込） \/ Purchases this\s+¥113,240\s+period \(incl\. tax\)/);
    expect(text).toMatch(/¥50,000\s+¥50,000\s+¥0\s+¥0\s+¥103,000\s+¥10,240\s+¥113,240/);
  });
});
