import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { callApi, expect, issueOnScreen, pickInDialog, seedAozoraInvoice, signIn, test } from './fixtures';

/**
 * What these journeys start from, made through the API of the signed-in page: a registered
 * issuer with its bank account, the customer みどり食品 and two products (one at 8%).
 */
async function seedOffice(page: Page) {
  const calls = [
    await callApi(page, 'PATCH', '/api/settings/company', { registrationNumber: 'T9010401234567' }),
    await callApi(page, 'POST', '/api/settings/bank-accounts', {
      bankName: 'みずほ銀行',
      branchName: '渋谷支店',
      accountNumber: '1234567',
      accountHolder: 'テスト（カ',
      isDefault: true,
    }),
    await callApi(page, 'POST', '/api/customers', { code: 'C-002', name: '有限会社みどり食品' }),
    await callApi(page, 'POST', '/api/products', { code: 'OF-012', name: 'トナーカートリッジ', unit: '個', unitPrice: 12800 }),
    await callApi(page, 'POST', '/api/products', { code: 'FD-002', name: '醤油 1L', unit: '本', unitPrice: 398, taxCategory: 'reduced' }),
  ];
  expect(calls.map((c) => c.status)).toEqual([200, 201, 201, 201, 201]);
}

async function pickProduct(page: Page, row: number, code: string, name: string) {
  await page.getByRole('button', { name: `${row}行目の商品を選ぶ` }).click();
  await pickInDialog(page, '商品を検索', code, `${code} ${name}`);
}

test('a quotation made from products is issued, becomes an invoice, and its PDF carries the Japanese text and totals', async ({
  page,
  office,
}) => {
  // The whole journey (two documents edited, issued and rendered) runs past the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, office.admin, '/quotation');
  await seedOffice(page);
  await page.getByRole('link', { name: '新規作成' }).first().click();
  await expect(page).toHaveURL(/\/quotation\/new$/);

  await page.getByRole('button', { name: /宛先/ }).click();
  await pickInDialog(page, '取引先を検索', 'みどり', 'C-002 有限会社みどり食品');
  await page.getByLabel('件名').fill('厨房消耗品のお見積り');
  await pickProduct(page, 1, 'OF-012', 'トナーカートリッジ');
  await page.getByLabel('1行目の数量').fill('3');
  await page.getByRole('button', { name: '行を追加' }).click();
  await pickProduct(page, 2, 'FD-002', '醤油 1L');
  await page.getByLabel('2行目の数量').fill('５');
  // Live totals: 10% on ¥38,400 and 8% on ¥1,990, each rounded once (切り捨て).
  const totals = page.locator('dl').filter({ hasText: '合計' });
  await expect(totals).toContainText('¥44,389');
  await expect(totals).toContainText('¥3,999');

  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/quotation\/[0-9a-f-]{36}$/);
  const quotationNo = await issueOnScreen(page, 'Q-');
  expect(quotationNo).toMatch(/^Q-\d{6}-\d{4}$/);

  await page.getByRole('button', { name: '変換' }).click();
  await page.getByRole('menuitem', { name: '請求書を作成' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}\/edit$/);
  // The 件名 is proposed in an invoice's wording, never the quotation's.
  await expect(page.getByLabel('件名')).toHaveValue('厨房消耗品のご請求');
  // 取引年月日 as a period: 対象期間 offers the issue month, here changed to October.
  await page.getByRole('radio', { name: '対象期間' }).check();
  await expect(page.getByLabel('対象期間（開始）')).toHaveValue(/^\d{4}-\d{2}-01$/);
  await page.getByLabel('対象期間（開始）').fill('2026-10-01');
  await page.getByLabel('対象期間（終了）').fill('2026-10-31');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const facts = page.locator('dl').filter({ hasText: '発行日' }).first();
  await expect(facts.getByText('対象期間', { exact: true })).toBeVisible();
  await expect(facts).toContainText('2026年10月分');
  await expect(page.getByText(`見積書 ${quotationNo}`)).toBeVisible();
  const invoiceNo = await issueOnScreen(page, 'INV-');
  expect(invoiceNo).toMatch(/^INV-\d{6}-\d{4}$/);

  // Looking at the preview (here twice) is not an output: 訂正削除の履歴 records no 印刷・ダウンロード for it.
  await expect(page.getByTitle('請求書のプレビュー')).toBeVisible();
  await page.reload();
  await expect(page.getByTitle('請求書のプレビュー')).toBeVisible();
  const history = page.getByRole('region', { name: '訂正削除の履歴' });
  await expect(history.getByRole('row').filter({ hasText: '発行' }).filter({ hasText: invoiceNo })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: '印刷・ダウンロード' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDFをダウンロード' }).click()]);
  const file = await download.path();
  // The record of the issue names the downloaded file by its SHA-256 (short on screen, full on hover).
  const record = page.getByRole('region', { name: '発行の記録' });
  await expect(record).toContainText('発行日時');
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
  await expect(record.getByTitle(sha256)).toHaveText(`${sha256.slice(0, 12)}…`);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of [
    '請 求 書',
    `No. ${invoiceNo}`,
    '有限会社みどり食品 御中',
    '件名: 厨房消耗品のご請求',
    'ご請求金額',
    '¥44,389-(税込)',
    'トナーカートリッジ',
    '醤油 1L ※',
    '¥38,400',
    '¥3,840',
    '¥159',
    '¥3,999',
    '登録番号: T9010401234567',
    '対象期間: 2026年10月分',
    office.companyName,
    '※は軽減税率対象',
    '振込先',
    'みずほ銀行 渋谷支店 普通 1234567',
  ])
    expect(text).toContain(expected);

  // The quotation now shows what came of it.
  await page.goto(`${office.origin}/quotation`);
  await page.getByRole('row').filter({ hasText: quotationNo }).click();
  await expect(page.getByText(`請求書 ${invoiceNo}`)).toBeVisible();
  await expect(page.getByText('受注').first()).toBeVisible();
});

