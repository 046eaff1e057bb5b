import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { parseCsv } from '../src/core/csv';
import { callApi, expect, signIn, test } from './fixtures';

test('an admin sets 会計連携 to 弥生会計 and downloads the month’s 仕訳CSV from 売掛金', async ({ page, office }) => {
  // Issuing renders the invoice's PDF: on two busy cores that can take a while.
  test.setTimeout(90_000);
  await signIn(page, office.admin, '/master/accounting');
  await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();
  const form = page.getByRole('form', { name: '会計連携' });
  await form.getByLabel('弥生会計').check();
  await form.getByLabel('入金口座（普通預金）の補助科目').fill('みずほ銀行');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました')).toBeVisible();

  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'C-201', name: '株式会社青空商事' });
  expect(customer.status).toBe(201);
  const invoice = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    lines: [
      { name: '保守作業', unitPrice: 10_000, taxCategory: 'standard' },
      { name: '焙煎コーヒー豆', quantity: '3', unitPrice: 1250, taxCategory: 'reduced' },
    ],
  });
  const issued = await callApi<{ number: string }>(page, 'POST', `/api/documents/invoice/${invoice.body.id}/issue`, {});
  expect(issued.status).toBe(200);
  const paid = await callApi(page, 'POST', '/api/payments', {
    customerId: customer.body.id,
    paymentDate: '2026-11-20',
    amount: 14_390,
    fee: 660,
    allocations: [{ documentId: invoice.body.id, amount: 15_050 }],
  });
  expect(paid.status).toBe(201);

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '売掛金' }).click();
  const journal = page.getByRole('region', { name: '会計ソフト用の仕訳CSV' });
  await journal.getByLabel('開始日').fill('2026-11-01');
  await journal.getByLabel('終了日').fill('2026-11-30');
  const [download] = await Promise.all([page.waitForEvent('download'), journal.getByRole('button', { name: '仕訳CSVを出力' }).click()]);
  expect(download.suggestedFilename()).toBe('仕訳_弥生会計_20261101-20261130.csv');
  const records = parseCsv(iconv.decode(readFileSync(await download.path()), 'Shift_JIS'));
  // 弥生インポート形式: no header; 売掛金 / 売上高 at 10% and 8%, then the payment and its fee.
  expect(records.map((r) => [r[0], r[3], r[4], r[5], r[13], r[14], r[15]])).toEqual([
    ['2000', '2026/11/05', '売掛金', '株式会社青空商事', '課税売上込10%', '11000', '1000'],
    ['2000', '2026/11/05', '売掛金', '株式会社青空商事', '課税売上込軽減8%', '4050', '300'],
    ['2000', '2026/11/20', '普通預金', 'みずほ銀行', '対象外', '14390', '0'],
    ['2000', '2026/11/20', '支払手数料', '', '対象外', '660', '0'],
  ]);
});
