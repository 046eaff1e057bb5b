import { callApi, expect, issueOnScreen, orderAtSeat, pdfRendered, pdfTextAt, pickInDialog, signIn, test } from './fixtures';

test('an issued invoice becomes a credit note with one action, issued and listed in 返品・値引き', async ({ page, company }) => {
  // Two documents are issued, each rendering its PDF: on two busy cores that alone can take most of the default 30 s.
  test.setTimeout(90_000);
  await signIn(page, company.admin, '/sales/new');
  // A registered issuer (登録番号), so the credit note is a 適格返還請求書.
  expect((await callApi(page, 'PATCH', '/api/settings/company', { registrationNumber: 'T7000012050002' })).status).toBe(200);
  expect((await callApi(page, 'POST', '/api/customers', { code: 'C-002', name: '有限会社みどり食品' })).status).toBe(201);
  await page.getByRole('button', { name: /請求先/ }).click();
  await pickInDialog(page, '取引先を検索', 'みどり', 'C-002 有限会社みどり食品');
  await page.getByLabel('件名').fill('返品テスト用の請求');
  await page.getByLabel('1行目の品名').fill('業務用ラップ');
  await page.getByLabel('1行目の数量').fill('4');
  await page.getByLabel('1行目の単価').fill('2500');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const invoiceNo = await issueOnScreen(page, 'INV-');

  // One action: 返品・値引き, one line with its quantity lowered from 4 to 1.
  await page.getByRole('button', { name: '返品・値引き' }).click();
  const dialog = page.getByRole('dialog', { name: '返品・値引きを作成' });
  await dialog.getByLabel('明細を選ぶ').check();
  await dialog.getByLabel('業務用ラップ', { exact: true }).check();
  await dialog.getByLabel('業務用ラップの数量').fill('1');
  await dialog.getByRole('button', { name: '下書きを作成' }).click();
  await expect(page).toHaveURL(/\/credit-note\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('1行目の数量')).toHaveValue('1');
  // Its own 件名, and none of a 発注書's terms (取適法) on a credit note.
  await expect(page.getByLabel('件名')).toHaveValue('返品テスト用の返品・値引き');
  for (const label of ['納期', '納品場所', '受領日', '検査完了期日', '支払期日', '支払方法'])
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/credit-note\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`請求書 ${invoiceNo}`)).toBeVisible();
  const creditNo = await issueOnScreen(page, 'CN-');

  await page.getByRole('navigation').getByRole('link', { name: '返品・値引き' }).click();
  await expect(page).toHaveURL(/\/credit-note$/);
  // The list's own table: the detail page's 訂正削除の履歴 also has rows naming the credit note, and
  // it stays on screen for a moment after the URL changes while the list's code loads.
  const row = page.getByRole('table', { name: '返還請求書一覧' }).getByRole('row').filter({ hasText: creditNo });
  await expect(row).toContainText('有限会社みどり食品');
  const pdfLink = await row.getByRole('link').first().getAttribute('href');
  const text = await pdfTextAt(page, `/api/documents/credit_note/${(pdfLink ?? '').split('/').pop()}/pdf`);
  expect(text).toMatch(/適 格 返 還 請 求 書/);
  expect(text).toContain('下記のとおり返品・値引きいたします。');
  expect(text).toContain(`元の請求書: ${invoiceNo}`);
  expect(text).toMatch(/返還金額\s+¥2,750-\(税込\)/);
});

test('closing a seat on 注文確認 shows the amount to collect and issues its receipt from the stored orders', async ({ page, company }) => {
  await signIn(page, company.admin, '/order?tab=orders');
  // A diner at the company's seat orders eleven oolong teas (¥3,300, of which ¥300 tax).
  await orderAtSeat(page, company.seat.dinerUrl, 'ウーロン茶', 11, 'e2e-receipt');
  await page.reload();
  const seat = company.seat.name;
  await page.getByRole('button', { name: `${seat}のお会計` }).click();
  const dialog = page.getByRole('dialog', { name: `${seat}のお会計` });
  await dialog.getByRole('button', { name: '提供済みにして会計へ' }).click();
  await expect(dialog).toContainText('ウーロン茶 ×11');
  await expect(dialog).toContainText('合計（税込）¥3,300');
  await dialog.getByRole('button', { name: 'ちょうど' }).click();
  await dialog.getByLabel('領収書を発行').check();
  await dialog.getByLabel('宛名（空欄なら上様）').fill('株式会社山田商店');
  await dialog.getByRole('button', { name: '会計済みにする' }).click();
  const done = page.getByRole('dialog', { name: '領収書を発行しました' });
  await expect(done).toContainText('¥3,300', pdfRendered());
  const href = await done.getByRole('link', { name: '領収書を開く' }).getAttribute('href');
  const text = await pdfTextAt(page, href ?? '');
  expect(text).toMatch(/領\s+収\s+書/);
  expect(text).toContain('株式会社山田商店 様');
  expect(text).toContain('¥3,300-');
  expect(text).toContain('但し お食事代として');
  expect(text).toContain('上記正に領収いたしました。');
  expect(text).toMatch(/10%対象 ¥3,300\s+内消費税\s+¥300/);
});
