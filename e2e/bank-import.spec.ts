import { callApi, expect, signIn, test } from './fixtures';

/** 住信SBIネット銀行's 入出金明細 CSV: one transfer short by a ¥660 fee, and a stranger's. */
const statement = [
  '"日付","内容","出金金額(円)","入金金額(円)","残高(円)","メモ"',
  '"2026/11/28","振込＊ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ","","109,340","1,109,340","-"',
  '"2026/11/30","振込＊ﾀﾅｶ ﾀﾛｳ","","5,000","1,114,340","-"',
].join('\r\n');

test('明細取込 proposes the customer and the fee, and the confirmed line settles the invoice', async ({ page, office }) => {
  test.setTimeout(90_000);
  await signIn(page, office.admin, '/payments');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', {
    code: 'C-301',
    name: '株式会社青空商事',
    kana: 'アオゾラショウジ',
  });
  expect(customer.status).toBe(201);
  const invoice = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    lines: [{ name: '保守作業', unitPrice: 100_000 }],
  });
  const issued = await callApi<{ number: string }>(page, 'POST', `/api/documents/invoice/${invoice.body.id}/issue`, {});
  expect(issued.status).toBe(200);

  await page.getByRole('link', { name: '明細取込' }).click();
  await expect(page.getByRole('heading', { name: '明細取込' })).toBeVisible();
  await page.getByLabel('明細ファイル').setInputFiles({ name: 'meisai.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await expect(page.getByText('住信SBIネット銀行: 入金 2件')).toBeVisible();
  const lines = page.getByRole('table', { name: '入金明細' });
  const matched = lines.getByRole('row', { name: /ｱｵｿﾞﾗｼﾖｳｼﾞ/ });
  await expect(matched.getByLabel(/の顧客$/)).toHaveValue('0');
  await expect(matched).toContainText('振込手数料 ¥660（先方負担）');
  await expect(lines.getByRole('row', { name: /ﾀﾅｶ ﾀﾛｳ/ }).getByRole('checkbox')).toBeDisabled();

  await page.getByRole('button', { name: '1件を確定' }).click();
  await expect(page.getByText('1件の入金を登録しました')).toBeVisible();
  await expect(matched).toContainText('取込済');

  await page.getByRole('link', { name: '入金管理へ戻る' }).click();
  const row = page.getByRole('table', { name: '入金一覧' }).getByRole('row', { name: /株式会社青空商事/ });
  await expect(row).toContainText('¥109,340');
  await expect(row).toContainText(`${issued.body.number} ¥110,000`);
});
