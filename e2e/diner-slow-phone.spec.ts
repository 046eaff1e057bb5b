import { expect, orderAtSeat, signIn, test } from './fixtures';

/** HH:MM of a moment in a time zone, as a clock there shows it. */
const clockIn = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

test('without scripts, the menu still reads and its add button puts the item in the cart through the server', async ({
  browser,
  company,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', javaScriptEnabled: false });
  const phone = await context.newPage();
  await phone.goto(`${company.seat.dinerUrl}&page=menu`);
  await expect(phone).toHaveTitle(`メニュー｜${company.storeName}`);
  await expect(phone.getByRole('heading', { name: '唐揚げ' })).toBeVisible();
  await phone.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('1点');
  await phone.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('2点');
  // An item's page is a plain link, rendered by the server too.
  await phone
    .getByRole('link', { name: /唐揚げ/ })
    .first()
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: '商品詳細' })).toBeVisible();
  await expect(phone).toHaveTitle(`商品詳細｜${company.storeName}`);
  await context.close();
});

test("order times on the diner's page are the restaurant's clock in Tokyo, on a phone set to Los Angeles", async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin, '/order?tab=orders');
  await orderAtSeat(staff, company.seat.dinerUrl, '唐揚げ', 1, 'la-phone-order-1');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', timezoneId: 'America/Los_Angeles' });
  const phone = await context.newPage();
  await phone.goto(`${company.seat.dinerUrl}&page=history`);
  const url = new URL(company.seat.dinerUrl);
  const orders = await phone.evaluate(
    async (path) => (await (await fetch(path)).json()) as { items: { createdAt: number }[] },
    `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}/orders`,
  );
  const createdAt = orders.items[0]?.createdAt ?? 0;
  // The phone's own clock says another hour (16–17 hours behind).
  expect(await phone.evaluate((ms) => new Date(ms).getHours(), createdAt)).toBe(
    Number(clockIn(createdAt, 'America/Los_Angeles').slice(0, 2)),
  );
  await expect(phone.getByText(`${clockIn(createdAt, 'Asia/Tokyo')} のご注文`)).toBeVisible();
  await expect(phone.getByText(`${clockIn(createdAt, 'America/Los_Angeles')} のご注文`)).toHaveCount(0);
  await context.close();
});

test('each step of the diner page names itself and the store in the tab, in the diner’s language', async ({ browser, company }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const phone = await context.newPage();
  await phone.goto(`${company.seat.dinerUrl}&page=menu`);
  await expect(phone).toHaveTitle(`メニュー｜${company.storeName}`);
  await phone
    .getByRole('link', { name: /唐揚げ/ })
    .first()
    .click();
  await expect(phone).toHaveTitle(`商品詳細｜${company.storeName}`);
  await phone.getByRole('button', { name: '戻る' }).click();
  await expect(phone).toHaveTitle(`メニュー｜${company.storeName}`);
  await phone.getByRole('link', { name: /カート（0点）/ }).click();
  await expect(phone).toHaveTitle(`カート｜${company.storeName}`);
  await phone.getByRole('link', { name: '注文履歴' }).click();
  await expect(phone).toHaveTitle(`注文履歴｜${company.storeName}`);
  await phone.goto(company.seat.dinerUrl);
  await expect(phone).toHaveTitle(`ご注文はこちら｜${company.storeName}`);
  // In English, switched on the page and rendered so by the server next time.
  await phone.getByLabel('言語').selectOption('en');
  await expect(phone).toHaveTitle(`Order here｜${company.storeName}`);
  await phone.goto(`${company.seat.dinerUrl}&page=cart`);
  await expect(phone).toHaveTitle(`Cart｜${company.storeName}`);
  await context.close();
});
