import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, expect, issueOnScreen, pdfRendered, signIn, test } from './fixtures';

test('a customer set to English gets an English invoice: INVOICE, the totals and the registration number', async ({ page, company }) => {
  await signIn(page, company.admin, '/customers');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'EN-1', name: 'Pacific Foods 株式会社' });
  expect(customer.status).toBe(201);
  expect((await callApi(page, 'PATCH', '/api/settings/company', { registrationNumber: 'T7000012050002' })).status).toBe(200);

  // 顧客の編集 › 帳票の言語: English.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'EN-1' });
  await row.getByRole('button', { name: '編集' }).click();
  const edit = page.getByRole('dialog', { name: '顧客の編集' });
  await expect(edit.getByLabel('日本語')).toBeChecked();
  await edit.getByLabel('English').check();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('顧客「Pacific Foods 株式会社」を保存しました')).toBeVisible();

  const lines = [
    { name: 'Catering 弁当', quantity: '10', unitPrice: 1_200, taxCategory: 'reduced' },
    { name: 'Delivery 配送', quantity: '1', unitPrice: 3_000 },
  ];
  const created = await callApi<{ id: string; printLanguage: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-28',
    lines,
  });
  expect(created.status).toBe(201);
  expect(created.body.printLanguage).toBe('en');

  await page.goto(`${company.origin}/sales/${created.body.id}`);
  await expect(page.locator('iframe[title="請求書のプレビュー"]')).toBeVisible(pdfRendered());
  await issueOnScreen(page, 'INV-');

  // The PDF the preview shows, as kept at issue.
  // Fetched by the page itself: the company's host resolves in the browser only.
  const bytes = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return res.ok ? Array.from(new Uint8Array(await res.arrayBuffer())) : [];
  }, `/api/documents/invoice/${created.body.id}/pdf`);
  expect(bytes.length).toBeGreaterThan(0);
  const path = join(mkdtempSync(join(tmpdir(), 'kanri-e2e-')), 'invoice.pdf');
  writeFileSync(path, Buffer.from(bytes));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('INVOICE');
  expect(text).toContain('Date of issue: 28 Nov 2026');
  expect(text).toContain('Registration No.: T7000012050002');
  expect(text).toContain('Pacific Foods 株式会社');
  expect(text).toMatch(/10% subject ¥3,000, tax\s+¥300/);
  expect(text).toMatch(/8% subject \(reduced rate ※\) ¥12,000, tax\s+¥960/);
  expect(text).toMatch(/Total\s+¥16,260/);
  expect(text).not.toContain('請求書');
});
