import { callApi, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('代理注文 on a phone at a busy counter: category tabs, a kana search, big tiles, the seat from a list, and the order on its board', async ({
  page: staff,
  company,
}) => {
  await signIn(staff, company.admin, '/order?tab=orders');
  expect((await callApi(staff, 'POST', '/api/seats', { name: '2番テーブル' })).status).toBe(201);
  const karaage = company.items.find((i) => i.name === '唐揚げ');
  expect((await callApi(staff, 'PATCH', `/api/menu/items/${karaage?.id}`, { isSoldOut: true })).status).toBe(200);

  await staff.getByRole('button', { name: '代理注文', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: '代理注文' });
  const tabs = dialog.getByRole('tablist', { name: 'カテゴリー' });
  const tiles = dialog.getByRole('tabpanel');
  // The menu's categories in menu order, the first one open.
  await expect(tabs.getByRole('tab')).toHaveText(['ドリンク', 'フード']);
  await expect(tabs.getByRole('tab', { name: 'ドリンク' })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles.getByRole('button')).toHaveText([/^ウーロン茶¥300/]);

  await tabs.getByRole('tab', { name: 'フード' }).click();
  await expect(tabs.getByRole('tab', { name: 'フード' })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles.getByRole('button', { name: '唐揚げ（売り切れ）' })).toBeDisabled();
  const edamame = tiles.getByRole('button', { name: '枝豆を追加（¥380）' });
  const box = await edamame.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await edamame.click();

  // Typed in hiragana, found in katakana, whichever tab is open.
  await dialog.getByRole('searchbox', { name: '商品を検索' }).fill('うーろん');
  await expect(tiles.getByRole('button')).toHaveText([/^ウーロン茶¥300/]);
  await tiles.getByRole('button', { name: 'ウーロン茶を追加（¥300）' }).click();
  await expect(dialog.getByLabel('ウーロン茶の数量')).toHaveText('1');
  await expect(dialog.getByLabel('枝豆の数量')).toHaveText('1');

  await dialog.getByLabel('座席').selectOption({ label: '2番テーブル' });
  await expect(dialog).toContainText('¥680');
  // Nothing off-screen at 390 px: the dialog fits across, and the button to place the order is in view.
  const frame = await dialog.boundingBox();
  expect(frame?.x).toBeGreaterThanOrEqual(0);
  expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: '注文する' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: '注文する' }).click();
  await expect(staff.getByText('2番テーブルの注文を登録しました（¥680）')).toBeVisible();

  await staff.getByRole('dialog', { name: '新しい注文が入りました' }).getByRole('button', { name: '閉じる' }).click();
  const card = staff.getByRole('article', { name: /^2番テーブル / });
  await expect(card).toContainText('枝豆');
  await expect(card).toContainText('ウーロン茶');

  // Opened from a seat's row, it has that seat picked already.
  await staff
    .getByRole('region', { name: '座席とお会計' })
    .getByRole('button', { name: `${company.seat.name}の代理注文` })
    .click();
  await expect(dialog.getByLabel('座席').locator('option:checked')).toHaveText(company.seat.name);
});
