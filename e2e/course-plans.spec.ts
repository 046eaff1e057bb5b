import { callApi, expect, openPhone, signIn, test } from './fixtures';

/**
 * 放題プラン through a whole plan on a short clock (the app has no time control): 2 minutes with
 * ラストオーダー 1 minute before the end, so the test waits the real minutes.
 */
test('飲み放題 for 4: the diner sees the plan menu and its countdown, orders a drink at ¥0, is told at ラストオーダー, and the plan ends', async ({
  page: staff,
  browser,
  company,
}) => {
  test.setTimeout(300_000);
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order/menu/plans');
  expect((await callApi(staff, 'POST', '/api/menu/items', { name: '生ビール', price: 550 })).status).toBe(201);
  await staff.reload();

  // メニュー設定 › 放題プラン: 生ビール and ウーロン茶 at ¥0.
  await staff.getByRole('button', { name: 'プランを追加' }).click();
  const form = staff.getByRole('dialog', { name: '放題プランを追加' });
  await form.getByLabel('プラン名').fill('飲み放題');
  await form.getByLabel('料金（1名・税込）').fill('１５００');
  await form.getByLabel('制限時間（分）').fill('2');
  await form.getByLabel('ラストオーダー（終了の何分前）').fill('1');
  await form.getByLabel('生ビール（通常 ¥550）').check();
  await form.getByLabel('ウーロン茶（通常 ¥300）').check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(staff.getByText('「飲み放題」を保存しました')).toBeVisible();
  await expect(staff.getByRole('listitem', { name: '飲み放題' })).toContainText(
    '1名 ¥1,500（税込） ・ 2分 ・ ラストオーダー 終了1分前 ・ 対象 2品',
  );

  // 注文確認: 来店 4, then the plan for the 4 of them.
  await staff.goto(`${company.origin}/order?tab=orders`);
  const row = staff.getByRole('region', { name: '座席とお会計' }).getByRole('listitem', { name: seat });
  await row.getByRole('button', { name: `${seat}の来店登録` }).click();
  const visit = staff.getByRole('dialog', { name: `${seat}の来店登録` });
  await visit.getByLabel('大人').fill('4');
  await visit.getByRole('button', { name: '来店を登録' }).click();
  await expect(row).toContainText('着席');

  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  await expect(phone.getByRole('heading', { name: 'ウーロン茶' }).first()).toBeVisible();

  await row.getByRole('button', { name: `${seat}の放題プラン` }).click();
  const plans = staff.getByRole('dialog', { name: `${seat}の放題プラン` });
  await expect(plans.getByLabel('人数')).toHaveValue('4');
  await plans.getByRole('button', { name: 'プランを開始' }).click();
  await expect(staff.getByText('飲み放題を4名で開始しました')).toBeVisible();
  await expect(row).toContainText('飲み放題 4名 ・ 残り');
  await expect(row).toContainText('¥6,000');

  // Live on the diner's page: the plan's menu at ¥0 and its countdown.
  const plan = phone.getByRole('region', { name: '飲み放題' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('timer', { name: '飲み放題の残り時間' })).toHaveText(/残り [12]:\d\d/);
  await expect(plan).toContainText('生ビール¥0');
  await plan.getByRole('group', { name: '生ビールの数量' }).getByRole('button', { name: '1つ増やす' }).click();
  await plan.getByRole('group', { name: '生ビールの数量' }).getByRole('button', { name: '1つ増やす' }).click();
  await plan.getByRole('button', { name: '飲み放題を注文する' }).click();
  await expect(phone.getByText('ご注文を承りました')).toBeVisible();
  // Staff are alerted of it like any order.
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toContainText('生ビール');
  await alert.getByRole('button', { name: '閉じる' }).click();
  const orders = await callApi<{ items: { items: { name: string; price: number; quantity: number }[]; totalAmount: number }[] }>(
    staff,
    'GET',
    '/api/orders',
  );
  expect(orders.body.items).toContainEqual(
    expect.objectContaining({ totalAmount: 0, items: [expect.objectContaining({ name: '生ビール', price: 0, quantity: 2 })] }),
  );

  // ラストオーダー, a minute in: the diner is told and can order from the plan no more.
  await expect(plan.getByRole('alert')).toHaveText('ラストオーダーの時間です。飲み放題のご注文は締め切りました。', { timeout: 75_000 });
  await expect(plan.getByRole('button', { name: '飲み放題を注文する' })).toHaveCount(0);
  await expect(row).toContainText('ラストオーダー済');

  // The end: the page goes back to the regular menu, and the server refuses the plan's price.
  await expect(phone.getByText('飲み放題は終了しました。通常のメニューからご注文いただけます。')).toBeVisible({ timeout: 75_000 });
  await expect(phone.getByRole('region', { name: '飲み放題' })).toHaveCount(0);
  await expect(row).toContainText('飲み放題 4名 ・ 終了');
  const refused = await phone.evaluate(async () => {
    const url = new URL(location.href);
    const base = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
    const { plans } = (await (await fetch(`${base}/plans`)).json()) as { plans: { id: string; items: { itemId: string }[] }[] };
    const [plan] = plans;
    const res = await fetch(`${base}/plan-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        seatPlanId: plan?.id,
        lines: [{ itemId: plan?.items[0]?.itemId, quantity: 1 }],
        requestKey: 'e2e-plan-after-end',
      }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused).toMatchObject({
    status: 409,
    body: { error: { code: 'PLAN_CLOSED', message: '飲み放題は終了しました。プランの商品はご注文いただけません' } },
  });
  await phone.context().close();
});
