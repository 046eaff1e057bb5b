import type { Page } from '@playwright/test';
import type { DocumentList } from '../src/core/api-types';
import { formatYen } from '../src/core/format';
import { callApi, expect, signIn, test } from './fixtures';

/** The list API's rows for a filter, read from the signed-in page (Node cannot resolve *.localhost). */
async function listed(page: Page, kind: string, query: string) {
  return page.evaluate(async ({ kind, query }) => (await (await fetch(`/api/documents/${kind}?${query}`)).json()) as DocumentList, {
    kind,
    query,
  });
}

/** A figure card: the element around its heading. */
const card = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true }).locator('..');

/** A day `days` from today in Tokyo (YYYY-MM-DD); negative for the past. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

/** Creates and issues a document of one line for a customer of the company. */
async function issueNew(
  page: Page,
  kind: 'invoice' | 'quotation' | 'delivery_note',
  customerId: string,
  unitPrice: number,
  dates: Record<string, string>,
) {
  const lines = [{ name: '保守作業', quantity: '1', unitPrice, taxCategory: 'standard' }];
  const created = await callApi<{ id: string }>(page, 'POST', `/api/documents/${kind}`, { customerId, lines, ...dates });
  expect(created.status).toBe(201);
  expect((await callApi(page, 'POST', `/api/documents/${kind}/${created.body.id}/issue`, {})).status).toBe(200);
}

test('the admin sees every panel, and the figures agree with the document lists', async ({ page, company }) => {
  await signIn(page, company.admin);
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  // The company's own documents: an invoice past its 支払期限 and a quotation awaiting an answer.
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code: 'D-1', name: '株式会社ダッシュ' });
  expect(customer.status).toBe(201);
  await issueNew(page, 'invoice', customer.body.id, 50_000, { issueDate: dayFromToday(-40), dueDate: dayFromToday(-10) });
  await issueNew(page, 'quotation', customer.body.id, 12_000, { issueDate: dayFromToday(0) });
  // A 合計請求書 of 2026/09/20 (due 2026/10/31), for a 納品書 of ¥30,000 + tax.
  const byStatement = await callApi<{ id: string }>(page, 'POST', '/api/customers', {
    code: 'D-2',
    name: '株式会社シメビ',
    paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
  });
  const delivered = { issueDate: '2026-09-10', deliveryDate: '2026-09-10' };
  await issueNew(page, 'delivery_note', byStatement.body.id, 30_000, delivered);
  const closing = await callApi(page, 'POST', '/api/documents/statement/closing/issue', { closingDate: '2026-09-20' });
  expect(closing.status).toBe(200);
  await page.reload();

  const [issued, sent, overdue, quotesIssued, quotesSent, poIssued, poSent] = await Promise.all([
    listed(page, 'invoice', 'status=issued'),
    listed(page, 'invoice', 'status=sent'),
    listed(page, 'invoice', 'status=overdue'),
    listed(page, 'quotation', 'status=issued'),
    listed(page, 'quotation', 'status=sent'),
    listed(page, 'purchase_order', 'status=issued'),
    listed(page, 'purchase_order', 'status=sent'),
  ]);
  const [statements, statementsOverdue] = await Promise.all([listed(page, 'statement', ''), listed(page, 'statement', 'status=overdue')]);
  const sum = (...lists: DocumentList[]) => lists.flatMap((l) => l.items).reduce((s, d) => s + d.total, 0);
  const count = (...lists: DocumentList[]) => lists.reduce((s, l) => s + l.total, 0);
  expect(count(overdue)).toBe(1);
  expect(count(quotesIssued, quotesSent)).toBe(1);
  expect(count(statementsOverdue)).toBe(1);

  // Nothing paid yet: every issued invoice and 合計請求書 is owed in full.
  const unpaid = card(page, '未入金（請求書・合計請求書）');
  await expect(unpaid).toContainText(`${count(issued, sent, overdue, statements)}件`);
  await expect(unpaid).toContainText(formatYen(sum(issued, sent, overdue, statements)));
  const overdueInvoices = unpaid.getByRole('link', { name: /^期限超過 \d/ });
  await expect(overdueInvoices).toContainText(`${count(overdue)}件`);
  await expect(overdueInvoices).toContainText(formatYen(sum(overdue)));
  const overdueStatements = unpaid.getByRole('link', { name: /^期限超過の合計請求書/ });
  await expect(overdueStatements).toContainText(`${count(statementsOverdue)}件`);
  await expect(overdueStatements).toContainText(formatYen(sum(statementsOverdue)));
  await expect(card(page, '回答待ちの見積書')).toContainText(`${count(quotesIssued, quotesSent)}件`);
  await expect(card(page, '納品待ちの発注書')).toContainText(`${count(poIssued, poSent)}件`);
  await expect(card(page, '今月の請求額')).toContainText('先月');
  await expect(page.getByRole('heading', { name: '月別請求額（過去12か月）' })).toBeVisible();
  await expect(page.getByRole('table', { name: '月別請求額' })).toBeAttached();
  await expect(page.getByRole('heading', { name: '本日の注文' })).toBeVisible();
  await expect(page.getByRole('link', { name: '注文確認へ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最近の操作' })).toBeVisible();

  // 期限超過 opens the list filtered the same way.
  await overdueInvoices.click();
  await expect(page).toHaveURL(/\/sales\?status=overdue/);
  await expect(page.getByRole('row').filter({ hasText: '期限超過' }).first()).toBeVisible();
  await page.goBack();
  await card(page, '未入金（請求書・合計請求書）')
    .getByRole('link', { name: /^期限超過の合計請求書/ })
    .click();
  await expect(page).toHaveURL(/\/statement\?status=overdue/);
  await expect(page.getByRole('row').filter({ hasText: '株式会社シメビ' })).toContainText('期限超過');
});

test('the staff member sees only the panels of their flags', async ({ page, company }) => {
  await signIn(page, company.staff);
  await expect(page.getByRole('heading', { name: '回答待ちの見積書' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '本日の注文' })).toBeVisible();
  for (const hidden of ['今月の請求額', '未入金（請求書・合計請求書）', '納品待ちの発注書', '月別請求額（過去12か月）'])
    await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0);
});
