import { dateLabel } from '../src/core/ordering-exceptions';
import { jstDateKey, jstDay } from '../src/core/ordering-hours';
import { callApi, cartLine, expect, openPhone, seedCompany, signIn, test } from './fixtures';

/** Minutes since 0:00 in Japan now (the browser and the server share this machine's clock). */
const jstMinuteNow = () => Math.floor((Date.now() - jstDay(Date.now()).startMs) / 60_000);

test('an item with options is priced by the server: the sheet, the cart and the staff board show the combination', async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin, '/order?tab=orders');
  const karaage = company.items.find((i) => i.name === '唐揚げ');
  const saved = await callApi(staff, 'PUT', `/api/menu/items/${karaage?.id}/options`, {
    groups: [
      { name: '味付け', minChoices: 1, maxChoices: 1, choices: [{ name: '塩' }, { name: 'ガーリック', priceDelta: 50 }] },
      { name: '追加', minChoices: 0, maxChoices: 2, choices: [{ name: '大盛り', priceDelta: 200 }, { name: 'レモン' }] },
    ],
  });
  expect(saved.status).toBe(200);

  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  // The partner's colours draw the diner's header.
  await expect(phone.getByRole('banner')).toHaveCSS('background-color', 'rgb(74, 85, 101)');
  await phone.getByRole('button', { name: '唐揚げをカートに追加' }).click();
  const sheet = phone.getByRole('dialog', { name: '唐揚げのオプション' });
  await sheet.getByLabel('ガーリック（+50円）').check();
  await sheet.getByLabel('大盛り（+200円）').check();
  await sheet.getByRole('button', { name: /カートに追加/ }).click();
  await expect(sheet).toBeHidden();
  // The same item again with the default pick (塩) is a line of its own.
  await phone.getByRole('button', { name: '唐揚げをカートに追加' }).click();
  await expect(sheet.getByLabel('塩')).toBeChecked();
  await sheet.getByRole('button', { name: /カートに追加/ }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('¥1,610');

  await phone.getByRole('link', { name: /カートを見る/ }).click();
  await expect(cartLine(phone, '唐揚げ 味付け: ガーリック / 追加: 大盛り')).toContainText('¥930');
  await expect(cartLine(phone, '唐揚げ 味付け: 塩')).toContainText('¥680');
  await expect(phone.getByText('¥1,610')).toBeVisible();
  await phone.getByRole('button', { name: '注文する' }).click();
  await expect(phone.getByText('ご注文を承りました')).toBeVisible();

  // The staff's alert names the options; 注文を確認 leads to the board, which shows them too.
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert.getByText('味付け: ガーリック / 追加: 大盛り')).toBeVisible();
  await expect(alert.getByText('合計 ¥1,610')).toBeVisible();
  await alert.getByRole('button', { name: '注文を確認' }).click();
  const card = staff.getByRole('article', { name: new RegExp(`^${company.seat.name} `) }).first();
  await expect(card).toContainText('味付け: ガーリック / 追加: 大盛り');
  await expect(card).toContainText('合計 ¥1,610');
});

