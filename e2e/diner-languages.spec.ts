import { expect, signIn, test } from './fixtures';

test('a diner in English hides the items with egg; the filter and the language stay on the phone', async ({
  page: staff,
  browser,
  company,
}) => {
  // The store records 卵 and an English name for 唐揚げ in メニュー設定 (staff see Japanese only).
  await signIn(staff, company.admin, '/order/menu');
  await staff.getByRole('button', { name: '唐揚げを編集' }).click();
  const dialog = staff.getByRole('dialog', { name: '商品の編集' });
  await dialog.getByRole('checkbox', { name: '卵' }).check();
  await dialog.getByRole('button', { name: /^English/ }).click();
  await dialog.getByLabel('表示名（English）').fill('Crispy fried chicken');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(staff.getByText('保存しました')).toBeVisible();
  await expect(staff.getByRole('listitem', { name: '唐揚げ' })).toBeVisible();

  // A phone whose browser speaks English (and French first): the page is in English from its first screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Asia/Tokyo' });
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR,fr;q=0.9,en-US;q=0.8' });
  const phone = await context.newPage();
  await phone.goto(`${company.seat.dinerUrl}&page=menu`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const karaage = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Crispy fried chicken' }) });
  await expect(karaage.getByRole('list', { name: 'Allergens' })).toContainText('Egg');
  // The rest of the menu as the demo data translates it.
  await expect(phone.getByRole('heading', { name: 'Oolong tea' })).toBeVisible();

  await phone.getByRole('button', { name: 'Allergens' }).click();
  const filter = phone.getByRole('region', { name: 'Filter by allergen' });
  await expect(filter).toContainText('Allergen information is provided by the store.');
  await filter.getByRole('checkbox', { name: 'Egg' }).check();
  await filter.getByRole('button', { name: 'Close' }).click();
  await expect(phone.getByRole('heading', { name: 'Crispy fried chicken' })).toBeHidden();
  await expect(phone.getByText('Items hidden: 1')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Edamame' })).toBeVisible();

  // Reopened on the same phone: still English, egg still hidden.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Edamame' })).toBeVisible();
  await expect(phone.getByText('Items hidden: 1')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Crispy fried chicken' })).toBeHidden();

  // Switched to Japanese on the page: remembered for the next visit, which the server renders in Japanese.
  await phone.getByLabel('Language').selectOption('ja');
  await expect(phone.getByRole('heading', { level: 1, name: 'メニュー' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: '枝豆' })).toBeVisible();
  await expect(phone.getByText('1品を非表示にしています')).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'メニュー' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: '唐揚げ' })).toBeHidden();
  await context.close();
});
