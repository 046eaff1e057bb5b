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

test('a CSV of another bank is read once its columns are pointed out, and the mapping is kept for the next file', async ({
  page,
  office,
}) => {
  await signIn(page, office.admin, '/payments/import');
  const file = ['取引日,摘要,お預入れ,お引出し', '2026/11/27,ｶ)ﾐﾄﾞﾘｼﾖｳｶｲ,55000,', '2026/11/28,ﾃｽｳﾘﾖｳ,,440'].join('\r\n');
  const upload = () =>
    page.getByLabel('明細ファイル').setInputFiles({ name: 'other-bank.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await upload();
  await expect(page.getByRole('heading', { name: '列の対応を指定してください' })).toBeVisible();
  await page.getByLabel('日付').selectOption({ label: '1列目（取引日）' });
  await page.getByLabel('入金額').selectOption({ label: '3列目（お預入れ）' });
  await expect(page.getByRole('button', { name: 'この対応で読み込む' })).toBeDisabled();
  await page.getByLabel('振込依頼人名').selectOption({ label: '2列目（摘要）' });
  await page.getByRole('button', { name: 'この対応で読み込む' }).click();
  await expect(page.getByText('CSV（列の対応を指定）: 入金 1件')).toBeVisible();
  await expect(page.getByRole('table', { name: '入金明細' })).toContainText('ｶ)ﾐﾄﾞﾘｼﾖｳｶｲ');

  await page.reload();
  await upload();
  await expect(page.getByText('CSV（列の対応を指定）: 入金 1件')).toBeVisible();
});