test('outside the ordering hours the diner sees why and when it opens, and cannot order', async ({ page: staff, browser, company }) => {
  await signIn(staff, company.admin, '/order/seats');
  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  await phone.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('1点');

  // A period that opens two hours from now: the store is closed.
  const opensAt = (jstMinuteNow() + 120) % 1440;
  const closed = await callApi(staff, 'PUT', '/api/seats/ordering-hours', {
    items: [{ days: 0b1111111, opensAt, closesAt: opensAt + 60, lastOrderAt: null }],
  });
  expect(closed.status).toBe(200);
  const notice = phone.getByRole('region', { name: '受付時間外' });
  await expect(notice).toContainText(/只今、ご注文の受付時間外です。次の受付開始は (明日 )?\d+:\d\d です。/);
  await phone.getByRole('link', { name: /カートを見る/ }).click();
  await expect(phone.getByRole('button', { name: '注文する' })).toBeDisabled();
  // The server refuses by itself, whatever the page shows.
  const url = new URL(company.seat.dinerUrl);
  const refused = await callApi<{ error: { message: string } }>(
    phone,
    'POST',
    `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}/orders`,
    { requestKey: 'after-hours-order' },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toMatch(/^只今、ご注文の受付時間外です。/);

  // Ten minutes to the last order: the countdown shows, and ordering works again.
  const now = jstMinuteNow();
  await callApi(staff, 'PUT', '/api/seats/ordering-hours', {
    items: [
      { days: 0b1111111, opensAt: (now + 1380) % 1440, closesAt: ((now + 1380) % 1440) + 120, lastOrderAt: ((now + 1380) % 1440) + 70 },
    ],
  });
  await expect(phone.getByRole('timer', { name: 'ラストオーダーまでの時間' })).toContainText(/ラストオーダーまで あと (9|10)分\d\d秒/);
  await phone.getByRole('button', { name: '注文する' }).click();
  await expect(phone.getByText('ご注文を承りました')).toBeVisible();
});

test('臨時休業 and 特別営業時間 set for a date in 座席設定 close and open the diner’s ordering by themselves', async ({
  page: staff,
  browser,
  company,
}) => {
  // The test reads today's and tomorrow's dates throughout, and the server refuses a date once it is past:
  // started in the last two minutes of a day in Japan, it waits for the next day first.
  test.setTimeout(160_000);
  const untilMidnight = jstDay(Date.now()).startMs + 86_400_000 - Date.now();
  if (untilMidnight < 120_000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
  const today = jstDateKey(jstDay(Date.now()).startMs);
  const tomorrow = jstDateKey(jstDay(Date.now()).startMs + 86_400_000);
  await signIn(staff, company.admin, '/order/seats');
  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  await expect(phone.getByRole('button', { name: 'ウーロン茶をカートに追加' })).toBeVisible();

  const hours = staff.getByRole('region', { name: '受付時間' });
  const dates = hours.getByRole('list', { name: '日付別の受付時間' });
  const setDate = async (date: string, kind: '臨時休業' | '特別営業時間') => {
    await hours.getByRole('button', { name: '日付を指定して設定' }).click();
    const dialog = staff.getByRole('dialog', { name: '日付別の受付時間' });
    await dialog.getByLabel('日付').fill(date);
    await dialog.getByLabel(kind).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
  };
  await setDate(today, '臨時休業');
  await expect(dates).toContainText(`${dateLabel(today)} 臨時休業`);
  // Without weekly hours every other day is open all day: the phone says so at once.
  const notice = phone.getByRole('region', { name: '受付時間外' });
  await expect(notice).toContainText('只今、ご注文の受付時間外です。次の受付開始は 明日 0:00 です。');
  await setDate(tomorrow, '特別営業時間');
  await expect(dates).toContainText(`${dateLabel(tomorrow)} 特別営業時間 11:00〜15:00`);
  await expect(notice).toContainText('次の受付開始は 明日 11:00 です。');
  // The server refuses by itself, whatever the page shows.
  const url = new URL(company.seat.dinerUrl);
  const path = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}/cart/items`;
  const oolong = company.items.find((i) => i.name === 'ウーロン茶');
  const refused = await callApi<{ error: { message: string } }>(phone, 'POST', path, { itemId: oolong?.id });
  expect(refused.body.error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 明日 11:00 です。');

  await hours.getByRole('button', { name: `${dateLabel(today)}の設定を削除` }).click();
  await expect(dates).not.toContainText('臨時休業');
  await expect(notice).toBeHidden();
  await phone.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('1点');
});

test('a seat URL opened on another partner’s host shows the URL error', async ({ browser, company, request }) => {
  const other = await seedCompany(request, { type: 'mobile-order' });
  const url = new URL(company.seat.dinerUrl);
  const phone = await openPhone(browser, `${other.origin}/mobile-order${url.search}&page=menu`);
  await expect(phone.getByText('URLを確認してください')).toBeVisible();
  await expect(phone).toHaveURL(`${other.origin}/mobile-order/`);
});
