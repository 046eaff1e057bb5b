import type { Page } from '@playwright/test';
import { callApi, expect, type Restaurant, signIn, test } from './fixtures';

type Placed = { order: { id: string } };

/** A diner's order at the restaurant's seat, sent from a page on its host (the diner API needs no sign-in). */
async function placeOrder(page: Page, company: Restaurant, lines: [name: string, quantity: number][], key: string) {
  const url = new URL(company.seat.dinerUrl);
  const base = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
  for (const [name, quantity] of lines) {
    const item = company.items.find((i) => i.name === name);
    expect((await callApi(page, 'POST', `${base}/cart/items`, { itemId: item?.id, quantity })).status).toBe(200);
  }
  const placed = await callApi<Placed>(page, 'POST', `${base}/orders`, { requestKey: `${key}-${Date.now()}` });
  expect(placed.status).toBe(201);
  return placed.body.order.id;
}

const setStatus = async (page: Page, id: string, status: string) =>
  expect((await callApi(page, 'PATCH', `/api/orders/${id}`, { status })).status).toBe(200);

const cards = (page: Page) => page.getByRole('article');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('注文確認 shows the order waiting longest at the top, open ones first, finished ones below', async ({ page, company }) => {
    await signIn(page, company.admin, '/order?tab=orders');
    const first = await placeOrder(page, company, [['唐揚げ', 1]], 'first');
    const second = await placeOrder(page, company, [['ウーロン茶', 1]], 'second');
    await placeOrder(page, company, [['枝豆', 1]], 'third');
    await placeOrder(page, company, [['枝豆', 3]], 'fourth');
    await setStatus(page, first, 'cooking');
    await setStatus(page, second, 'cooking');
    await setStatus(page, second, 'served');

    await page.goto(`${company.origin}/order?tab=orders`);
    const open = page.getByRole('region', { name: /対応中の注文/ });
    await expect(open.getByRole('article')).toHaveCount(3);
    await expect(cards(page).first()).toContainText('唐揚げ');
    await expect(cards(page).first()).toContainText('調理中');
    await expect(open.getByRole('article').nth(1)).toContainText('枝豆×1');
    await expect(open.getByRole('article').nth(2)).toContainText('枝豆×3');
    const done = page.getByRole('region', { name: /本日の提供済・キャンセル/ });
    await expect(done.getByRole('article')).toHaveCount(1);
    await expect(done.getByRole('article')).toContainText('ウーロン茶');

    // The top card is in view on arrival, without scrolling.
    await expect(cards(page).first()).toBeInViewport();
    await expect(cards(page).first().getByRole('button', { name: '提供済にする' })).toBeVisible();
  });

  test('cancelling says 注文を取り消す / 戻る, never キャンセル, and sits away from 調理開始', async ({ page, company }) => {
    await signIn(page, company.admin, '/order?tab=orders');
    await placeOrder(page, company, [['唐揚げ', 2]], 'cancel-me');
    await page.goto(`${company.origin}/order?tab=orders`);
    const card = cards(page).first();
    await expect(card.getByRole('button', { name: '調理開始' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'キャンセル' })).toHaveCount(0);

    const cancel = await card.getByRole('button', { name: '注文を取り消す' }).boundingBox();
    const start = await card.getByRole('button', { name: '調理開始' }).boundingBox();
    if (!cancel || !start) throw new Error('both buttons are shown');
    expect(start.x - (cancel.x + cancel.width)).toBeGreaterThanOrEqual(48);

    await card.getByRole('button', { name: '注文を取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この注文を取り消しますか？' });
    await expect(dialog.getByRole('button')).toHaveText(['戻る', '注文を取り消す']);
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('新規');

    await card.getByRole('button', { name: '注文を取り消す' }).click();
    await dialog.getByRole('button', { name: '注文を取り消す' }).click();
    await expect(page.getByText('注文を「キャンセル」にしました')).toBeVisible();
    const done = page.getByRole('region', { name: /本日の提供済・キャンセル/ });
    await expect(done.getByRole('article')).toContainText('唐揚げ');
    await expect(page.getByText('対応中の注文はありません')).toBeVisible();
  });
});
