import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dinerPages, openRoute, prepareDiner, prepareGroup, sweepGroups } from './route-sweep';

/**
 * axe-core over every page in the light and the dark theme: no serious or critical
 * violation of WCAG 2.2 AA or of axe's best practices, and none at all of the page
 * structure a screen reader navigates by (landmarks, heading order), which axe rates moderate.
 *
 * Each page is opened once, in the light theme, and checked with every rule; then the same
 * page is switched to the dark theme (the back-office follows the system's colour scheme)
 * and checked again with the rules whose outcome depends on colours. The dark theme changes
 * colours only, never structure, names or roles, so the other rules would answer the same.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const colourRules = ['color-contrast', 'link-in-text-block'];
const isStructure = (rule: string) => rule.startsWith('landmark-') || rule === 'region' || rule === 'heading-order';

/** The violations that fail the sweep, one line each with the elements they hit. */
async function seriousViolations(axe: AxeBuilder, where: string) {
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || isStructure(v.id))
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** One page in both themes; `themed` says whether the page follows the colour scheme (the diner's pages are light only). */
async function checkPage(page: Page, url: string, where: string, themed: boolean): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await openRoute(page, url);
  const found = await seriousViolations(new AxeBuilder({ page }).withTags(tags), `${where} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  if (themed) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  found.push(...(await seriousViolations(new AxeBuilder({ page }).withRules(colourRules), `${where} (dark)`)));
  return found;
}

for (const group of sweepGroups()) {
  test(`${group.name} (light and dark): no serious accessibility issue`, async ({ page, request }) => {
    test.setTimeout(60_000 + group.routes.length * 20_000);
    const urlOf = await prepareGroup(page, request, group);
    const found: string[] = [];
    for (const route of group.routes) found.push(...(await checkPage(page, urlOf(route), route, true)));
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}

test(`the diner's pages (light and dark): no serious accessibility issue`, async ({ page, company }) => {
  test.setTimeout(60_000 + dinerPages.length * 20_000);
  const urlOf = await prepareDiner(page, company);
  const found: string[] = [];
  for (const view of dinerPages) found.push(...(await checkPage(page, urlOf(view), `diner ${view}`, false)));
  expect(found, 'serious or critical axe violations').toEqual([]);
});

test('the notifications are named in Japanese', async ({ page, office }) => {
  await page.goto(`${office.origin}/login`);
  await expect(page.getByRole('region', { name: '通知（Alt+T で移動）' })).toBeAttached();
  await page.getByLabel('メールアドレス').fill(office.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('button', { name: '閉じる' })).toBeVisible();
});
