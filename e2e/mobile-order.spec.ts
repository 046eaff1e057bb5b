import { cartLine, expect, openPhone, signIn, test } from './fixtures';

test('a diner orders from the seat, a second phone shares the cart live, the staff is alerted and the status comes back', async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin);
  const { seat } = company;

  const phoneA = await openPhone(browser, seat.dinerUrl);
  await expect(phoneA.getByRole('heading', { name: 'ご注文はこちら' })).toBeVisible();
  await expect(phoneA.getByText(`お席: ${seat.name}`)).toBeVisible();
  await phoneA.getByRole('button', { name: 'メニューを見る' }).click();
  await expect(phoneA.getByRole('heading', { name: 'メニュー' })).toBeVisible();
  await phoneA.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phoneA.getByRole('link', { name: /カートを見る/ })).toContainText('1点');

  // Phone B at the same seat opens the cart: phone A's beer is there, and what A adds next appears live.
  const phoneB = await openPhone(browser, `${seat.dinerUrl}&page=cart`);
  await expect(cartLine(phoneB, 'ウーロン茶')).toBeVisible();
  await phoneA.getByRole('link', { name: /唐揚げ/ }).click();
  await expect(phoneA.getByRole('heading', { name: '商品詳細' })).toBeVisible();
  await phoneA.getByRole('button', { name: '1つ増やす' }).click();
  await phoneA.getByRole('button', { name: /カートに追加/ }).click();
  await expect(cartLine(phoneB, '唐揚げ')).toContainText('¥1,360');
  await expect(phoneB.getByText('¥1,660')).toBeVisible();

  // Phone B's change reaches phone A too.
  await cartLine(phoneB, 'ウーロン茶').getByRole('button', { name: '1つ増やす' }).click();
  await phoneA.getByRole('link', { name: /カートを見る/ }).click();
  await expect(cartLine(phoneA, 'ウーロン茶').getByRole('status')).toHaveText('2');
  await expect(phoneA.getByText('¥1,960')).toBeVisible();

  await phoneA.getByLabel(/ご要望/).fill('取り皿を2枚ください');
  const orderedAt = Date.now();
  await phoneA.getByRole('button', { name: '注文する' }).click();

  // The staff page, left open on the dashboard, is alerted at once.
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toBeVisible();
  const alertLatency = Date.now() - orderedAt;
  console.log(`staff alert shown ${alertLatency} ms after 注文する`);
  await expect(alert.getByText(seat.name)).toBeVisible();
  await expect(alert.getByText('唐揚げ')).toBeVisible();
  await expect(alert.getByText('合計 ¥1,960')).toBeVisible();

  await expect(phoneA.getByText('ご注文を承りました')).toBeVisible();
  await expect(phoneA.getByRole('heading', { name: '注文履歴' })).toBeVisible();
  await expect(phoneA.getByRole('list', { name: '注文履歴' }).getByText('新規')).toBeVisible();
  await expect(phoneB.getByText('カートは空です')).toBeVisible();

  await alert.getByRole('button', { name: '注文を確認' }).click();
  await expect(staff).toHaveURL(`${company.origin}/order?tab=orders`);
  await expect(alert).toBeHidden();
  const card = staff.getByRole('article', { name: new RegExp(`^${seat.name} `) }).first();
  await expect(card).toContainText('唐揚げ');
  await expect(card).toContainText('取り皿を2枚ください');
  await expect(card).toContainText('合計 ¥1,960');
  await expect(card.getByText('新規')).toBeVisible();

  await card.getByRole('button', { name: '調理開始' }).click();
  await expect(card.getByText('調理中')).toBeVisible();
  await expect(phoneA.getByRole('list', { name: '注文履歴' }).getByText('調理中')).toBeVisible();

  await card.getByRole('button', { name: '提供済にする' }).click();
  await expect(card.getByText('提供済')).toBeVisible();
  await expect(phoneA.getByRole('list', { name: '注文履歴' }).getByText('提供済')).toBeVisible();

  // 会計済み: the next guests start with an empty history.
  await staff.getByRole('button', { name: `${seat.name}のお会計` }).click();
  const pay = staff.getByRole('dialog', { name: `${seat.name}のお会計` });
  await pay.getByRole('button', { name: 'ちょうど' }).click();
  await pay.getByRole('button', { name: '会計済みにする' }).click();
  await expect(staff.getByText(`${seat.name}を会計済みにしました`)).toBeVisible();
  await expect(phoneA.getByText('まだ注文はありません')).toBeVisible();
});

