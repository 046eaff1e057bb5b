/**
 * Takes docs/screenshots/kitchen.png: キッチン表示 on a 1280×800 tablet with 新規 and 調理中 orders,
 * against a running server with the demo data (a fresh one: it places orders at four seats).
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-kitchen.ts
 */
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://demo.localhost:3000';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });

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

/** 代理注文 at a seat: the quickest way to place a demo order from the signed-in page. */
async function order(seatName: string, lines: [string, number][], note = '') {
  const { items: seats } = await call<{ items: { seatId: string; seatName: string }[] }>('GET', '/api/orders/seat-bills');
  const { items: menu } = await call<{ items: { id: string; name: string }[] }>('GET', '/api/orders/menu');
  const placed = await call<{ id: string }>('POST', '/api/orders', {
    seatId: seats.find((s) => s.seatName === seatName)?.seatId,
    items: lines.map(([name, quantity]) => ({ itemId: menu.find((i) => i.name === name)?.id, quantity })),
    note,
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
  return placed.id;
}

await page.goto(`${base}/login`);
await page.getByLabel('メールアドレス').fill('admin@demo.example');
await page.getByLabel('パスワード', { exact: true }).fill('demo-pass-2026');
await page.getByRole('button', { name: 'ログイン' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const first = await order('テーブル3', [
  ['生ビール', 2],
  ['枝豆', 1],
]);
const second = await order('カウンター1', [['唐揚げ', 1]], 'レモン多めで');
await order('テーブル5', [
  ['ウーロン茶', 2],
  ['唐揚げ', 2],
]);
await order('テーブル2', [['生ビール', 1]]);
await call('PATCH', `/api/orders/${first}`, { status: 'cooking' });
await call('PATCH', `/api/orders/${second}`, { status: 'cooking' });
await page.goto(`${base}/order/kitchen`);
await page.getByRole('list', { name: '新規の注文' }).getByRole('listitem').first().waitFor();
await page.getByText('リアルタイム').waitFor();
await page.screenshot({ path: 'docs/screenshots/kitchen.png' });
console.log('docs/screenshots/kitchen.png');
await browser.close();
