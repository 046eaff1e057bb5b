import { accounts, expect, signIn, test } from './fixtures';

test("a manager's announcement in a partner's remote config shows above that partner's pages", async ({ page, company, office }) => {
  const notice = '12月31日は21時でサービスを停止します';
  await signIn(page, accounts.manager, '/admin');
  await page.getByRole('button', { name: `${company.oemName}のリモート設定` }).click();
  const dialog = page.getByRole('dialog', { name: `${company.oemName}のリモート設定` });
  await expect(dialog.getByLabel('キー 1')).toHaveValue('announcement');
  await dialog.getByLabel(/^値 1/).fill(notice);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('リモート設定を保存しました')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, company.admin, '/products');
  await expect(page.getByRole('main').getByText(notice)).toBeVisible();
  // Another partner's pages do not show it.
  await signIn(page, office.admin, '/products');
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);
});
