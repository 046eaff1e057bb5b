import type { Browser } from '@playwright/test';
import { cartLine, expect, openPhone, type Restaurant, signIn, test } from './fixtures';

/** Two phones at the seat, both on the cart page, with 唐揚げ in the shared cart. */
async function twoPhonesWithKaraage(browser: Browser, company: Restaurant) {
  const phoneA = await openPhone(browser, `${company.seat.dinerUrl}&page=menu`);
  await phoneA.getByRole('button', { name: '唐揚げをカートに追加' }).click();
  await expect(phoneA.getByRole('link', { name: /カートを見る/ })).toContainText('1点');
  await phoneA.getByRole('link', { name: /カートを見る/ }).click();
  const phoneB = await openPhone(browser, `${company.seat.dinerUrl}&page=cart`);
  await expect(cartLine(phoneA, '唐揚げ')).toBeVisible();
  await expect(cartLine(phoneB, '唐揚げ')).toBeVisible();
  return { phoneA, phoneB };
}

test('the shared cart follows the other phone live (the time is printed)', async ({ browser, company }) => {
  const { phoneA, phoneB } = await twoPhonesWithKaraage(browser, company);
  const quantityOnB = cartLine(phoneB, '唐揚げ').getByRole('status');
  const times: number[] = [];
  // The same change timed from outside the pages, as a test that polls sees it (for comparison).
  const polled: number[] = [];
  for (const quantity of [2, 3, 4]) {
    // Time from the tap on phone A until phone B shows it, measured inside phone B's page.
    await phoneB.evaluate((expected) => {
      const w = window as unknown as { syncedAt?: Promise<number> };
      w.syncedAt = new Promise((resolve) => {
        const seen = () => [...document.querySelectorAll('output')].some((o) => o.textContent === String(expected));
        new MutationObserver(() => seen() && resolve(performance.timeOrigin + performance.now())).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    }, quantity);
    await phoneA.evaluate(() => {
      const w = window as unknown as { tappedAt?: number };
      addEventListener('click', () => (w.tappedAt = performance.timeOrigin + performance.now()), { capture: true, once: true });
    });
    const before = Date.now();
    await cartLine(phoneA, '唐揚げ').getByRole('button', { name: '1つ増やす' }).click();
    await expect(quantityOnB).toHaveText(String(quantity));
    polled.push(Date.now() - before);
    const tappedAt = await phoneA.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt);
    const syncedAt = await phoneB.evaluate(() => (window as unknown as { syncedAt: Promise<number> }).syncedAt);
    times.push(Math.round(syncedAt - tappedAt));
  }
  console.log(`shared cart: phone B showed phone A's change after ${times.join(', ')} ms (polled from outside: ${polled.join(', ')} ms)`);
  await expect(phoneB.getByRole('button', { name: '注文する' })).toBeEnabled();
  await expect(cartLine(phoneB, '唐揚げ')).toContainText('¥2,720');
});

test('a cart line going 売り切れ is marked at once and 注文する says why it is disabled', async ({ page: staff, browser, company }) => {
  const { phoneB } = await twoPhonesWithKaraage(browser, company);
  await expect(phoneB.getByRole('button', { name: '注文する' })).toBeEnabled();

  await signIn(staff, company.admin, '/order/menu');
  await staff.getByRole('switch', { name: '唐揚げを売り切れにする' }).click();

  await expect(cartLine(phoneB, '唐揚げ')).toContainText('売り切れのため注文できません');
  await expect(phoneB.getByRole('button', { name: '注文する' })).toBeDisabled();
  await expect(phoneB.getByText('売り切れの商品を削除してからご注文ください')).toBeVisible();

  await staff.getByRole('switch', { name: '唐揚げを売り切れにする' }).click();
  await expect(cartLine(phoneB, '唐揚げ')).not.toContainText('売り切れ');
  await expect(phoneB.getByRole('button', { name: '注文する' })).toBeEnabled();
});

test('two phones pressing 注文する together: one order, the other phone is taken to 注文履歴 with a word, not an error', async ({
  browser,
  company,
}) => {
  const { phoneA, phoneB } = await twoPhonesWithKaraage(browser, company);
  // Phone B's view of the cart is held back, as when both tap before either hears of the other.
  await phoneB.route('**/events*', (route) => route.abort());
  await phoneB.reload();
  await expect(cartLine(phoneB, '唐揚げ')).toBeVisible();

  await phoneA.getByRole('button', { name: '注文する' }).click();
  await expect(phoneA.getByText('ご注文を承りました')).toBeVisible();
  await phoneB.getByRole('button', { name: '注文する' }).click();

  await expect(phoneB.getByText('同じ席の方がご注文済みです')).toBeVisible();
  await expect(phoneB.getByRole('heading', { name: '注文履歴' })).toBeVisible();
  await expect(phoneB.getByRole('list', { name: '注文履歴' }).getByText('唐揚げ')).toBeVisible();
  await expect(phoneB.getByText('カートが空です')).toHaveCount(0);
});
