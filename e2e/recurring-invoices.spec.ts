import { callApi, expect, signIn, test } from './fixtures';

const todayInJapan = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a 定期請求 made on the 1st from this month creates its first draft at once', async ({ page, office }) => {
  await signIn(page, office.admin, '/recurring-invoices');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'C-201', name: '株式会社青空商事' });
  expect(customer.status).toBe(201);
  const firstOfMonth = `${todayInJapan().slice(0, 7)}-01`;

  await expect(page.getByRole('heading', { name: '定期請求' })).toBeVisible();
  await page.getByRole('button', { name: '定期請求を登録' }).click();
  const dialog = page.getByRole('dialog', { name: '定期請求の登録' });
  await dialog.getByLabel('名前').fill('月額保守（青空商事）');
  await dialog.getByLabel('顧客を検索').fill('青空');
  await dialog.getByLabel('顧客', { exact: true }).selectOption({ label: 'C-201 株式会社青空商事' });
  await dialog.getByLabel('作成日').selectOption({ label: '毎月1日' });
  await dialog.getByLabel('開始日').fill(firstOfMonth);
  await dialog.getByLabel('件名').fill('月額保守料');
  await dialog.getByLabel('1行目の品名').fill('保守料');
  await dialog.getByLabel('1行目の単価').fill('30000');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('定期請求を保存し、請求書を1件作成しました')).toBeVisible();

  const row = page.getByRole('table', { name: '定期請求一覧' }).getByRole('row', { name: /月額保守（青空商事）/ });
  await expect(row).toContainText('毎月1日');
  await expect(row).toContainText('¥33,000');
  await row.getByRole('link', { name: /下書き/ }).click();
  await expect(page.getByText('月額保守料').first()).toBeVisible();
  await expect(page.getByText('下書き').first()).toBeVisible();
  await expect(page.getByText('株式会社青空商事').first()).toBeVisible();
});
