import { callApi, expect, signIn, test } from './fixtures';

test('a payment makes an invoice 一部入金, shows on 売掛金 and the rest gets a 督促', async ({ page, office }) => {
  // Issuing renders the invoice's PDF: on two busy cores that can take a while.
  test.setTimeout(90_000);
  await signIn(page, office.admin, '/payments');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'C-101', name: '株式会社青空商事' });
  expect(customer.status).toBe(201);
  const invoice = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    lines: [{ name: '保守作業', unitPrice: 100_000 }],
  });
  expect(invoice.status).toBe(201);
  const issued = await callApi<{ number: string }>(page, 'POST', `/api/documents/invoice/${invoice.body.id}/issue`, {});
  expect(issued.status).toBe(200);
  const number = issued.body.number;

  await page.getByRole('button', { name: '入金を登録' }).click();
  const dialog = page.getByRole('dialog', { name: '入金の登録' });
  await dialog.getByLabel('顧客を検索').fill('青空');
  await dialog.getByLabel('顧客', { exact: true }).selectOption({ label: 'C-101 株式会社青空商事' });
  await dialog.getByLabel('入金日').fill('2026-11-20');
  await dialog.getByLabel('入金額').fill('50000');
  await dialog.getByLabel('振込名義').fill('カ）アオゾラシヨウジ');
  await dialog.getByRole('button', { name: `${number}に全額を消し込む` }).click();
  await expect(dialog.getByLabel(`${number}の消込額`)).toHaveValue('50000');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('入金を登録しました')).toBeVisible();
  const row = page.getByRole('table', { name: '入金一覧' }).getByRole('row', { name: /株式会社青空商事/ });
  await expect(row).toContainText('¥50,000');

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '売掛金' }).click();
  await expect(page.getByRole('heading', { name: '売掛金' })).toBeVisible();
  await page.getByLabel('基準日').fill('2026-12-15');
  const customerRow = page.getByRole('table', { name: /売掛金一覧/ }).getByRole('row', { name: /株式会社青空商事/ });
  await expect(customerRow).toContainText('¥60,000');
  await customerRow.getByRole('link', { name: '株式会社青空商事' }).click();
  const detail = page.getByRole('table', { name: '株式会社青空商事の未入金の請求書' });
  await expect(detail.getByRole('row', { name: new RegExp(number) })).toContainText('¥60,000');
  await expect(detail.getByRole('row', { name: new RegExp(number) })).toContainText('30日以内');

  // 督促: the template names the invoice and what is still owed; the mail is sent and logged.
  await detail.getByRole('button', { name: `${number}の督促メール` }).click();
  const reminder = page.getByRole('dialog', { name: '督促メールを送信' });
  await expect(reminder.getByLabel('件名')).toHaveValue(new RegExp(`請求書 ${number}`));
  await expect(reminder.getByLabel('本文')).toHaveValue(/60,000円 のご入金が確認できておりません/);
  await reminder.getByLabel('送信先').fill('keiri@aozora.example');
  await reminder.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('督促メールを送信待ちにしました')).toBeVisible();
  await expect(page.getByRole('list', { name: '督促メールの送信状況' })).toContainText('送信済み');

  await detail.getByRole('link', { name: number }).click();
  await expect(page.getByText('一部入金').first()).toBeVisible();

  // 送信履歴 lists the company's mail: the 督促, to whom, for which invoice, and that it went.
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '送信履歴' }).click();
  await expect(page.getByRole('heading', { name: '送信履歴' })).toBeVisible();
  const sentRow = page.getByRole('region', { name: '送信したメール' }).getByRole('row', { name: /keiri@aozora\.example/ });
  await expect(sentRow).toContainText('督促');
  await expect(sentRow).toContainText(number);
  await expect(sentRow).toContainText('送信済み');
});
