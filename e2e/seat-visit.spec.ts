import { callApi, expect, openPhone, orderAtSeat, signIn, test } from './fixtures';

test('an evening at one table on a phone: 来店 4 with お通し, the diners order, 会計 asks about the unserved order, 10% service and cash with change', async ({
  page: staff,
  browser,
  company,
}) => {
  const seat = company.seat.name;
  await staff.setViewportSize({ width: 390, height: 844 });
  await signIn(staff, company.admin, '/order/seats');
  expect((await callApi(staff, 'POST', '/api/menu/items', { name: 'お通し', price: 300 })).status).toBe(201);

  // 座席設定: the store opens its seats at 来店, with an お通し per adult.
  await staff.reload();
  const rules = staff.getByRole('region', { name: '来店とお通し' });
  await rules.getByRole('button', { name: '来店とお通しを設定' }).click();
  const settings = staff.getByRole('dialog', { name: '来店とお通し' });
  await settings.getByLabel('スタッフが来店登録してから注文を受け付ける').check();
  await settings.getByLabel('お通し・テーブルチャージ').selectOption({ label: 'お通し（¥300）' });
  await settings.getByRole('button', { name: '保存' }).click();
  await expect(rules).toContainText('お通し: お通し（¥300）を大人1名ごと');

  // Until staff open the table, its diners are told to wait.
  const phone = await openPhone(browser, company.seat.dinerUrl);
  const waiting = phone.getByRole('region', { name: 'ご案内までお待ちください' });
  await expect(waiting).toBeVisible();

  await staff.goto(`${company.origin}/order?tab=orders`);
  const row = staff.getByRole('region', { name: '座席とお会計' }).getByRole('listitem', { name: seat });
  await expect(row).toContainText('空席');
  await row.getByRole('button', { name: `${seat}の来店登録` }).click();
  const visit = staff.getByRole('dialog', { name: `${seat}の来店登録` });
  await visit.getByLabel('大人').fill('4');
  await visit.getByLabel('団体').check();
  await visit.getByRole('button', { name: '来店を登録' }).click();
  await expect(staff.getByText(`${seat}に4名のご来店を登録しました`)).toBeVisible();
  await expect(row).toContainText('着席');
  await expect(row).toContainText('4名 ・ 1件 ・ ¥1,200');
  // Live: the diner's page stops waiting and takes orders.
  await expect(waiting).toBeHidden();

  await orderAtSeat(staff, company.seat.dinerUrl, 'ウーロン茶', 2, 'e2e-visit-tea');
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await expect(alert).toContainText('1件の新しい注文があります。');
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(row).toContainText('4名 ・ 2件 ・ ¥1,800 ・ 未提供1件');

  // 会計: the unserved order is asked about first.
  await row.getByRole('button', { name: `${seat}のお会計` }).click();
  const pay = staff.getByRole('dialog', { name: `${seat}のお会計` });
  await expect(pay).toContainText('未提供の注文が1件あります');
  await pay.getByRole('button', { name: '提供済みにして会計へ' }).click();
  await expect(pay.getByRole('region', { name: '明細' })).toContainText('お通し ×4¥1,200');
  await expect(pay.getByRole('region', { name: '明細' })).toContainText('ウーロン茶 ×2¥600');
  await pay.getByLabel('サービス料（%）').fill('10');
  // 1,800 + サービス料 180 = 1,980, of which ¥180 tax.
  await expect(pay).toContainText('サービス料 10%¥180');
  await expect(pay).toContainText('合計（税込）¥1,980');
  await expect(pay).toContainText('10%対象 ¥1,980（内消費税 ¥180）');
  await pay.getByRole('button', { name: '¥5,000' }).click();
  await expect(pay).toContainText('お釣り¥3,020');
  const submit = pay.getByRole('button', { name: '会計済みにする' });
  const box = await submit.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await submit.click();
  await expect(staff.getByText(`${seat}を会計済みにしました（お釣り ¥3,020）`)).toBeVisible();

  // The seat is free, its tickets are off the board and the kitchen, and its diners wait again.
  await expect(row).toContainText('空席');
  await expect(row).toContainText('ご注文なし');
  await expect(staff.getByRole('button', { name: '調理開始' })).toHaveCount(0);
  await expect(waiting).toBeVisible();
  await staff.goto(`${company.origin}/order/kitchen`);
  await expect(staff.getByRole('heading', { name: 'キッチン表示' })).toBeVisible();
  await expect(staff.getByRole('listitem', { name: new RegExp(`^${seat} `) })).toHaveCount(0);

  await staff.goto(`${company.origin}/history`);
  await expect(staff.getByRole('row').filter({ hasText: 'お会計' }).first()).toContainText(
    `${seat} ¥1,980、サービス料 10% ¥180、現金 ¥1,980`,
  );
  await phone.context().close();
});
