import type { Browser } from '@playwright/test';
import { jstDay } from '../src/core/ordering-hours';
import { enHours } from '../src/core/ordering-hours-words/en';
import { callApi, expect, signIn, test } from './fixtures';

/** A phone whose browser speaks English only, in Japan; its clock stopped at `fixedTime` when given. */
async function englishPhone(browser: Browser, url: string, fixedTime?: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'Asia/Tokyo' });
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en;q=0.9' });
  if (fixedTime !== undefined) await context.clock.setFixedTime(fixedTime);
  const phone = await context.newPage();
  await phone.goto(url);
  return phone;
}

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

test('an English diner reads hours past midnight as the next day, and that ordering opens tomorrow', async ({
  page: staff,
  browser,
  company,
}) => {
  // The phone reads the hours at noon today in Japan (its clock stopped there): the server's windows run from yesterday to a week ahead.
  const today = jstDay(Date.now());
  const tomorrow = (today.weekday + 1) % 7;
  await signIn(staff, company.admin, '/order/seats');
  // 6:00〜翌5:30 (ラストオーダー 翌5:00), on tomorrow's weekday only: closed all of today.
  const saved = await callApi(staff, 'PUT', '/api/seats/ordering-hours', {
    items: [{ days: 1 << tomorrow, opensAt: 6 * 60, closesAt: 29 * 60 + 30, lastOrderAt: 29 * 60 }],
  });
  expect(saved.status).toBe(200);

  const phone = await englishPhone(browser, `${company.seat.dinerUrl}&page=menu`, today.startMs + 12 * 3_600_000);
  const notice = phone.getByRole('region', { name: 'Not taking orders' });
  await expect(notice).toContainText('We are not taking orders right now. Opens tomorrow at 6:00.');
  await expect(notice.getByRole('listitem')).toHaveText(
    `Ordering hours: ${enHours.weekdays[tomorrow]} 6:00 – 5:30 next day (last orders 5:00 next day)`,
  );
  await phone.context().close();
});

test('an English diner sees the seat and the store by the English names staff gave them in 座席設定', async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin, '/order/seats');
  await staff.getByRole('listitem', { name: company.seat.name }).getByRole('button', { name: '名前を変更' }).click();
  const seatDialog = staff.getByRole('dialog', { name: '座席名の変更' });
  await seatDialog.getByRole('button', { name: /^English/ }).click();
  await seatDialog.getByLabel('座席名（English）').fill('Window table');
  await seatDialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(seatDialog).toBeHidden();

  const store = staff.getByRole('region', { name: '店舗名' });
  await store.getByRole('button', { name: '外国語表示を設定' }).click();
  const storeDialog = staff.getByRole('dialog', { name: '店舗名の外国語表示' });
  await storeDialog.getByLabel('店舗名（English）').fill('Kanri Izakaya');
  await storeDialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(storeDialog).toBeHidden();
  await expect(store).toContainText('外国語表示: English');

  // The first screen, rendered by the server in English, names both in English.
  const phone = await englishPhone(browser, company.seat.dinerUrl);
  await expect(phone.getByRole('heading', { level: 2, name: 'Kanri Izakaya' })).toBeVisible();
  await expect(phone.getByText('Table: Window table')).toBeVisible();
  await phone.getByRole('button', { name: 'See the menu' }).click();
  await expect(phone.getByRole('banner')).toContainText('Kanri Izakaya ・ Window table');
  await phone.context().close();
});
