import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { accounts, demoPassword, origin } from './fixtures';

// Browsers block sound until the first click on a page; headless Chromium would allow it.
const base = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...base, args: [...(base.args ?? []), '--autoplay-policy=user-gesture-required'] } });

test('the blocked-sound notice shows on the ordering pages only, and 閉じる puts it away', async ({ page }) => {
  // Signed in without a click: a site the user has not clicked on yet may not play sound.
  await page.goto(`${origin('demo')}/login`);
  await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in ${res.status}`);
    },
    { email: accounts.demoAdmin.email, password: demoPassword },
  );
  const notice = page.getByText('通知音がブロックされています');

  await page.goto(`${origin('demo')}/products`);
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await page.goto(`${origin('demo')}/order?tab=orders`);
  await expect(notice).toBeVisible();
  await notice.locator('..').getByRole('button', { name: '閉じる' }).click();
  await expect(notice).toHaveCount(0);
});
