import { expect, signIn, test } from './fixtures';

test('郵便番号 fills 住所, offers a choice of 町域, never overwrites what was typed; an empty code is numbered', async ({
  page,
  company,
}) => {
  await signIn(page, company.admin, '/customers');
  await page.getByRole('button', { name: '新規登録' }).click();
  const dialog = page.getByRole('dialog', { name: '顧客の新規登録' });
  await dialog.getByLabel('顧客名', { exact: true }).fill('郵便番号商事');
  const postalCode = dialog.getByLabel('郵便番号');
  const address = dialog.getByLabel('住所');

  // Seven full-width digits are enough: the address appears without leaving the field.
  await postalCode.fill('１０４００６１');
  await expect(address).toHaveValue('東京都中央区銀座');
  await address.fill('東京都中央区銀座1-2-3 銀座ビル5階');

  // Another code does not replace an address the user wrote; it offers to.
  await postalCode.fill('530-0001');
  await postalCode.blur();
  const offer = dialog.getByRole('button', { name: '住所に「大阪府大阪市北区梅田」を入力' });
  await expect(offer).toBeVisible();
  await expect(address).toHaveValue('東京都中央区銀座1-2-3 銀座ビル5階');
  await offer.click();
  await expect(address).toHaveValue('大阪府大阪市北区梅田');

  // A code with many 町域: the city is filled and the 町域 is picked from a list.
  await postalCode.fill('452-0961');
  await expect(address).toHaveValue('愛知県清須市');
  await dialog.getByRole('combobox', { name: '町域を選んでください' }).selectOption('春日夢の森');
  await expect(address).toHaveValue('愛知県清須市春日夢の森');

  await expect(dialog.getByLabel('顧客コード')).toHaveValue('');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('顧客「郵便番号商事」を登録しました')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '郵便番号商事' });
  await expect(row).toContainText('C-0001');
});

test('the prefix of automatic 商品コード is set in 帳票設定', async ({ page, company }) => {
  await signIn(page, company.admin, '/master/documents');
  const prefix = page.getByLabel('商品コードの接頭辞');
  await expect(prefix).toHaveValue('P-');
  await prefix.fill('ＳＨＯ－');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存しました')).toBeVisible();

  await page.goto(`${company.origin}/products`);
  await page.getByRole('button', { name: '新規登録' }).click();
  const dialog = page.getByRole('dialog', { name: '商品の新規登録' });
  await dialog.getByLabel('商品名', { exact: true }).fill('接頭辞の商品');
  await dialog.getByLabel('単価', { exact: true }).fill('500');
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('商品「接頭辞の商品」を登録しました')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '接頭辞の商品' })).toContainText('SHO-0001');
});
