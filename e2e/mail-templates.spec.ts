import { callApi, expect, signIn, test } from './fixtures';

test('an invoice mail text is edited in 設定, refused with an unknown placeholder, and restored to the default', async ({
  page,
  office,
}) => {
  await signIn(page, office.admin, '/master/mail');
  const invoice = page.getByRole('form', { name: '請求書のメール', exact: true });
  const body = invoice.getByLabel('本文');
  await expect(body).toHaveValue(/ご請求金額: \{\{金額\}\}（税込）/);

  await body.fill('{{取引先名}} {{敬称}}\n\n今月分のご請求です。{{金額}}\n{{宛先}}');
  await invoice.getByRole('button', { name: '保存', exact: true }).click();
  await expect(invoice.getByText('本文に使えない差し込み項目があります: {{宛先}}')).toBeVisible();

  await body.fill('{{取引先名}} {{敬称}}\n\n今月分のご請求です。{{金額}}\n\n{{署名}}');
  await invoice.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('請求書のメール文面を保存しました')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: '請求書のメール', exact: true }).getByLabel('本文')).toHaveValue(/今月分のご請求です。/);

  // The send form of an issued invoice starts from the saved text, filled in.
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', {
    name: '株式会社青空商事',
    email: 'keiri@aozora.example',
  });
  const draft = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-04-01',
    lines: [{ name: '保守作業', quantity: '1', unitPrice: 100_000 }],
  });
  expect((await callApi(page, 'POST', `/api/documents/invoice/${draft.body.id}/issue`, {})).status).toBe(200);
  await page.goto(`${office.origin}/sales/${draft.body.id}`);
  await page.getByRole('button', { name: 'メール送信' }).click();
  const dialog = page.getByRole('dialog', { name: '請求書をメールで送信' });
  await expect(dialog.getByLabel('送信先')).toHaveValue('keiri@aozora.example');
  await expect(dialog.getByLabel('本文')).toHaveValue(/今月分のご請求です。¥110,000/);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  await page.goto(`${office.origin}/master/mail`);
  const edited = page.getByRole('form', { name: '請求書のメール', exact: true });
  await page.getByRole('button', { name: '初期値に戻す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '初期値に戻す' }).click();
  await expect(page.getByText('請求書のメール文面を初期値に戻しました')).toBeVisible();
  await expect(edited.getByLabel('本文')).toHaveValue(/いつもお世話になっております。/);
});