test('a diner URL with an unknown seat says so and lands on the bare diner page', async ({ page: staff, browser, company }) => {
  await signIn(staff, company.admin);
  const { seat } = company;
  const companyId = new URL(seat.dinerUrl).searchParams.get('companyId');
  const phone = await openPhone(browser, `${company.origin}/mobile-order?companyId=${companyId}&seatId=not-a-seat-token&page=menu`);
  await expect(phone.getByText('URLを確認してください')).toBeVisible();
  await expect(phone).toHaveURL(`${company.origin}/mobile-order/`);
  await expect(phone.getByRole('heading', { name: 'QRコードを読み取ってください' })).toBeVisible();
});

test('an item marked 売り切れ on メニュー設定 shows as sold out on an open diner menu without a reload', async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin, '/order/menu');
  const { seat } = company;
  const phone = await openPhone(browser, `${seat.dinerUrl}&page=menu`);
  const edamame = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: '枝豆' }) });
  await expect(edamame.getByRole('button', { name: '枝豆をカートに追加' })).toBeVisible();
  await expect(edamame).not.toContainText('売り切れ');

  const soldOut = staff.getByRole('switch', { name: '枝豆を売り切れにする' });
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-checked', 'true');
  await expect(edamame).toContainText('売り切れ');
  await expect(edamame.getByRole('button', { name: '枝豆をカートに追加' })).toHaveCount(0);
  // The toggle changes only 売り切れ: the description stays.
  await expect(edamame).toContainText('塩ゆで');

  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-checked', 'false');
  await expect(edamame.getByRole('button', { name: '枝豆をカートに追加' })).toBeVisible();
});

test('an admin adds an item with an uploaded image and a full-width price; an open diner menu shows it at once', async ({
  page: staff,
  browser,
  company,
}) => {
  // A real PNG (1×1) padded past one upload chunk, so the transfer is resumable and takes several requests.
  const png = Buffer.concat([
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    Buffer.alloc(300 * 1024),
  ]);
  const name = `特製カレー${Date.now().toString().slice(-5)}`;
  await signIn(staff, company.admin, '/order/menu');
  const { seat } = company;
  const phone = await openPhone(browser, `${seat.dinerUrl}&page=menu`);
  await expect(phone.getByRole('heading', { name: 'フード' })).toBeVisible();

  await staff.getByRole('button', { name: '商品を追加' }).click();
  const dialog = staff.getByRole('dialog', { name: '商品を追加' });
  await dialog.getByLabel('商品名').fill(name);
  await dialog.getByLabel(/価格/).fill('１，２００');
  await dialog.getByLabel('カテゴリー').selectOption({ label: 'フード' });
  await dialog.getByLabel('画像', { exact: true }).setInputFiles({ name: 'curry.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('完了')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(staff.getByText(`「${name}」を追加しました`)).toBeVisible();
  await expect(staff.getByRole('listitem', { name })).toContainText('¥1,200');

  const card = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name }) });
  await expect(card).toContainText('¥1,200');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/public\/files\//);
  // The upload is served back as the list's 240 px square copy (lazy-loaded, so bring it into view first)
  // that the browser decodes as an image (decode() refuses a broken one).
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/api\/public\/files\/[0-9a-f-]{36}\/s240\.webp$/);
  const decoded = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.complete;
  });
  expect(decoded).toBe(true);
});

