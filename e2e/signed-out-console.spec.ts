import type { ConsoleMessage } from '@playwright/test';
import { expect, origin, test } from './fixtures';

/**
 * A newcomer's first look: the pages a signed-out visitor opens write no error to the browser's
 * console (a red line there is the first thing a developer or a support call sees), whether the
 * page itself or a request it made (a 401 answer, a missing icon) put it there.
 */
test('signed-out pages write no error to the console', async ({ page, company }) => {
  const errors: string[] = [];
  const record = (where: string) => (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${where}: ${message.text()} (${message.location().url})`);
  };
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  const pages = [
    [`${company.origin}/login`, 'ログイン'],
    [`${company.origin}/login?forgot=1`, 'パスワードの再設定'],
    [`${company.origin}/register`, null],
    [`${company.origin}/lp`, null],
    [`${company.origin}/products`, 'ログイン'],
    [`${origin(null)}/login`, 'ログイン'],
  ] as const;
  for (const [url, heading] of pages) {
    const listener = record(url);
    page.on('console', listener);
    await page.goto(url);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.getByRole('heading').first()).toBeVisible();
    // Whatever the page asks for once it is up (the profile, the partner, icons) has been answered.
    await page.waitForLoadState('networkidle');
    page.off('console', listener);
  }
  expect(errors).toEqual([]);
});
