/**
 * Takes docs/screenshots/kitchen.png: キッチン表示 on a 1280×800 tablet with 新規 and 調理中 orders,
 * against a running server with the demo data (a fresh one: it places orders at four seats).
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-kitchen.ts
 */
import { defaultChoices, type MenuOptionGroup } from '../src/core/item-options';
import { base, launch, signedInDemoAdmin } from './screenshot-demo';

const browser = await launch();
const { page, call } = await signedInDemoAdmin(browser, { width: 1280, height: 800 });

/** 代理注文 at a seat: the quickest way to place a demo order from the signed-in page. */
async function order(seatName: string, lines: [string, number][], note = '') {
  const { items: seats } = await call<{ items: { seatId: string; seatName: string }[] }>('GET', '/api/orders/seat-bills');
  const { items: menu } = await call<{ items: { id: string; name: string; optionGroups: MenuOptionGroup[] }[] }>('GET', '/api/orders/menu');
  const placed = await call<{ id: string }>('POST', '/api/orders', {
    seatId: seats.find((s) => s.seatName === seatName)?.seatId,
    items: lines.map(([name, quantity]) => {
      const item = menu.find((i) => i.name === name);
      // What a member picks first in the dialog: each 必須 group's first choice.
      return { itemId: item?.id, quantity, choiceIds: defaultChoices(item?.optionGroups ?? []) };
    }),
    note,
    requestKey: crypto.randomUUID().replaceAll('-', ''),
  });
  return placed.id;
}

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
