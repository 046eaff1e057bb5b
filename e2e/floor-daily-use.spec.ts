import type { Page } from '@playwright/test';
import { expect, origin, signIn, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

test('the オーダー group opens itself on its own pages, stays as left across reloads, and marks the area when closed', async ({
  page,
  company,
}) => {
  await signIn(page, company.admin);
  // Closed until opened, as the specification asks.
  await expect(nav(page).getByRole('link', { name: '注文確認' })).toBeHidden();

  await page.goto(`${company.origin}/order/seats`);
  await expect(page.getByRole('heading', { name: '座席設定' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '座席設定' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(nav(page).getByRole('link', { name: '座席設定' })).toBeVisible();

  // Closed over its current page, the group itself shows where the user is.
  await nav(page).getByRole('button', { name: 'オーダー' }).click();
  await expect(nav(page).getByRole('link', { name: '座席設定' })).toBeHidden();
  await expect(nav(page).getByRole('button', { name: 'オーダー' })).toHaveAttribute('aria-current', 'true');

  // Left closed on another page, it is still closed after a reload there.
  await nav(page).getByRole('link', { name: '商品管理' }).click();
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'オーダー' })).not.toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '注文確認' })).toBeHidden();
});

test('the partner login links to sign-up and the service page; the platform login does not', async ({ page, office }) => {
  await page.goto(`${office.origin}/login`);
  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page).toHaveURL(`${office.origin}/register`);
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();
  await page.goto(`${office.origin}/login`);
  await page.getByRole('link', { name: 'サービス紹介' }).click();
  await expect(page).toHaveURL(`${office.origin}/lp`);
  await page.goto(`${origin(null)}/login`);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByRole('link', { name: '新規登録' })).toHaveCount(0);
});
