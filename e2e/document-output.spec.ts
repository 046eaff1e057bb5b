import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { callApi, expect, pdfRendered, pickInDialog, signIn, test } from './fixtures';

/** A customer of the signed-in company, through the API (the screens for it have their own spec). */
async function newCustomer(page: Page, code: string, name: string) {
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code, name });
  expect(customer.status).toBe(201);
  return customer.body.id;
}

/** Creates and issues a one-line document (its PDF is rendered and kept at issue). */
async function issueNew(page: Page, kind: 'invoice' | 'quotation', customerId: string) {
  const lines = [{ name: '保守作業', quantity: '1', unitPrice: 12_000, taxCategory: 'standard' }];
  const created = await callApi<{ id: string }>(page, 'POST', `/api/documents/${kind}`, { customerId, lines, issueDate: '2026-11-05' });
  expect(created.status).toBe(201);
  expect((await callApi(page, 'POST', `/api/documents/${kind}/${created.body.id}/issue`, {})).status).toBe(200);
}

test('a PDF whose text the font lacks says which characters were printed as 〓', async ({ page, company }) => {
  await signIn(page, company.admin, '/sales');
  await newCustomer(page, 'C-002', '有限会社みどり食品');
  await page.getByRole('link', { name: '新規作成' }).first().click();
  await page.getByRole('button', { name: /請求先/ }).click();
  await pickInDialog(page, '取引先を検索', 'みどり', 'C-002 有限会社みどり食品');
  await page.getByLabel('件名').fill('乾杯🍺プラン');
  await page.getByLabel('1行目の品名').fill('飲み放題');
  await page.getByLabel('1行目の単価').fill('3000');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  // The preview's answer names the character; the screen says so.
  await expect(page.getByText('PDFのフォントにない文字を「〓」で印字しました')).toBeVisible(pdfRendered());
  await expect(page.getByText(/置き換えた文字: 🍺/)).toBeVisible();
  await expect(page.locator('iframe[title="請求書のプレビュー"]')).toBeVisible();
});

test('the period export writes one ZIP of every kind in the background, lists it, and downloads it with its CSV files', async ({
  page,
  company,
}) => {
  await signIn(page, company.admin, '/sales');
  const customerId = await newCustomer(page, 'E-1', '株式会社エクスポート');
  await issueNew(page, 'invoice', customerId);
  await issueNew(page, 'quotation', customerId);
  await page.getByRole('button', { name: '期間エクスポート' }).click();
  const dialog = page.getByRole('dialog', { name: '期間エクスポート' });
  await expect(dialog).toContainText('対象: 見積書・請求書・発注書・納品書');
  await expect(dialog).toContainText('作成した期間エクスポートはまだありません');
  await dialog.getByLabel('開始日').fill('2000-01-01');
  await dialog.getByLabel('終了日').fill('2099-12-31');
  await dialog.getByLabel('Shift_JIS').check();
  await dialog.getByRole('button', { name: 'ZIPを作成' }).click();
  await expect(page.getByText('ZIPの作成を始めました')).toBeVisible();

  // The list follows the job: its row ends 完了 with the count, and ダウンロード.
  const archives = dialog.getByRole('table', { name: '最近の期間エクスポート' });
  const row = archives.getByRole('row', { name: /2000\/01\/01〜2099\/12\/31/ });
  await expect(row.getByText('完了')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('2件');
  await expect(row).toContainText(/\d+\.\d KB/);

  // Left and come back: the ZIP is still there to download.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '期間エクスポート' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'ダウンロード' }).click()]);
  expect(download.suggestedFilename()).toBe('帳票_20000101-20991231.zip');
  // The company's own two issued documents, each PDF as kept at issue.
  await expect(page.getByText('2件の帳票をダウンロードしました')).toBeVisible();
  const names = Object.keys(unzipSync(readFileSync(await download.path())));
  expect(names).toEqual(expect.arrayContaining(['索引簿.csv', '帳票一覧.csv', '明細一覧.csv']));
  expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(2);
  expect(names.some((n) => n.startsWith('請求書/'))).toBe(true);
  expect(names.some((n) => n.startsWith('見積書/'))).toBe(true);
});
