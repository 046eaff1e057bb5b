import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, expect, issueOnScreen, signIn, test } from './fixtures';

test('month end: 合計請求書 for a 締め日, mailed with its PDF, paid in part, an item returned, seen on 売掛金', async ({
  page,
  office,
}) => {
  // Mailing renders the statement's PDF: on two busy cores that can take a while.
  test.setTimeout(120_000);
  await signIn(page, office.admin, '/statement');
  const email = `keiri-${office.companyId.slice(0, 8)}@aozora.example`;
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', {
    code: 'C-201',
    name: '株式会社青空商事',
    email,
    paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
  });
  expect(customer.status).toBe(201);
  for (const [deliveryDate, line] of [
    ['2026-10-25', { name: '新潟県産コシヒカリ 10kg', quantity: '3', unitPrice: 4115, taxCategory: 'reduced' }],
    ['2026-11-10', { name: '業務用ラック', quantity: '2', unitPrice: 15_000 }],
  ] as const) {
    const note = await callApi<{ id: string }>(page, 'POST', '/api/documents/delivery_note', {
      customerId: customer.body.id,
      issueDate: deliveryDate,
      deliveryDate,
      lines: [line],
    });
    expect(note.status).toBe(201);
    expect((await callApi(page, 'POST', `/api/documents/delivery_note/${note.body.id}/issue`, {})).status).toBe(200);
  }

  // The header's button (the empty list offers the same).
  await page.getByRole('link', { name: '締め日で発行' }).first().click();
  await expect(page.getByRole('heading', { name: '合計請求書の発行' })).toBeVisible();
  await page.getByLabel('締め日').fill('2026-11-20');
  const table = page.getByRole('table', { name: '2026/11/20締めの顧客' });
  const row = table.getByRole('row', { name: /株式会社青空商事/ });
  // ¥42,345 of sales: ¥987 at 8% and ¥3,000 at 10%.
  await expect(row).toContainText('¥46,332');
  await expect(row).toContainText('未発行');

  await page.getByRole('button', { name: '一括発行（1件）' }).click();
  await page.getByRole('alertdialog', { name: '合計請求書を1件発行しますか？' }).getByRole('button', { name: '発行する' }).click();
  await expect(page.getByText('合計請求書を1件発行しました')).toBeVisible();
  const number = row.getByRole('link', { name: /ST-202611-\d{4}/ });
  await expect(number).toBeVisible();
  const statementNumber = ((await number.textContent()) ?? '').replace(/（.*/, '');

  await page.getByRole('button', { name: '一括メール送信（1件）' }).click();
  // Queued at once; the progress follows the batch's mail until the mail server accepted it.
  await expect(page.getByRole('region', { name: '一括メール送信' })).toContainText('1 / 1件 送信済み');
  await expect(row).toContainText('送付済');
  // The mail in the development outbox: to the customer, with the statement's PDF attached.
  const mail = readdirSync(join('data', 'e2e', 'outbox'))
    .map((file) => readFileSync(join('data', 'e2e', 'outbox', file), 'utf8'))
    .find((eml) => eml.includes(`To: ${email}`));
  expect(mail).toContain('Content-Type: application/pdf');

  // The customer pays part of it by transfer: 入金管理 sets it against the statement.
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '入金管理' }).click();
  await page.getByRole('button', { name: '入金を登録' }).click();
  const dialog = page.getByRole('dialog', { name: '入金の登録' });
  await dialog.getByLabel('顧客を検索').fill('青空');
  await dialog.getByLabel('顧客', { exact: true }).selectOption({ label: 'C-201 株式会社青空商事' });
  await dialog.getByLabel('入金日').fill('2026-12-10');
  await dialog.getByLabel('入金額').fill('20000');
  await dialog.getByRole('button', { name: `${statementNumber}に全額を消し込む` }).click();
  await expect(dialog.getByLabel(`${statementNumber}の消込額`)).toHaveValue('20000');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('入金を登録しました')).toBeVisible();

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '売掛金' }).click();
  await page.getByLabel('基準日').fill('2026-12-15');
  const customerRow = page.getByRole('table', { name: /売掛金一覧/ }).getByRole('row', { name: /株式会社青空商事/ });
  // ¥46,332 billed, ¥20,000 received.
  await expect(customerRow).toContainText('¥26,332');
  await customerRow.getByRole('link', { name: '株式会社青空商事' }).click();
  const open = page.getByRole('table', { name: '株式会社青空商事の未入金の請求書' });
  await open.getByRole('link', { name: statementNumber }).click();
  await expect(page.getByRole('heading', { name: /合計請求書/ }).first()).toBeVisible();
  const figures = page.getByRole('region', { name: '2026/11/20締め' });
  await expect(figures).toContainText('今回請求額');
  await expect(figures).toContainText('¥46,332');
  await expect(figures.getByRole('list', { name: '請求対象の納品書' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('一部入金').first()).toBeVisible();

  // One 業務用ラック comes back: 返品・値引き from the statement, issued on its own.
  await page.getByRole('button', { name: '返品・値引き' }).click();
  const credit = page.getByRole('dialog', { name: '返品・値引きを作成' });
  await expect(credit).toContainText(`合計請求書 ${statementNumber} から返還請求書の下書きを作成します。`);
  await credit.getByLabel('明細を選ぶ').check();
  await credit.getByLabel('業務用ラック', { exact: true }).check();
  await credit.getByLabel('業務用ラックの数量').fill('1');
  await credit.getByRole('button', { name: '下書きを作成' }).click();
  await expect(page).toHaveURL(/\/credit-note\/[0-9a-f-]{36}\/edit$/);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(`合計請求書 ${statementNumber}`)).toBeVisible();
  await issueOnScreen(page, 'CN-');

  // 売掛金 drops by the ¥16,500 given back (on a day after the payment and the credit note).
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '売掛金' }).click();
  await page.getByLabel('基準日').fill(today > '2026-12-15' ? today : '2026-12-15');
  await expect(customerRow).toContainText('¥9,832');
  await expect(customerRow).toContainText('¥16,500');
});
