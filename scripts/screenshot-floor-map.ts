/**
 * Takes docs/screenshots/floor-map.png: 注文確認's 座席マップ on a 1024×768 tablet, against a running
 * server with the demo data (a fresh one: it arranges the seats, seats guests, orders and calls).
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-floor-map.ts
 */
import { defaultChoices, type MenuOptionGroup } from '../src/core/item-options';
import { base, launch, signedInDemoAdmin } from './screenshot-demo';

const browser = await launch();
const { page, call } = await signedInDemoAdmin(browser, { width: 1024, height: 768 });

type Seat = { id: string; name: string; dinerUrl: string };
const { items: seats } = await call<{ items: Seat[] }>('GET', '/api/seats');
const { items: menu } = await call<{ items: { id: string; name: string; optionGroups: MenuOptionGroup[] }[] }>('GET', '/api/orders/menu');

// Tables in two rows of 4人席, the counter's seats along the bottom.
const tables = seats.filter((s) => !s.name.startsWith('カウンター'));
const counter = seats.filter((s) => s.name.startsWith('カウンター'));
for (const [i, seat] of tables.entries())
  await call('PUT', `/api/seats/${seat.id}/placement`, { x: 1 + (i % 4) * 4, y: 1 + Math.floor(i / 4) * 3, w: 3, h: 2, shape: 'table4' });
for (const [i, seat] of counter.entries())
  await call('PUT', `/api/seats/${seat.id}/placement`, { x: 1 + i * 2, y: 8, w: 2, h: 1, shape: 'counter' });

async function order(seat: Seat, lines: [string, number][]) {
  await call('POST', '/api/orders', {
    seatId: seat.id,
    items: lines.map(([name, quantity]) => {
      const item = menu.find((i) => i.name === name);
      return { itemId: item?.id, quantity, choiceIds: defaultChoices(item?.optionGroups ?? []) };
    }),
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
}

/** A diner's request at the seat, through its own page's API. */
async function request(seat: Seat, kind: 'call' | 'bill') {
  const url = new URL(seat.dinerUrl);
  await call('POST', `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}/requests`, { kind });
}

const [t1, t2, t3, t4, t5] = tables;
if (t1) await call('POST', `/api/orders/seats/${t1.id}/visit`, { adults: 2 });
if (t2) {
  await call('POST', `/api/orders/seats/${t2.id}/visit`, { adults: 3, children: 1 });
  await order(t2, [
    ['生ビール', 2],
    ['枝豆', 1],
  ]);
}
if (t3) {
  await order(t3, [['唐揚げ', 1]]);
  await request(t3, 'call');
}
if (t4) {
  await call('POST', `/api/orders/seats/${t4.id}/visit`, { adults: 4 });
  await request(t4, 'bill');
}
if (t5) await order(t5, [['ウーロン茶', 2]]);

await page.goto(`${base}/order?tab=orders`);
await page.getByRole('button', { name: 'マップ', exact: true }).click();
const map = page.getByRole('region', { name: '座席マップ', exact: true });
await map.getByRole('region', { name: '座席マップ（フロア）' }).getByRole('button').first().waitFor();
await page.getByText('リアルタイム', { exact: false }).first().waitFor();
await map.screenshot({ path: 'docs/screenshots/floor-map.png' });
console.log('docs/screenshots/floor-map.png');
await browser.close();
