/**
 * Takes three pictures of a restaurant's evening, against a running server with the demo data (a
 * fresh one: it seats guests, starts a plan, orders and pays at several seats):
 * - docs/screenshots/plan-countdown-phone.png: a diner's 390 px phone with 飲み放題 counting down;
 * - docs/screenshots/kitchen-ticket.png: a kitchen ticket as the browser prints it (80 mm paper);
 * - docs/screenshots/daily-report.png: 売上日報 after a few paid seats.
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-evening.ts
 */
import { defaultChoices, type MenuOptionGroup } from '../src/core/item-options';
import { base, launch, signedInDemoAdmin } from './screenshot-demo';

const browser = await launch();
const { page, call } = await signedInDemoAdmin(browser, { width: 1280, height: 800 });

type Seat = { id: string; name: string; dinerUrl: string };
const { items: seats } = await call<{ items: Seat[] }>('GET', '/api/seats');
const { items: menu } = await call<{ items: { id: string; name: string; optionGroups: MenuOptionGroup[] }[] }>('GET', '/api/orders/menu');
const itemId = (name: string) => menu.find((i) => i.name === name)?.id;

/** 代理注文 at a seat; answers the order's id. */
async function order(seat: Seat, lines: [string, number][]) {
  const placed = await call<{ id: string }>('POST', '/api/orders', {
    seatId: seat.id,
    items: lines.map(([name, quantity]) => {
      const item = menu.find((i) => i.name === name);
      return { itemId: item?.id, quantity, choiceIds: defaultChoices(item?.optionGroups ?? []) };
    }),
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
  return placed.id;
}

/** 会計 of a seat at its bill's total (orders not served yet kept as served), by the given method. */
async function pay(seat: Seat, method: 'cash' | 'card', serviceChargePercent = 0) {
  const bill = await call<{ items: { seatId: string; total: number }[] }>('GET', '/api/orders/seat-bills');
  const itemsTotal = bill.items.find((b) => b.seatId === seat.id)?.total ?? 0;
  const total = itemsTotal + Math.floor((itemsTotal * serviceChargePercent) / 100);
  await call('POST', `/api/orders/seats/${seat.id}/close`, {
    unserved: 'serve',
    payment: { total, serviceChargePercent, payments: [{ method, amount: total }] },
  });
}

const [t1, t2, t3, t4] = seats.filter((s) => !s.name.startsWith('カウンター'));
if (!t1 || !t2 || !t3 || !t4) throw new Error('the demo data has at least four tables');

// 売上日報: three parties paid, in cash and by card.
await call('POST', `/api/orders/seats/${t2.id}/visit`, { adults: 3 });
await order(t2, [
  ['生ビール', 3],
  ['枝豆', 2],
  ['唐揚げ', 2],
]);
await pay(t2, 'cash');
await call('POST', `/api/orders/seats/${t3.id}/visit`, { adults: 2, children: 1 });
await order(t3, [
  ['ウーロン茶', 3],
  ['唐揚げ', 1],
]);
await pay(t3, 'card');
await call('POST', `/api/orders/seats/${t4.id}/visit`, { adults: 2 });
await order(t4, [
  ['生ビール', 4],
  ['枝豆', 1],
]);
await pay(t4, 'cash');
// Tall enough for the report down to its items, which scroll inside the shell on a shorter window.
await page.setViewportSize({ width: 1280, height: 1500 });
await page.goto(`${base}/order/report`);
await page
  .getByRole('table', { name: '商品別の売上' })
  .getByRole('row', { name: /唐揚げ/ })
  .waitFor();
// The hourly chart grows into place.
await page.waitForTimeout(1_000);
await page.screenshot({ path: 'docs/screenshots/daily-report.png' });
await page.setViewportSize({ width: 1280, height: 800 });
console.log('docs/screenshots/daily-report.png');

// 飲み放題 for 4 at a table, seen on a diner's phone.
const plan = {
  name: '飲み放題 90分',
  price: 1_800,
  minutes: 90,
  lastOrderMinutes: 30,
  items: ['生ビール', 'ウーロン茶'].map((name) => ({ itemId: itemId(name), price: 0 })),
};
const created = await call<{ items: { id: string; name: string }[] }>('POST', '/api/menu/plans', plan);
const planId = created.items.find((p) => p.name === plan.name)?.id;
await call('POST', `/api/orders/seats/${t1.id}/visit`, { adults: 4 });
await call('POST', `/api/orders/seats/${t1.id}/plans`, { planId, people: 4 });
const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
await phone.goto(`${t1.dinerUrl}&page=menu`);
await phone.getByRole('timer', { name: `${plan.name}の残り時間` }).waitFor();
await phone.screenshot({ path: 'docs/screenshots/plan-countdown-phone.png' });
console.log('docs/screenshots/plan-countdown-phone.png');

// A kitchen ticket the printer did not take, printed from the browser: the print layout itself.
const ticketOrder = await order(t1, [
  ['唐揚げ', 2],
  ['枝豆', 1],
]);
await call('POST', '/api/orders/print-jobs', {
  kind: 'ticket',
  route: 'kitchen',
  sourceId: ticketOrder,
  error: 'プリンターが応答しません',
});
// The print dialog itself is the browser's: kept shut, so the sheet stays for the picture.
await page.addInitScript(() => {
  window.print = () => undefined;
});
await page.goto(`${base}/order?tab=orders`);
await page.getByRole('alert', { name: '印刷できなかった伝票' }).getByRole('button', { name: 'ブラウザで印刷' }).first().click();
const sheet = page.locator('[data-thermal-sheet]');
await sheet.waitFor({ state: 'attached' });
await page.emulateMedia({ media: 'print' });
await sheet.screenshot({ path: 'docs/screenshots/kitchen-ticket.png' });
console.log('docs/screenshots/kitchen-ticket.png');
await browser.close();
