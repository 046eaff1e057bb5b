import { callApi, expect, openPhone, signIn, test } from './fixtures';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/**
 * A restaurant's whole evening at one table, as its staff and its diners see it: 来店 with お通し,
 * a 飲み放題 on a short clock (2 minutes, ラストオーダー 1 minute before the end: the app has no
 * time control, so the test waits the real minutes), orders from the diner's phone, the table
 * moved, the bill split in two with its サービス料 and paid in cash, and the day's 売上日報.
 */
test('an evening: 来店 4 with お通し, 飲み放題, the phone orders, ラストオーダー, the plan ends, テーブル移動, 割り勘 with receipts, 売上日報', async ({
  page: staff,
  browser,
  company,
}) => {
  test.setTimeout(360_000);
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');

  // The menu of the evening, its prices (税込) the figures below are computed from.
  const cover = { name: 'お通し', price: 300 };
  const beer = { name: '生ビール', price: 550 };
  const food = { name: '特製焼きそば', price: 780 };
  const plan = { name: '飲み放題', price: 1500 };
  const guests = 4;
  const ids: Record<string, string> = {};
  for (const item of [cover, beer, food]) {
    const made = await callApi<{ items: { id: string; name: string }[] }>(staff, 'POST', '/api/menu/items', item);
    expect(made.status).toBe(201);
    ids[item.name] = made.body.items.find((i) => i.name === item.name)?.id ?? '';
  }
  const settings = { seatOpening: 'staff', coverItemId: ids[cover.name] };
  expect((await callApi(staff, 'PUT', '/api/seats/table-service', settings)).status).toBe(200);
  const planInput = { ...plan, minutes: 2, lastOrderMinutes: 1, items: [{ itemId: ids[beer.name], price: 0 }] };
  expect((await callApi(staff, 'POST', '/api/menu/plans', planInput)).status).toBe(201);
  expect((await callApi(staff, 'POST', '/api/seats', { name: '窓側2' })).status).toBe(201);
  await staff.reload();

  // 来店: 4 adults, an お通し each.
  const seats = staff.getByRole('region', { name: '座席とお会計' });
  const row = seats.getByRole('listitem', { name: seat });
  await row.getByRole('button', { name: `${seat}の来店登録` }).click();
  const visit = staff.getByRole('dialog', { name: `${seat}の来店登録` });
  await visit.getByLabel('大人').fill(String(guests));
  await visit.getByRole('button', { name: '来店を登録' }).click();
  await expect(staff.getByText(`${seat}に${guests}名のご来店を登録しました`)).toBeVisible();
  await expect(row).toContainText(`${guests}名 ・ 1件 ・ ${yen(cover.price * guests)}`);

  // 飲み放題 for the 4 of them.
  await row.getByRole('button', { name: `${seat}の放題プラン` }).click();
  const plans = staff.getByRole('dialog', { name: `${seat}の放題プラン` });
  await expect(plans.getByLabel('人数')).toHaveValue(String(guests));
  await plans.getByRole('button', { name: 'プランを開始' }).click();
  await expect(staff.getByText(`${plan.name}を${guests}名で開始しました`)).toBeVisible();
  const beforeOrders = cover.price * guests + plan.price * guests;
  await expect(row).toContainText(yen(beforeOrders));

  // The diner's phone: a beer of the plan at ¥0, then a dish from the regular menu.
  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  const panel = phone.getByRole('region', { name: plan.name });
  await expect(panel.getByRole('timer', { name: `${plan.name}の残り時間` })).toHaveText(/残り [12]:\d\d/);
  await expect(panel).toContainText(`${beer.name}¥0`);
  await panel
    .getByRole('group', { name: `${beer.name}の数量` })
    .getByRole('button', { name: '1つ増やす' })
    .click();
  await panel.getByRole('button', { name: `${plan.name}を注文する` }).click();
  await expect(phone.getByText('ご注文を承りました')).toBeVisible();
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toContainText(beer.name);
  await alert.getByRole('button', { name: '閉じる' }).click();

  await phone.getByRole('button', { name: `${food.name}をカートに追加` }).click();
  await phone.getByRole('link', { name: /カートを見る/ }).click();
  await phone.getByRole('button', { name: '注文する' }).click();
  await expect(phone.getByRole('list', { name: '注文履歴' })).toContainText(food.name);
  await expect(alert).toContainText(food.name);
  await alert.getByRole('button', { name: '閉じる' }).click();
  const billed = beforeOrders + food.price;
  await expect(row).toContainText(yen(billed));

  // ラストオーダー a minute in: the phone says so and takes no more plan orders.
  await phone.goto(`${company.seat.dinerUrl}&page=menu`);
  await expect(panel.getByRole('alert')).toHaveText(`ラストオーダーの時間です。${plan.name}のご注文は締め切りました。`, {
    timeout: 75_000,
  });
  await expect(panel.getByRole('button', { name: `${plan.name}を注文する` })).toHaveCount(0);
  await expect(row).toContainText('ラストオーダー済');

  // The end.
  await expect(phone.getByText(`${plan.name}は終了しました。通常のメニューからご注文いただけます。`)).toBeVisible({ timeout: 75_000 });
  await expect(row).toContainText(`${plan.name} ${guests}名 ・ 終了`);

  // A phone that still shows the plan running (its copy of the plan read as of 100 seconds ago)
  // sends a plan order: the server refuses it, the phone says why, and the bill is unchanged.
  const plansNow = await phone.evaluate(async () => {
    const url = new URL(location.href);
    const path = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}/plans`;
    return (await (await fetch(path)).json()) as { now: number; plans: { endedAt: unknown }[] };
  });
  const stale = { ...plansNow, now: plansNow.now - 100_000, plans: plansNow.plans.map((p) => ({ ...p, endedAt: null })) };
  await phone.route('**/plans', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: stale }) : route.continue()));
  await phone.reload();
  await panel
    .getByRole('group', { name: `${beer.name}の数量` })
    .getByRole('button', { name: '1つ増やす' })
    .click();
  await panel.getByRole('button', { name: `${plan.name}を注文する` }).click();
  await expect(phone.getByText(`${plan.name}は終了しました。プランの商品はご注文いただけません`)).toBeVisible();
  await phone.unroute('**/plans');
  await expect(row).toContainText(yen(billed));

  // テーブル移動 to the window table.
  await row.getByRole('button', { name: `${seat}の移動・連結` }).click();
  const moving = staff.getByRole('dialog', { name: `${seat}の移動・連結` });
  await moving.getByLabel('移動先の座席').selectOption({ label: '窓側2' });
  await moving.getByRole('button', { name: '移動する' }).click();
  await expect(staff.getByText(`${seat}のお客様を窓側2へ移動しました`)).toBeVisible();
  const to = seats.getByRole('listitem', { name: '窓側2' });
  await expect(row).toContainText('空席');
  await expect(to).toContainText(yen(billed));

  // 会計: the items, サービス料 10%, split 2 ways, each part in cash.
  await to.getByRole('button', { name: '窓側2のお会計' }).click();
  const pay = staff.getByRole('dialog', { name: '窓側2のお会計' });
  await pay.getByRole('button', { name: '提供済みにして会計へ' }).click();
  const lines = pay.getByRole('region', { name: '明細' });
  await expect(lines).toContainText(`${cover.name} ×${guests}${yen(cover.price * guests)}`);
  await expect(lines).toContainText(`${plan.name} ×${guests}${yen(plan.price * guests)}`);
  await expect(lines).toContainText(`${beer.name} ×1¥0`);
  await expect(lines).toContainText(`${food.name} ×1${yen(food.price)}`);
  await pay.getByLabel('サービス料（%）').fill('10');
  // Prices chosen so that 10% of the items is whole yen: no rounding to guess at.
  const service = (billed * 10) / 100;
  expect(Number.isInteger(service)).toBe(true);
  const total = billed + service;
  const first = Math.ceil(total / 2);
  const second = total - first;
  await expect(pay).toContainText(`サービス料 10%${yen(service)}`);
  await expect(pay).toContainText(`合計（税込）${yen(total)}`);
  await pay.getByLabel('割り勘（人数、分けない場合は空欄）').fill('2');
  await expect(pay).toContainText(`1/2人目のお会計 ${yen(first)}`);
  await pay.getByLabel('お預かり（現金）').fill('5000');
  await expect(pay).toContainText(`お預かり${yen(5000)}`);
  await expect(pay).toContainText(`お釣り${yen(5000 - first)}`);
  await pay.getByLabel('領収書を発行').check();
  await pay.getByRole('button', { name: '1/2人目を会計する' }).click();
  const issued = staff.getByRole('dialog', { name: '領収書を発行しました' });
  await expect(issued).toContainText(yen(first));
  await expect(issued).toContainText(`お釣りは${yen(5000 - first)}です。`);
  await issued.getByRole('button', { name: '次のお会計へ' }).click();

  await expect(pay).toContainText(`2/2人目のお会計 ${yen(second)}`);
  await pay.getByLabel('お預かり（現金）').fill('10000');
  await expect(pay).toContainText(`お釣り${yen(10_000 - second)}`);
  await pay.getByLabel('領収書を発行').check();
  await pay.getByRole('button', { name: '会計済みにする' }).click();
  await expect(issued).toContainText(yen(second));
  await issued.getByRole('button', { name: '閉じる' }).first().click();
  await expect(to).toContainText('空席');
  const receipts = await callApi<{ items: { total: number }[] }>(staff, 'GET', '/api/documents/receipt');
  expect(receipts.body.items.map((r) => r.total).sort((a, b) => a - b)).toEqual([second, first].sort((a, b) => a - b));

  // 売上日報: the two parts as the day's sales, one party of four, the dish among the items.
  await staff.goto(`${company.origin}/order/report`);
  await expect(staff.getByRole('heading', { name: '売上日報', level: 1 })).toBeVisible();
  const figures = (label: string) => staff.locator('dl > div', { has: staff.getByText(label, { exact: true }) });
  await expect(figures('売上（税込）')).toContainText(yen(first + second));
  await expect(figures('組数')).toContainText('1組');
  await expect(figures('客数')).toContainText(`${guests}人`);
  await expect(figures('現金')).toContainText(yen(first + second));
  const items = staff.getByRole('table', { name: '商品別の売上' });
  await expect(items.getByRole('row', { name: new RegExp(food.name) })).toContainText(yen(food.price));
  await phone.context().close();
});
