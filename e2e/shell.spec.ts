import type { Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

async function sidebarLabels(page: Page) {
  return (await nav(page).locator('a, button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

test('a restaurant admin sees every area, the order group closed until opened', async ({ page, company }) => {
  await signIn(page, company.admin);
  const labels = await sidebarLabels(page);
  expect(labels).toEqual(
    [
      'ダッシュボード',
      '商品管理',
      '顧客管理',
      'オーダー',
      '資料管理',
      '見積書管理',
      '請求書管理',
      '合計請求書',
      '入金管理',
      '売掛金',
      '定期請求',
      '発注書管理',
      '納品書管理',
      '返品・値引き',
      '領収書管理',
      '受領書類',
      '送信履歴',
      '承認待ち',
      '担当者管理',
      '設定',
      'マイページ',
      '閉じる',
    ].filter((l) => labels.includes(l)),
  );
  for (const label of [
    'ダッシュボード',
    '商品管理',
    '顧客管理',
    '見積書管理',
    '請求書管理',
    '合計請求書',
    '入金管理',
    '売掛金',
    '定期請求',
    '発注書管理',
    '納品書管理',
    '返品・値引き',
    '領収書管理',
    '受領書類',
    '担当者管理',
    '設定',
    'マイページ',
  ]) {
    await expect(nav(page).getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav(page).getByRole('link', { name: '注文確認' })).toBeHidden();
  await nav(page).getByRole('button', { name: 'オーダー' }).click();
  for (const label of ['注文確認', '座席設定', 'メニュー設定']) await expect(nav(page).getByRole('link', { name: label })).toBeVisible();
  await nav(page).getByRole('link', { name: '座席設定' }).click();
  await expect(page).toHaveURL(`${company.origin}/order/seats`);
  await expect(page.getByRole('heading', { name: '座席設定' })).toBeVisible();
});

test('a staff member sees only the areas of their flags and is turned away from the rest', async ({ page, company }) => {
  await signIn(page, company.staff);
  await expect(nav(page).getByRole('link', { name: '商品管理' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '見積書管理' })).toBeVisible();
  for (const label of ['顧客管理', '請求書管理', '入金管理', '売掛金', '発注書管理', '納品書管理', '担当者管理', '設定']) {
    await expect(nav(page).getByRole('link', { name: label })).toHaveCount(0);
  }
  await nav(page).getByRole('button', { name: 'オーダー' }).click();
  await expect(nav(page).getByRole('link', { name: '注文確認' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '座席設定' })).toHaveCount(0);

  const turnedAway = [
    ['/customers', '顧客管理にアクセスする権限がありません'],
    ['/sales', '請求書管理にアクセスする権限がありません'],
    ['/receivables', '売掛金にアクセスする権限がありません'],
    ['/staff/', '担当者管理には管理者権限が必要です'],
    ['/master/', '設定には管理者権限が必要です'],
    ['/admin', null],
  ] as const;
  for (const [path, message] of turnedAway) {
    await page.goto(`${company.origin}${path}`);
    await expect(page).toHaveURL(`${company.origin}/`);
    if (message) await expect(page.getByText(message)).toBeVisible();
  }
});

test('the header shows partner, company, a live clock, history and the user menu', async ({ page, company }) => {
  await signIn(page, company.admin);
  const header = page.getByRole('banner');
  await expect(header.getByText(company.oemName)).toBeVisible();
  await expect(header.getByText(company.companyName)).toBeVisible();
  const clock = header.getByLabel('現在時刻');
  await expect(clock).toContainText(/\d{4}年\d{1,2}月\d{1,2}日\(.\)/);
  const before = await clock.innerText();
  await expect.poll(async () => clock.innerText(), { timeout: 3000 }).not.toBe(before);
  await header.getByRole('link', { name: '操作履歴' }).click();
  await expect(page).toHaveURL(/\/history\/?$/);

  await header.getByRole('button', { name: company.admin.name }).click();
  await expect(page.getByRole('menuitem', { name: 'マイページ' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page.getByText('ログアウトしました')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

// The demo office partner of the README, read only: its colours and its history button switched off.
test('a standard partner has no order group, no history button, and its own colours', async ({ page }) => {
  await signIn(page, accounts.officeAdmin);
  await expect(nav(page).getByRole('button', { name: 'オーダー' })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByText('オフィスパートナー')).toBeVisible();
  await expect(header.getByText('サンプル商事株式会社')).toBeVisible();
  await expect(header.getByRole('link', { name: '操作履歴' })).toHaveCount(0);
  await expect(header).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('the sidebar collapses to icons (4rem) and expands again (12rem)', async ({ page, company }) => {
  await signIn(page, company.admin);
  const sidebar = page
    .getByRole('complementary')
    .filter({ has: nav(page) })
    .or(nav(page))
    .first();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(192);
  await nav(page).getByRole('button', { name: '閉じる' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await nav(page)
    .getByRole('button', { name: /開く|閉じる/ })
    .click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(192);
});

test('an item is active when the first path segment matches', async ({ page, company }) => {
  await signIn(page, company.admin, '/products/new');
  await expect(nav(page).getByRole('link', { name: '商品管理' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'ダッシュボード' })).not.toHaveAttribute('aria-current', 'page');
});

test('on a phone the sidebar is a sheet opened from the header and closed by an item', async ({ page, company }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, company.admin);
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(nav(page)).toBeVisible();
  await nav(page).getByRole('link', { name: '顧客管理' }).click();
  await expect(page).toHaveURL(`${company.origin}/customers`);
  await expect(nav(page)).toBeHidden();
});

test('an admin saves the company information on 設定', async ({ page, office }) => {
  await signIn(page, office.admin, '/master');
  await page.getByLabel('店舗名').fill('本店');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('店舗名')).toHaveValue('本店');
});

test('the diner area needs no sign-in and titles each page', async ({ page, company }) => {
  await page.goto(`${company.origin}/mobile-order?page=cart`);
  await expect(page).toHaveURL(/\/mobile-order/);
  await expect(page.getByText('ログイン')).toHaveCount(0);
});
