/**
 * Takes docs/screenshots/order-board-phone.png: 注文確認 on a 390×844 phone with open orders,
 * against a running server with the demo data (a fresh one: it places orders at three seats).
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-order-board.ts
 */
import { defaultChoices, type MenuOptionGroup } from '../src/core/item-options';
import { base, launch, signedInDemoAdmin } from './screenshot-demo';

const browser = await launch();
const { page, call } = await signedInDemoAdmin(browser, { width: 390, height: 844 });

async function order(seatName: string, lines: [string, number][], note = '') {
  const { items: seats } = await call<{ items: { name: string; dinerUrl: string }[] }>('GET', '/api/seats');
  const url = new URL(seats.find((s) => s.name === seatName)?.dinerUrl ?? '');
  const diner = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
  const { items: menu } = await call<{ items: { id: string; name: string; optionGroups: MenuOptionGroup[] }[] }>('GET', diner);
  for (const [name, quantity] of lines) {
    const item = menu.find((i) => i.name === name);
    // What the diner's option sheet picks first: each 必須 group's first choice.
    await call('POST', `${diner}/cart/items`, { itemId: item?.id, quantity, choiceIds: defaultChoices(item?.optionGroups ?? []) });
  }
  const placed = await call<{ order: { id: string } }>('POST', `${diner}/orders`, {
    note,
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
  await page.waitForTimeout(1500);
  return placed.order.id;
}

const first = await order('テーブル3', [
  ['生ビール', 2],
  ['枝豆', 1],
]);
await order('カウンター1', [['唐揚げ', 1]], 'レモン多めで');
const served = await order('テーブル5', [['ウーロン茶', 1]]);
await order('テーブル2', [['生ビール', 1]]);
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
