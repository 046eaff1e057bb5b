import { callApi, expect, signIn, test } from './fixtures';

test('a party moved to another table, then its bill split 2 ways (割り勘) with a 10% service charge, each part paid with its receipt', async ({
  page: staff,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  const menu = await callApi<{ items: { id: string; name: string }[] }>(staff, 'POST', '/api/menu/items', {
    name: '特製おつまみ盛り',
    price: 701,
  });
  const dish = menu.body.items.find((i) => i.name === '特製おつまみ盛り');
  expect((await callApi(staff, 'POST', '/api/seats', { name: '窓側2' })).status).toBe(201);
  // 代理注文 of the table's おつまみ盛り (priced by the server from the menu).
  const order = { seatId: company.seat.id, items: [{ itemId: dish?.id, quantity: 1 }], requestKey: 'e2e-move-edamame' };
  expect((await callApi(staff, 'POST', '/api/orders', order)).status).toBe(201);
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await alert.getByRole('button', { name: '閉じる' }).click();

  // テーブル移動: the party goes to the free table; its seat is free again.
  const seats = staff.getByRole('region', { name: '座席とお会計' });
  const from = seats.getByRole('listitem', { name: seat });
  const to = seats.getByRole('listitem', { name: '窓側2' });
  await expect(from).toContainText('1件 ・ ¥701');
  await from.getByRole('button', { name: `${seat}の移動・連結` }).click();
  const moving = staff.getByRole('dialog', { name: `${seat}の移動・連結` });
  await moving.getByLabel('移動先の座席').selectOption({ label: '窓側2' });
  await moving.getByRole('button', { name: '移動する' }).click();
  await expect(staff.getByText(`${seat}のお客様を窓側2へ移動しました`)).toBeVisible();
  await expect(from).toContainText('空席');
  await expect(to).toContainText('着席');
  await expect(to).toContainText('1件 ・ ¥701');

  // 会計 in two: ¥701 + サービス料 10% (¥70) = ¥771 → ¥386 + ¥385.
  await to.getByRole('button', { name: '窓側2のお会計' }).click();
  const pay = staff.getByRole('dialog', { name: '窓側2のお会計' });
  await pay.getByRole('button', { name: '提供済みにして会計へ' }).click();
  await pay.getByLabel('サービス料（%）').fill('10');
  await expect(pay).toContainText('合計（税込）¥771');
  await pay.getByLabel('割り勘（人数、分けない場合は空欄）').fill('2');
  await expect(pay).toContainText('¥771 ÷ 2 = ¥386 + ¥385');
  await expect(pay).toContainText('1/2人目のお会計 ¥386');
  await pay.getByRole('button', { name: '¥1,000' }).click();
  await expect(pay).toContainText('お釣り¥614');
  await pay.getByLabel('領収書を発行').check();
  await pay.getByRole('button', { name: '1/2人目を会計する' }).click();
  const issued = staff.getByRole('dialog', { name: '領収書を発行しました' });
  await expect(issued).toContainText('¥386');
  await issued.getByRole('button', { name: '次のお会計へ' }).click();

  const second = staff.getByRole('dialog', { name: '窓側2のお会計' });
  await expect(second).toContainText('2/2人目のお会計 ¥385');
  await expect(second).toContainText('割り勘の途中です');
  await second.getByLabel('お預かり（現金）').fill('385');
  await expect(second).toContainText('お釣り¥0');
  await second.getByLabel('領収書を発行').check();
  await second.getByRole('button', { name: '会計済みにする' }).click();
  await expect(staff.getByRole('dialog', { name: '領収書を発行しました' })).toContainText('¥385');
  await staff.getByRole('dialog', { name: '領収書を発行しました' }).getByRole('button', { name: '閉じる' }).first().click();
  await expect(to).toContainText('空席');

  // Two receipts, one per part.
  const receipts = await callApi<{ items: { total: number }[] }>(staff, 'GET', '/api/documents/receipt');
  expect(receipts.body.items.map((r) => r.total).sort()).toEqual([385, 386]);
});

test('分割会計 by items: each part ticks its lines and how many, pays them with its receipt, and the seat is free after the last', async ({
  page: staff,
  company,
}) => {
  const seat = company.seat.name;
  await signIn(staff, company.admin, '/order?tab=orders');
  const dish = { name: '特製おつまみ盛り', price: 701 };
  const made = await callApi<{ items: { id: string; name: string }[] }>(staff, 'POST', '/api/menu/items', dish);
  const tea = company.items.find((i) => i.name === 'ウーロン茶');
  const teaPrice = 300;
  const order = {
    seatId: company.seat.id,
    items: [
      { itemId: made.body.items.find((i) => i.name === dish.name)?.id, quantity: 1 },
      { itemId: tea?.id, quantity: 2 },
    ],
    requestKey: 'e2e-split-by-items',
  };
  expect((await callApi(staff, 'POST', '/api/orders', order)).status).toBe(201);
  await staff.getByRole('dialog', { name: '新しい注文が入りました' }).getByRole('button', { name: '閉じる' }).click();
  const row = staff.getByRole('region', { name: '座席とお会計' }).getByRole('listitem', { name: seat });
  await expect(row).toContainText(`¥${(dish.price + 2 * teaPrice).toLocaleString()}`);

  // The first guest pays the dish and one of the two teas.
  await row.getByRole('button', { name: `${seat}のお会計` }).click();
  const pay = staff.getByRole('dialog', { name: `${seat}のお会計` });
  await pay.getByRole('button', { name: '提供済みにして会計へ' }).click();
  await pay.getByRole('checkbox', { name: '品目で分ける' }).check();
  await pay.getByLabel(`${dish.name}（¥701）`).check();
  await pay.getByLabel('ウーロン茶（¥300）').check();
  await pay.getByLabel('ウーロン茶の数量').selectOption('1');
  const first = dish.price + teaPrice;
  await expect(pay).toContainText(`選んだ品目 ¥1,001 ・ 残り ¥${teaPrice}`);
  await expect(pay).toContainText(`合計（税込）¥1,001`);
  await expect(pay).toContainText('10%対象 ¥1,001（内消費税 ¥91）');
  await pay.getByLabel('お預かり（現金）').fill('2000');
  await expect(pay).toContainText(`お釣り¥${(2000 - first).toLocaleString()}`);
  await pay.getByLabel('領収書を発行').check();
  await pay.getByRole('button', { name: '選んだ品目を会計する' }).click();
  const issued = staff.getByRole('dialog', { name: '領収書を発行しました' });
  await expect(issued).toContainText('¥1,001');
  await issued.getByRole('button', { name: '次のお会計へ' }).click();

  // The rest: one tea, on the bill alone; 品目で分ける stays on until the last.
  const lines = pay.getByRole('region', { name: '明細' });
  await expect(lines).toContainText('ウーロン茶 ×1¥300');
  await expect(lines).not.toContainText(dish.name);
  await expect(pay).toContainText('品目ごとの分割会計の途中です');
  await expect(pay.getByRole('checkbox', { name: '品目で分ける' })).toBeChecked();
  await expect(pay.getByRole('checkbox', { name: '品目で分ける' })).toBeDisabled();
  await pay.getByLabel('ウーロン茶（¥300）').check();
  await expect(pay).toContainText('合計（税込）¥300');
  await pay.getByRole('button', { name: 'ちょうど' }).click();
  await pay.getByLabel('領収書を発行').check();
  await pay.getByRole('button', { name: '会計済みにする' }).click();
  await expect(issued).toContainText('¥300');
  await issued.getByRole('button', { name: '閉じる' }).first().click();
  await expect(row).toContainText('空席');

  const receipts = await callApi<{ items: { total: number }[] }>(staff, 'GET', '/api/documents/receipt');
  expect(receipts.body.items.map((r) => r.total).sort((a, b) => a - b)).toEqual([teaPrice, first]);
});
