import { readFile } from 'node:fs/promises';
import { callApi, expect, signIn, test } from './fixtures';

test('売上日報 after a paid seat: the day’s figures from the 会計, reached from the sidebar, and its CSV', async ({ page, company }) => {
  await signIn(page, company.admin, '/');
  const itemId = (name: string) => company.items.find((i) => i.name === name)?.id;
  // 2 guests: 唐揚げ ¥680 and ウーロン茶 ×2 ¥600 = ¥1,280, paid ¥1,000 by card and ¥280 in cash.
  expect((await callApi(page, 'POST', `/api/orders/seats/${company.seat.id}/visit`, { adults: 2 })).status).toBe(201);
  const order = await callApi(page, 'POST', '/api/orders', {
    seatId: company.seat.id,
    requestKey: `e2e-report-${Date.now()}`,
    items: [
      { itemId: itemId('唐揚げ'), quantity: 1 },
      { itemId: itemId('ウーロン茶'), quantity: 2 },
    ],
  });
  expect(order.status).toBe(201);
  const closed = await callApi(page, 'POST', `/api/orders/seats/${company.seat.id}/close`, {
    unserved: 'serve',
    payment: {
      total: 1280,
      payments: [
        { method: 'card', amount: 1000 },
        { method: 'cash', amount: 280 },
      ],
    },
  });
  expect(closed.status).toBe(200);

  // Loaded afresh: the order placed above raised no alert on this page.
  await page.reload();
  const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
  await sidebar.getByRole('button', { name: 'オーダー' }).click();
  await sidebar.getByRole('link', { name: '売上日報' }).click();
  await expect(page.getByRole('heading', { name: '売上日報', level: 1 })).toBeVisible();
  // A figure and its name are one row of a description list.
  const figures = (label: string) => page.locator('dl > div', { has: page.getByText(label, { exact: true }) });
  await expect(figures('売上（税込）')).toContainText('¥1,280');
  await expect(figures('売上（税込）')).toContainText('会計 1件');
  await expect(figures('客数')).toContainText('2人');
  await expect(figures('組数')).toContainText('1組');
  await expect(figures('客単価')).toContainText('¥640');
  await expect(figures('カード')).toContainText('¥1,000');
  await expect(figures('現金')).toContainText('¥280');
  await expect(figures('10%対象（税込）')).toContainText('¥1,280');
  const items = page.getByRole('table', { name: '商品別の売上' });
  await expect(items.getByRole('row', { name: /唐揚げ/ })).toContainText('¥680');
  await expect(items.getByRole('row', { name: /ウーロン茶/ })).toContainText('2点');

  await page.getByRole('button', { name: 'CSV出力' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV出力 (UTF-8)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^売上日報_\d{8}\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text).toContain('区分,項目,数量,金額\r\n');
  expect(text).toContain('概要,売上（税込）,1,1280\r\n');
  expect(text).toContain('概要,客数,2,\r\n');
  expect(text).toContain('支払方法,カード,,1000\r\n');
  expect(text).toContain('支払方法,現金,,280\r\n');
  expect(text).toContain('商品別（A）,唐揚げ,1,680\r\n');

  // 月報: the same day in the month's rows.
  await page.getByRole('link', { name: '月報' }).click();
  await expect(page.getByRole('heading', { name: '月報', level: 1 })).toBeVisible();
  await expect(page.locator('dl > div', { has: page.getByText('売上（税込）', { exact: true }) })).toContainText('¥1,280');
});
