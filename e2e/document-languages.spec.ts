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
  // The detail page says which language the PDF prints in, and that it follows the customer.
  await expect(page.getByRole('definition').filter({ hasText: /^English（取引先の設定）$/ })).toBeVisible();
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

test('a 発注書 in 日英 settles its 有償支給原材料 on the detail page: never a 相殺 before the 支払期日', async ({ page, company }) => {
  await signIn(page, company.admin, '/purchase');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'SUB-1', name: '有限会社外注先' });
  expect(customer.status).toBe(201);
  const created = await callApi<{ id: string }>(page, 'POST', '/api/documents/purchase_order', {
    customerId: customer.body.id,
    issueDate: '2026-10-01',
    receivedDate: '2026-10-05',
    dueDate: '2026-11-20',
    paymentMethod: '銀行振込',
    pdfLanguage: 'bilingual',
    lines: [{ name: '部品加工', quantity: '10', unitPrice: 5_000 }],
    suppliedMaterials: [
      { name: '鋼材 SS400', quantity: '20', unit: 'kg', unitPrice: 350, suppliedDate: '2026-10-06', settlementDate: '2026-11-20' },
    ],
  });
  expect(created.status).toBe(201);

  await page.goto(`${company.origin}/purchase/${created.body.id}`);
  // Chosen on the document itself: no 取引先の設定.
  await expect(page.getByRole('definition').filter({ hasText: /^日英$/ })).toBeVisible();
  const supplied = page.getByRole('region', { name: '有償支給原材料' });
  await expect(supplied.getByText('未決済')).toBeVisible();
  // A draft is not an order yet: nothing to settle.
  await expect(supplied.getByRole('button', { name: /決済済みにする/ })).toHaveCount(0);
  await issueOnScreen(page, 'PO-');

  await supplied.getByRole('button', { name: /決済済みにする/ }).click();
  const dialog = page.getByRole('dialog', { name: '決済済みにする' });
  await dialog.getByLabel('決済日').fill('2026-11-10');
  await dialog.getByRole('button', { name: '決済済みにする' }).click();
  await expect(
    dialog.getByText('相殺による決済は発注書の支払期日（2026年11月20日）以降の日付にしてください', { exact: false }),
  ).toBeVisible();
  await dialog.getByLabel('決済日').fill('2026-11-25');
  await dialog.getByRole('button', { name: '決済済みにする' }).click();
  await expect(dialog).toBeHidden();
  await expect(supplied.getByText('決済済み（2026年11月25日）')).toBeVisible();

  const history = page.getByRole('region', { name: '訂正削除の履歴' });
  await expect(history.getByText('鋼材 SS400: 決済済み（2026年11月25日・相殺）')).toBeVisible();

  await supplied.getByRole('button', { name: /決済済みを取り消す/ }).click();
  await expect(supplied.getByText('未決済')).toBeVisible();
  await expect(history.getByText('鋼材 SS400: 決済済みを取り消し')).toBeVisible();
});