test('the lists find documents by counterparty, amount and date together', async ({ page, office }) => {
  await signIn(page, office.admin, '/sales');
  await seedAozoraInvoice(page, 'C-001');
  await page.reload();
  await expect(page.getByRole('heading', { name: '請求書管理' })).toBeVisible();
  await page.getByLabel('取引先', { exact: true }).fill('青空商事');
  await expect(page).toHaveURL(/counterparty=/);
  await page.getByLabel('金額(下限)').fill('１');
  await expect(page).toHaveURL(/amountMin=1/);
  await page.getByLabel('発行日(から)').fill('2020-01-01');
  await expect(page).toHaveURL(/dateFrom=2020-01-01/);
  await expect(page.getByRole('row').filter({ hasText: '株式会社青空商事' }).first()).toBeVisible();
  await page.getByLabel('金額(上限)').fill('1');
  await expect(page.getByText('条件に一致する請求書はありません')).toBeVisible();
  // The box follows the URL, which the router updates a moment after the click: click, then wait for it.
  await page.getByLabel('旧版を含む').click();
  await expect(page.getByLabel('旧版を含む')).toBeChecked();
  await expect(page).toHaveURL(/includeSuperseded=true/);
  await expect(page.getByText('条件に一致する請求書はありません')).toBeVisible();
});

test('settings show the company, its bank account and the numbering', async ({ page, office }) => {
  await signIn(page, office.admin, '/master');
  await seedOffice(page);
  await page.reload();
  await expect(page.getByLabel('登録番号')).toHaveValue('T9010401234567');
  await page.getByRole('link', { name: '振込先' }).click();
  await expect(page.getByText('みずほ銀行')).toBeVisible();
  await expect(page.getByText('既定')).toBeVisible();
  await page.getByRole('link', { name: '帳票設定' }).click();
  await expect(page.getByText(/次の番号: Q-\d{6}-\d{4}/)).toBeVisible();
});

test('search finds a superseded version by its old amount, marked 修正済み with a link to its successor', async ({ page, office }) => {
  const subject = `旧版検索テスト ${Date.now()}`;
  await signIn(page, office.admin, '/sales');
  await seedOffice(page);
  await page.getByRole('link', { name: '新規作成' }).first().click();
  await expect(page).toHaveURL(/\/sales\/new$/);
  await page.getByRole('button', { name: /請求先/ }).click();
  await pickInDialog(page, '取引先を検索', 'みどり', 'C-002 有限会社みどり食品');
  await page.getByLabel('件名').fill(subject);
  await page.getByLabel('1行目の品名').fill('保守作業');
  await page.getByLabel('1行目の単価').fill('12345');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const number = await issueOnScreen(page, 'INV-');

  // 修正: a new version of the same number with another amount, issued in turn.
  await page.getByRole('button', { name: '修正', exact: true }).click();
  await page.getByRole('button', { name: '修正版を作成' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}\/edit$/);
  await page.getByLabel('1行目の単価').fill('20000');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const successorUrl = page.url();
  // The first issue's toast may still show: wait for the revision's own number.
  expect(await issueOnScreen(page, `${number}-2`)).toBe(`${number}-2`);

  // The old amount: ¥12,345 + 10% = ¥13,579 (切り捨て).
  await page.goto(`${office.origin}/sales`);
  await page.getByLabel('請求書を検索').fill(subject);
  await page.getByLabel('金額(下限)').fill('13579');
  await page.getByLabel('金額(上限)').fill('13579');
  await expect(page).toHaveURL(/amountMax=13579/);
  await expect(page.getByText('条件に一致する請求書はありません')).toBeVisible();

  await page.getByLabel('旧版を含む').click();
  await expect(page.getByLabel('旧版を含む')).toBeChecked();
  const old = page.getByRole('row').filter({ hasText: subject });
  await expect(old).toHaveCount(1);
  await expect(old).toContainText(number);
  await expect(old).toContainText('¥13,579');
  await expect(old).toContainText('修正済み');
  await old.getByRole('link', { name: `修正後の${number}-2を開く` }).click();
  await expect(page).toHaveURL(successorUrl);
  await expect(page.getByText(`${number}-2`).first()).toBeVisible();
});
