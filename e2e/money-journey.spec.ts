import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { parseCsv } from '../src/core/csv';
import { callApi, expect, issueOnScreen, pdfTextAt, signIn, test } from './fixtures';

/** A page of the signed-in partner's own host (the page's base URL is the demo partner's). */
const visit = (page: Page, path: string) => page.goto(new URL(path, page.url()).href);

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name });

/**
 * One customer's month as the accountant reads it, every figure from the one ledger: an invoice
 * of ¥11,000, one of its four items returned (¥2,750), ¥5,000 received by 明細取込, the rest by
 * 入金管理 (the dialog proposes the invoice it matches), a 領収書 for the ¥8,250 received, a
 * 合計請求書 for the month's 納品書, and the 仕訳CSV of the month.
 */
test('invoice → 返品・値引き → 明細取込 → 領収書 → 合計請求書 → 仕訳CSV agree on every figure', async ({ page, office }) => {
  // Five documents are issued, each rendering its PDF: on two busy cores that takes a while.
  test.setTimeout(180_000);
  await signIn(page, office.admin, '/payments');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', {
    code: 'C-401',
    name: '株式会社青空商事',
    kana: 'アオゾラショウジ',
    paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
  });
  expect(customer.status).toBe(201);
  const invoice = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    lines: [{ name: '業務用ラップ', quantity: '4', unitPrice: 2500 }],
  });
  const issued = await callApi<{ number: string }>(page, 'POST', `/api/documents/invoice/${invoice.body.id}/issue`, {});
  expect(issued.status).toBe(200);
  const invoiceNo = issued.body.number;

  // 返品・値引き: one of the four back, ¥2,500 + ¥250.
  await visit(page, `/sales/${invoice.body.id}`);
  await page.getByRole('button', { name: '返品・値引き' }).click();
  const credit = page.getByRole('dialog', { name: '返品・値引きを作成' });
  await credit.getByLabel('明細を選ぶ').check();
  await credit.getByLabel('業務用ラップ', { exact: true }).check();
  await credit.getByLabel('業務用ラップの数量').fill('1');
  await credit.getByRole('button', { name: '下書きを作成' }).click();
  await expect(page).toHaveURL(/\/credit-note\/[0-9a-f-]{36}\/edit$/);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page).toHaveURL(/\/credit-note\/[0-9a-f-]{36}$/);
  await issueOnScreen(page, 'CN-');

  // 明細取込: ¥5,000 from the customer is proposed against what the invoice still owes (¥8,250).
  await visit(page, '/payments/import');
  const file = [
    '"日付","内容","出金金額(円)","入金金額(円)","残高(円)","メモ"',
    '"2026/11/25","振込＊ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ","","5,000","1,005,000","-"',
  ].join('\r\n');
  await page.getByLabel('明細ファイル').setInputFiles({ name: 'meisai.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const line = page.getByRole('table', { name: '入金明細' }).getByRole('row', { name: /ｱｵｿﾞﾗｼﾖｳｼﾞ/ });
  await expect(line.getByLabel(/の顧客$/)).toHaveValue('0');
  await expect(line).toContainText(invoiceNo);
  await expect(line).toContainText('一部入金');
  await line.getByRole('checkbox').check();
  await page.getByRole('button', { name: '1件を確定' }).click();
  await expect(page.getByText('1件の入金を登録しました')).toBeVisible();

  // 売掛金: ¥11,000 billed, ¥2,750 returned, ¥5,000 received, ¥3,250 owed.
  await menu(page, '売掛金').click();
  await page.getByLabel('基準日').fill('2026-11-30');
  const owing = page.getByRole('table', { name: /売掛金一覧/ }).getByRole('row', { name: /株式会社青空商事/ });
  await expect(owing).toContainText('¥3,250');
  await expect(owing).toContainText('¥2,750');

  // The rest by 入金管理: the dialog proposes the invoice the amount pays exactly.
  await menu(page, '入金管理').click();
  await page.getByRole('button', { name: '入金を登録' }).click();
  const dialog = page.getByRole('dialog', { name: '入金の登録' });
  await dialog.getByLabel('顧客を検索').fill('青空');
  await dialog.getByLabel('顧客', { exact: true }).selectOption({ label: 'C-401 株式会社青空商事' });
  await dialog.getByLabel('入金日').fill('2026-11-27');
  await dialog.getByLabel('入金額').fill('3250');
  await expect(dialog.getByLabel(`${invoiceNo}の消込額`)).toHaveValue('3250');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('入金を登録しました')).toBeVisible();

  // 領収書: what was received (¥8,250), not what was billed (¥11,000).
  await visit(page, `/sales/${invoice.body.id}`);
  await expect(page.getByText('入金済').first()).toBeVisible();
  await page.getByRole('button', { name: '領収書を発行' }).click();
  await page.getByRole('dialog', { name: '領収書を発行' }).getByRole('button', { name: '発行' }).click();
  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]{36}$/);
  const receiptId = page.url().split('/').pop();
  const receiptText = await pdfTextAt(page, `/api/documents/receipt/${receiptId}/pdf`);
  expect(receiptText).toContain('8,250');
  expect(receiptText).not.toContain('11,000');

  // 合計請求書 for the 20日締め: the month's 納品書 (¥30,000 + ¥3,000), with nothing carried over.
  const note = await callApi<{ id: string }>(page, 'POST', '/api/documents/delivery_note', {
    customerId: customer.body.id,
    issueDate: '2026-11-10',
    deliveryDate: '2026-11-10',
    lines: [{ name: '業務用ラック', quantity: '2', unitPrice: 15_000 }],
  });
  expect((await callApi(page, 'POST', `/api/documents/delivery_note/${note.body.id}/issue`, {})).status).toBe(200);
  await visit(page, '/statement/closing');
  await page.getByLabel('締め日').fill('2026-11-20');
  const statementRow = page.getByRole('table', { name: '2026/11/20締めの顧客' }).getByRole('row', { name: /株式会社青空商事/ });
  await expect(statementRow).toContainText('¥33,000');
  await page.getByRole('button', { name: '一括発行（1件）' }).click();
  await page.getByRole('alertdialog', { name: '合計請求書を1件発行しますか？' }).getByRole('button', { name: '発行する' }).click();
  await expect(page.getByText('合計請求書を1件発行しました')).toBeVisible();
  const statementNo = ((await statementRow.getByRole('link', { name: /ST-\d{6}-\d{4}/ }).textContent()) ?? '').replace(/（.*/, '');

  // 売掛金 now: the statement's ¥33,000, the invoice settled.
  await menu(page, '売掛金').click();
  await page.getByLabel('基準日').fill('2026-11-30');
  await expect(owing).toContainText('¥33,000');

  // The 仕訳CSV of November: each event once, every amount the ledger's.
  const journal = page.getByRole('region', { name: '会計ソフト用の仕訳CSV' });
  await journal.getByLabel('開始日').fill('2026-11-01');
  await journal.getByLabel('終了日').fill('2026-11-30');
  const [download] = await Promise.all([page.waitForEvent('download'), journal.getByRole('button', { name: '仕訳CSVを出力' }).click()]);
  const rows = parseCsv(iconv.decode(readFileSync(await download.path()), 'Shift_JIS')).filter((r) => r[0] === '[明細行]');
  const text = rows.map((r) => r.join(',')).join('\n');
  expect(text).toContain(invoiceNo);
  expect(text).toContain(statementNo);
  // freee形式: 借方 勘定科目 and 金額 (5th and 16th cells), 貸方 (19th and 30th).
  const amounts = (account: string, side: 'debit' | 'credit') =>
    rows.filter((r) => r[side === 'debit' ? 4 : 18] === account).reduce((sum, r) => sum + Number(r[side === 'debit' ? 15 : 29]), 0);
  expect(amounts('売掛金', 'debit')).toBe(11_000 + 33_000);
  expect(amounts('売掛金', 'credit')).toBe(2_750 + 5_000 + 3_250);
  expect(amounts('普通預金', 'debit')).toBe(8_250);
});

