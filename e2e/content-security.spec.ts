import type { BrowserContext, Page } from '@playwright/test';
import { expect, pdfRendered, seedAozoraInvoice, signIn, test } from './fixtures';

/**
 * The pages run under a strict Content-Security-Policy (no inline script, no eval). Anything
 * the policy blocks is a feature broken for users, so the journeys here must record no
 * violation at all: neither the event nor Chromium's console message for it.
 */
async function watchViolations(context: BrowserContext) {
  // Init scripts come from the browser's debugger, not the page, so the policy does not apply to them.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const messages: string[] = [];
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) messages.push(m.text());
  });
  return messages;
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

// The preview is Chromium's own PDF viewer in a frame, which only the full browser has (playwright.config.ts).
test('the back-office signs in, lists and previews a PDF with no policy violation', { tag: '@full-browser' }, async ({
  page,
  context,
  company,
}) => {
  const messages = await watchViolations(context);
  const response = await page.goto(`${company.origin}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, company.admin, '/sales');
  await seedAozoraInvoice(page, 'CSP-1');
  await page.reload();
  await page.getByRole('row').filter({ hasText: '株式会社青空商事' }).first().click();
  const preview = page.locator('iframe[title$="のプレビュー"]');
  await expect(preview).toBeVisible(pdfRendered());
  // The preview frames the PDF from a blob: URL; with Chromium's PDF viewer in it the network
  // never goes idle, so wait for the frame itself to have loaded (a refused frame fires its
  // violation before that).
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await (await (await preview.elementHandle())?.contentFrame())?.waitForLoadState('load');
  expect(await violationsOf(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test('the diner page loads its menu with no policy violation', async ({ browser, company }) => {
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  const messages = await watchViolations(diner);
  const phone = await diner.newPage();
  const url = company.seat.dinerUrl;
  expect(url).toContain('/mobile-order');
  const response = await phone.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(phone.getByRole('heading', { name: company.storeName })).toBeVisible();
  await phone.waitForLoadState('networkidle');
  expect(await violationsOf(phone)).toEqual([]);
  expect(messages).toEqual([]);
  await diner.close();
});

test('注文確認 loads its home-screen app manifest with no policy violation', async ({ page, context, company }) => {
  const messages = await watchViolations(context);
  await signIn(page, company.admin, '/order?tab=orders');
  // What a browser does when offering to add the page to the home screen: fetch and parse the manifest.
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.url).toBe(`${company.origin}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ short_name: '注文確認', display: 'standalone' });
  expect(await violationsOf(page)).toEqual([]);
  expect(messages).toEqual([]);
});
