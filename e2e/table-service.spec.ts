import { callApi, expect, openPhone, orderAtSeat, pdfRendered, signIn, test } from './fixtures';

test('a diner calls staff: the staff are alerted, the call survives a reload, a second call is held back, and 対応済み clears it', async ({
  page: staff,
  browser,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  const phone = await openPhone(browser, company.seat.dinerUrl);
  const requests = phone.getByRole('region', { name: 'お店へのご用件' });
  await requests.getByRole('button', { name: '店員呼び出し' }).click();
  await expect(requests.getByRole('status')).toHaveText('店員を呼びました。少々お待ちください。');

  const alert = staff.getByRole('dialog', { name: 'お客様がお呼びです' });
  await expect(alert).toContainText(`${seat}：店員呼び出し`);
  await alert.getByRole('button', { name: '閉じる' }).click();
  const call = staff.getByRole('listitem', { name: `${seat}の店員呼び出し` });
  await expect(call).toBeVisible();

  // The same call again within 30 s: the server says so, on the button's panel.
  await requests.getByRole('button', { name: '店員呼び出し' }).click();
  await expect(requests.getByRole('status')).toContainText('「店員呼び出し」は送信済みです。店員が参ります。');

  await staff.reload();
  await expect(call).toBeVisible();
  await call.getByRole('button', { name: `${seat}の店員呼び出しを対応済みにする` }).click();
  await expect(staff.getByText(`${seat}の店員呼び出しを対応済みにしました`)).toBeVisible();
  await expect(call).toBeHidden();
  await staff.reload();
  await expect(staff.getByRole('heading', { name: '注文確認' })).toBeVisible();
  await expect(call).toBeHidden();
  await phone.context().close();
});

test('a call at one seat and a bill at another reach the staff as two different alerts', async ({ page: staff, browser, company }) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  const added = await callApi<{ items: { name: string; dinerUrl: string }[] }>(staff, 'POST', '/api/seats', { name: '2番テーブル' });
  const second = added.body.items.find((s) => s.name === '2番テーブル');
  if (!second) throw new Error('the second seat was added');

  const caller = await openPhone(browser, company.seat.dinerUrl);
  const callerPanel = caller.getByRole('region', { name: 'お店へのご用件' });
  await callerPanel.getByRole('button', { name: '店員呼び出し' }).click();
  await expect(callerPanel.getByRole('status')).toHaveText('店員を呼びました。少々お待ちください。');
  const alert = staff.getByRole('dialog', { name: 'お客様がお呼びです' });
  await expect(alert).toContainText(`${seat}：店員呼び出し`);
  const payer = await openPhone(browser, second.dinerUrl);
  const payerPanel = payer.getByRole('region', { name: 'お店へのご用件' });
  await payerPanel.getByRole('button', { name: 'お会計をお願いします' }).click();
  await expect(payerPanel.getByRole('status')).toHaveText('お会計のご依頼を送りました。店員が伺います。');

  // Newest first, each named for what it asks: never two 「呼び出し」 that look alike.
  await expect(alert.getByRole('listitem')).toHaveText([
    /^2番テーブル：お会計お客様がお会計をお待ちです/,
    new RegExp(`^${seat}：店員呼び出しお客様がお呼びです`),
  ]);
  await expect(alert).toContainText('1件の店員呼び出しと1件のお会計があります。');
  await alert.getByRole('button', { name: '閉じる' }).click();

  const panel = staff.getByRole('region', { name: /お客様からの呼び出し/ });
  await expect(panel.getByRole('listitem', { name: `${seat}の店員呼び出し` })).toContainText(`${seat}：店員呼び出し`);
  await expect(panel.getByRole('listitem', { name: '2番テーブルのお会計' })).toContainText('2番テーブル：お会計');
  await expect(panel.getByRole('listitem', { name: '2番テーブルのお会計' })).toContainText('お客様がお会計をお待ちです');
  // On a phone each request stays inside the panel.
  await staff.setViewportSize({ width: 390, height: 844 });
  const frame = await panel.boundingBox();
  for (const item of await panel.getByRole('listitem').all()) {
    const box = await item.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0));
  }
  await caller.context().close();
  await payer.context().close();
});

