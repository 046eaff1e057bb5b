import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { callApi, expect, latestMailTo, signIn, test } from './fixtures';

test('an invoice sent by Webリンク is opened without an account, its PDF downloaded and 受領しました shown on the document', async ({
  page,
  browser,
  office,
}) => {
  await signIn(page, office.admin, '/sales');
  const email = `keiri-${Date.now()}@aozora.example`;
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { name: '株式会社青空商事', email });
  const draft = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-04-01',
    subject: '4月分の保守',
    lines: [{ name: '保守作業', quantity: '1', unitPrice: 100_000 }],
  });
  const id = draft.body.id;
  expect((await callApi(page, 'POST', `/api/documents/invoice/${id}/issue`, {})).status).toBe(200);

  await page.goto(`${office.origin}/sales/${id}`);
  await page.getByRole('button', { name: 'メール送信' }).click();
  const dialog = page.getByRole('dialog', { name: '請求書をメールで送信' });
  await expect(dialog.getByLabel('送信先')).toHaveValue(email);
  await dialog.getByRole('radio', { name: 'Webリンク' }).check();
  await dialog.getByRole('button', { name: '送信する' }).click();
  await expect(dialog).toBeHidden();

  const body = await latestMailTo(email);
  const url = body.match(/https?:\/\/\S+\/d\/[\w-]+/)?.[0];
  expect(url, body).toBeDefined();
  const web = page.getByRole('region', { name: 'Web送付' });
  await expect(web.getByText('送付済み')).toBeVisible();

  // The customer: a fresh browser, no session.
  const guest = await browser.newContext();
  const customerPage = await guest.newPage();
  await customerPage.goto(url as string);
  await expect(customerPage.getByRole('heading', { name: '請求書' })).toBeVisible();
  await expect(customerPage.getByText('株式会社青空商事 御中')).toBeVisible();
  await expect(customerPage.getByRole('cell', { name: '保守作業' })).toBeVisible();
  await expect(customerPage.getByText('ご請求金額 ¥110,000（税込）')).toBeVisible();

  const downloading = customerPage.waitForEvent('download');
  await customerPage.getByRole('link', { name: 'PDFをダウンロード' }).click();
  const download = await downloading;
  const bytes = readFileSync((await download.path()) as string);
  const doc = await callApi<{ pdfSha256: string }>(page, 'GET', `/api/documents/invoice/${id}`);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(doc.body.pdfSha256);

  await customerPage.getByRole('button', { name: '受領しました' }).click();
  await expect(customerPage.getByText(/^受領済み/)).toBeVisible();
  await customerPage.getByRole('link', { name: 'これまでの書類' }).click();
  await expect(customerPage.getByRole('heading', { name: 'これまでの書類' })).toBeVisible();
  await expect(customerPage.getByRole('cell', { name: '受領済み' })).toBeVisible();
  await guest.close();

  // The back office: 受領済み on the document (live) with its history, and in the list.
  await expect(web.getByText('受領済み', { exact: true })).toBeVisible();
  await expect(web.getByText('PDFをダウンロード')).toBeVisible();
  await expect(web.getByText('開封', { exact: true })).toBeVisible();
  await page.goto(`${office.origin}/sales`);
  await expect(
    page
      .getByRole('row', { name: /株式会社青空商事/ })
      .getByRole('cell')
      .getByText('受領済み'),
  ).toBeVisible();
});
