/**
 * What the screenshot scripts share: Debian's Chromium, the demo admin signed in through the
 * form on a page of the given size, and a JSON call from that page (its cookie and host).
 */
import { type Browser, chromium, type Page } from '@playwright/test';

export const base = process.env.BASE_URL ?? 'http://demo.localhost:3000';

export const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

export type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

export async function signedInDemoAdmin(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; call: Call }> {
  const page = await browser.newPage({ viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await page.goto(`${base}/login`);
  await page.getByLabel('メールアドレス').fill('admin@demo.example');
  await page.getByLabel('パスワード', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const call: Call = (method, path, body) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return res.json();
      },
      { method, path, body },
    );
  return { page, call };
}