test('the bill so far: the diner sees the running total, the staff the seat’s total and time, and 会計済み collects it with a receipt', async ({
  page: staff,
  browser,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  await orderAtSeat(staff, company.seat.dinerUrl, 'ウーロン茶', 2, 'e2e-bill-tea');
  await orderAtSeat(staff, company.seat.dinerUrl, '唐揚げ', 1, 'e2e-bill-karaage');
  const orders = await callApi<{ items: { id: string; items: { name: string }[] }[] }>(staff, 'GET', '/api/orders');
  const karaage = orders.body.items.find((o) => o.items[0]?.name === '唐揚げ');
  expect((await callApi(staff, 'PATCH', `/api/orders/${karaage?.id}`, { status: 'cancelled' })).status).toBe(200);
  const ordersAlert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(ordersAlert).toContainText('2件の新しい注文があります。');
  await ordersAlert.getByRole('button', { name: '閉じる' }).click();

  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=history`);
  await expect(phone.getByText('ご注文の合計')).toBeVisible();
  await expect(phone.getByText('¥600', { exact: true }).first()).toBeVisible();
  await phone.getByRole('button', { name: 'お会計をお願いします' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'お会計' })).toHaveText('お会計のご依頼を送りました。店員が伺います。');

  await expect(staff.getByRole('dialog', { name: 'お客様がお呼びです' })).toContainText(`${seat}：お会計`);
  await staff.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();
  const row = staff.getByRole('region', { name: '座席とお会計' }).getByRole('listitem', { name: seat });
  await expect(row).toContainText('お会計待ち');
  await expect(row).toContainText('1件 ・ ¥600 ・ 未提供1件 ・ 滞在 たった今');

  await row.getByRole('button', { name: `${seat}のお会計` }).click();
  const dialog = staff.getByRole('dialog', { name: `${seat}のお会計` });
  await dialog.getByRole('button', { name: '提供済みにして会計へ' }).click();
  await expect(dialog).toContainText('ウーロン茶 ×2¥600');
  await expect(dialog).toContainText('合計（税込）¥600');
  await dialog.getByRole('button', { name: 'ちょうど' }).click();
  await dialog.getByLabel('領収書を発行').check();
  await dialog.getByRole('button', { name: '会計済みにする' }).click();
  const done = staff.getByRole('dialog', { name: '領収書を発行しました' });
  await expect(done).toContainText('¥600', pdfRendered());
  await expect(done.getByRole('link', { name: '領収書を開く' })).toHaveAttribute('href', /^\/api\/orders\/receipts\/.+\/pdf$/);
  await done.getByRole('button', { name: '閉じる', exact: true }).last().click();
  await expect(row).toContainText('ご注文なし');
  // Paid and gone: the seat's お会計をお願いします is answered with it.
  await expect(row).not.toContainText('お会計待ち');
  await expect(staff.getByRole('listitem', { name: `${seat}のお会計` })).toBeHidden();
  await expect(phone.getByText('まだ注文はありません')).toBeVisible();
  await phone.context().close();
});

test('a staff member enters an order for guests without a phone: priced by the server, on the board, the seat and the history', async ({
  page: staff,
  browser,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  await staff.getByRole('button', { name: '代理注文', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: '代理注文' });
  await dialog.getByRole('button', { name: '注文する' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('座席を選んでください');
  await dialog.getByLabel('座席').selectOption({ label: seat });
  await dialog.getByRole('tab', { name: 'フード' }).click();
  await dialog.getByRole('button', { name: '枝豆を追加' }).click();
  await dialog.getByRole('button', { name: '枝豆を増やす' }).click();
  await dialog.getByRole('tab', { name: 'ドリンク' }).click();
  await dialog.getByRole('button', { name: 'ウーロン茶を追加' }).click();
  await expect(dialog.getByLabel('枝豆の数量')).toHaveText('2');
  await expect(dialog).toContainText('¥1,060');
  await dialog.getByRole('button', { name: '注文する' }).click();
  await expect(staff.getByText(`${seat}の注文を登録しました（¥1,060）`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Every staff screen is alerted as for a diner's order, this one included.
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toContainText('合計 ¥1,060');
  await alert.getByRole('button', { name: '閉じる' }).click();
  const card = staff.getByRole('article', { name: new RegExp(`^${seat} `) }).first();
  await expect(card).toContainText('枝豆');
  await expect(card).toContainText('合計 ¥1,060');

  const phone = await openPhone(browser, `${company.seat.dinerUrl}&page=history`);
  await expect(phone.getByRole('list', { name: '注文履歴' })).toContainText('枝豆');
  await phone.context().close();

  await staff.goto(`${company.origin}/history`);
  await expect(staff.getByRole('row').filter({ hasText: '代理注文' })).toContainText(`${seat} 枝豆 ×2、ウーロン茶 ×1（¥1,060）`);
});

test('代理注文 of an item with options: picked by the diner’s rules, priced by the server, on the board and the kitchen view', async ({
  page: staff,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  const karaage = company.items.find((i) => i.name === '唐揚げ');
  const saved = await callApi(staff, 'PUT', `/api/menu/items/${karaage?.id}/options`, {
    groups: [
      { name: '味付け', minChoices: 1, maxChoices: 1, choices: [{ name: '塩' }, { name: 'ガーリック', priceDelta: 50 }] },
      {
        name: '追加',
        minChoices: 0,
        maxChoices: 1,
        choices: [
          { name: '大盛り', priceDelta: 200 },
          { name: 'レモン', isSoldOut: true },
        ],
      },
    ],
  });
  expect(saved.status).toBe(200);
  await staff.getByRole('button', { name: '代理注文', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: '代理注文' });
  await dialog.getByLabel('座席').selectOption({ label: seat });
  await dialog.getByRole('tab', { name: 'フード' }).click();
  await dialog.getByRole('button', { name: '唐揚げのオプションを選ぶ' }).click();
  const picker = dialog.getByRole('group', { name: '唐揚げのオプション' });
  await expect(picker.getByLabel('塩')).toBeChecked();
  await expect(picker.getByLabel('レモン')).toBeDisabled();
  await picker.getByLabel('ガーリック（+50円）').check();
  await picker.getByLabel('大盛り（+200円）').check();
  await picker.getByRole('button', { name: '追加 ¥930' }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole('button', { name: '唐揚げ（ガーリック・大盛り）を増やす' }).click();
  await expect(dialog.getByLabel('唐揚げ（ガーリック・大盛り）の数量')).toHaveText('2');
  await expect(dialog).toContainText('¥1,860');
  await dialog.getByRole('button', { name: '注文する' }).click();
  await expect(staff.getByText(`${seat}の注文を登録しました（¥1,860）`)).toBeVisible();

  await staff.getByRole('dialog', { name: '新しい注文が入りました' }).getByRole('button', { name: '閉じる' }).click();
  const card = staff.getByRole('article', { name: new RegExp(`^${seat} `) }).first();
  await expect(card).toContainText('味付け: ガーリック / 追加: 大盛り');
  await expect(card).toContainText('合計 ¥1,860');
  await staff.getByRole('link', { name: 'キッチン表示' }).click();
  await expect(staff.getByRole('list', { name: '新規の注文' })).toContainText('唐揚げ（ガーリック・大盛り）×2');
});

test('the kitchen view shows open orders in large type, live, and one tap moves an order on', async ({ page: staff, company }) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  await orderAtSeat(staff, company.seat.dinerUrl, '唐揚げ', 2, 'e2e-kitchen-first');
  await staff.getByRole('dialog', { name: '新しい注文が入りました' }).getByRole('button', { name: '閉じる' }).click();
  await staff.getByRole('link', { name: 'キッチン表示' }).click();
  await expect(staff).toHaveURL(`${company.origin}/order/kitchen`);
  await expect(staff.getByRole('heading', { name: 'キッチン表示' })).toBeVisible();
  const fresh = staff.getByRole('list', { name: '新規の注文' });
  const cooking = staff.getByRole('region', { name: /^調理中/ });
  await expect(fresh.getByRole('listitem')).toHaveCount(1);
  await expect(fresh).toContainText('唐揚げ×2');

  // A new order arrives on the board by itself, without a dialog over it.
  await orderAtSeat(staff, company.seat.dinerUrl, '枝豆', 1, 'e2e-kitchen-second');
  await expect(fresh.getByRole('listitem')).toHaveCount(2);
  await expect(staff.getByRole('dialog')).toHaveCount(0);

  await fresh
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /を「調理中」にする$/ })
    .click();
  await expect(cooking.getByRole('listitem')).toHaveCount(1);
  await expect(cooking).toContainText('唐揚げ×2');
  await expect(fresh.getByRole('listitem')).toHaveCount(1);
  await cooking.getByRole('button', { name: new RegExp(`^${seat} .+を「提供済」にする$`) }).click();
  await expect(staff.getByText('調理中の注文はありません')).toBeVisible();
  await expect(fresh).toContainText('枝豆×1');
});