test('the staff page says when its live stream drops and, reconnected, alerts the order placed meanwhile', async ({
  page: staff,
  browser,
  company,
}) => {
  await signIn(staff, company.admin);
  const { seat } = company;
  const phone = await openPhone(browser, `${seat.dinerUrl}&page=menu`);
  await phone.getByRole('button', { name: '枝豆をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('1点');

  // Drop the stream and keep it down while the diner orders.
  await staff.route('**/api/events*', (route) => route.abort());
  await staff.evaluate(() => window.stop());
  await expect(staff.getByText('接続が切れました。再接続しています…')).toBeVisible();
  await phone.getByRole('link', { name: /カートを見る/ }).click();
  await phone.getByRole('button', { name: '注文する' }).click();
  await expect(phone.getByRole('heading', { name: '注文履歴' })).toBeVisible();
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toBeHidden();

  await staff.unroute('**/api/events*');
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert.getByText(seat.name)).toBeVisible();
  await expect(alert.getByText('枝豆')).toBeVisible();
  await expect(staff.getByText('接続が切れました。再接続しています…')).toBeHidden();
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(alert).toBeHidden();
});

test('the diner page loads only its own small bundle and follows the back-button rules', async ({ page: staff, browser, company }) => {
  await signIn(staff, company.admin);
  const { seat } = company;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const phone = await context.newPage();
  const scripts: string[] = [];
  phone.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await phone.goto(seat.dinerUrl);
  await expect(phone.getByRole('heading', { name: 'ご注文はこちら' })).toBeVisible();
  // The back-office entry and its vendor chunk are never requested by a diner.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/assets\/(index|vendor|shell-layout)-/.test(s))).toEqual([]);

  await expect(phone.getByRole('button', { name: '戻る' })).toHaveCount(0);
  // Opened directly on the cart (no history inside the page): back goes to the menu without productId.
  const newPage = await context.newPage();
  await newPage.goto(`${seat.dinerUrl}&page=cart&productId=x`);
  await newPage.getByRole('button', { name: '戻る' }).click();
  await expect(newPage).toHaveURL(/page=menu/);
  expect(new URL(newPage.url()).searchParams.get('productId')).toBeNull();
  await expect(newPage.getByRole('button', { name: '戻る' })).toHaveCount(0);
  await context.close();
});

test('the menu arrives rendered in the page and the scripts take it over as it is, without asking for it again', async ({
  browser,
  company,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const phone = await context.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  phone.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const reads: string[] = [];
  phone.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/mobile-order\/[^/]+\/[^/]+(\/cart)?$/.test(path) && request.method() === 'GET') reads.push(path);
  });
  // The page's scripts are held back: what shows meanwhile is the server's markup alone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await phone.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The seat's live stream is held too: its `ready` (and the page's own cart.changed) would
  // rightly re-read the menu or cart at a moment that depends on the machine's load.
  await phone.route('**/api/mobile-order/*/*/events*', () => new Promise<void>(() => {}));
  await phone.goto(`${company.seat.dinerUrl}&page=menu`, { waitUntil: 'commit' });
  const karaage = phone.getByRole('heading', { name: '唐揚げ', exact: false }).first();
  await expect(karaage).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'メニュー' })).toBeVisible();
  // Before the scripts, what needs them (the language and allergen pickers, the table's requests) waits inert;
  // the links and the add buttons (forms the server answers) are live.
  await expect(phone.locator('#root [inert]')).not.toHaveCount(0);
  await expect(phone.locator('#root form[method="post"]').first().locator('xpath=ancestor::*[@inert]')).toHaveCount(0);
  await karaage.evaluate((element) => {
    (element as HTMLElement & { fromServer?: boolean }).fromServer = true;
  });

  releaseScripts();
  await expect(phone.locator('#root [inert]')).toHaveCount(0);
  // The same element: React hydrated the markup instead of drawing it again.
  expect(await karaage.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
  await phone.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
  await expect(phone.getByRole('link', { name: /カートを見る/ })).toContainText('1点');
  // The scripts took the menu and the cart from the page: not one read of their own.
  expect(errors).toEqual([]);
  expect(reads).toEqual([]);
  await context.close();
});