test('入金の登録 proposes the invoice the amount pays, and asks before leaving the money as 前受金', async ({ page, office }) => {
  test.setTimeout(90_000);
  await signIn(page, office.admin, '/payments');
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'C-402', name: '有限会社みどり食品' });
  expect(customer.status).toBe(201);
  const invoice = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    lines: [{ name: '保守作業', unitPrice: 10_000 }],
  });
  const issued = await callApi<{ number: string }>(page, 'POST', `/api/documents/invoice/${invoice.body.id}/issue`, {});
  expect(issued.status).toBe(200);

  await page.getByRole('button', { name: '入金を登録' }).click();
  const dialog = page.getByRole('dialog', { name: '入金の登録' });
  await dialog.getByLabel('顧客を検索').fill('みどり');
  await dialog.getByLabel('顧客', { exact: true }).selectOption({ label: 'C-402 有限会社みどり食品' });
  await dialog.getByLabel('入金日').fill('2026-11-20');
  await dialog.getByLabel('入金額').fill('11000');
  const allocation = dialog.getByLabel(`${issued.body.number}の消込額`);
  await expect(allocation).toHaveValue('11000');
  // Cleared by hand: the money would be 前受金 while the invoice is still owed, so the screen asks.
  await allocation.fill('');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('¥11,000が消し込まれていません');
  await dialog.getByRole('button', { name: '前受金として登録' }).click();
  await expect(page.getByText('入金を登録しました')).toBeVisible();

  await menu(page, '売掛金').click();
  await page.getByLabel('基準日').fill('2026-11-30');
  const row = page.getByRole('table', { name: /売掛金一覧/ }).getByRole('row', { name: /有限会社みどり食品/ });
  await expect(row).toContainText('¥11,000');
});
