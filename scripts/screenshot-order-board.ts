/**
 * Takes docs/screenshots/order-board-phone.png: 注文確認 on a 390×844 phone with open orders,
 * against a running server with the demo data (a fresh one: it places orders at three seats).
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-order-board.ts
 */
import { chromium, type Page } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://demo.localhost:3000';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

async function order(page: Page, seatName: string, lines: [string, number][], note = '') {
  const { items: seats } = await call<{ items: { name: string; dinerUrl: string }[] }>('GET', '/api/seats');
  const url = new URL(seats.find((s) => s.name === seatName)?.dinerUrl ?? '');
  const diner = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
  const { items: menu } = await call<{ items: { id: string; name: string }[] }>('GET', diner);
  for (const [name, quantity] of lines)
    await call('POST', `${diner}/cart/items`, { itemId: menu.find((i) => i.name === name)?.id, quantity });
  const placed = await call<{ order: { id: string } }>('POST', `${diner}/orders`, {
    note,
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
  await page.waitForTimeout(1500);
  return placed.order.id;
}

await page.goto(`${base}/login`);
await page.getByLabel('メールアドレス').fill('admin@demo.example');
await page.getByLabel('パスワード', { exact: true }).fill('demo-pass-2026');
await page.getByRole('button', { name: 'ログイン' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const first = await order(page, 'テーブル3', [
  ['生ビール', 2],
  ['枝豆', 1],
]);
await order(page, 'カウンター1', [['唐揚げ', 1]], 'レモン多めで');
const served = await order(page, 'テーブル5', [['ウーロン茶', 1]]);
await order(page, 'テーブル2', [['生ビール', 1]]);
await call('PATCH', `/api/orders/${first}`, { status: 'cooking' });
await call('PATCH', `/api/orders/${served}`, { status: 'cooking' });
await call('PATCH', `/api/orders/${served}`, { status: 'served' });
// A fresh page session: the new-order alert is for orders after it started.
await page.goto(`${base}/order?tab=orders`);
await page
  .getByRole('region', { name: /対応中の注文/ })
  .getByRole('article')
  .first()
  .waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: 'docs/screenshots/order-board-phone.png' });
console.log('docs/screenshots/order-board-phone.png');
await browser.close();
