import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dinerPages, openRoute, prepareDiner, prepareGroup, sweepGroups } from './route-sweep';

/**
 * axe-core over every page in the light and the dark theme: no serious or critical
 * violation of WCAG 2.2 AA or of axe's best practices, and none at all of the page
 * structure a screen reader navigates by (landmarks, heading order), which axe rates moderate.
 */
const themes = ['light', 'dark'] as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const isStructure = (rule: string) => rule.startsWith('landmark-') || rule === 'region' || rule === 'heading-order';

/** The violations that fail the sweep, one line each with the elements they hit. */
async function seriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || isStructure(v.id))
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of themes) {
  for (const group of sweepGroups()) {
    test(`${group.name} (${theme}): no serious accessibility issue`, async ({ page, request }) => {
      test.setTimeout(60_000 + group.routes.length * 15_000);
      await page.emulateMedia({ colorScheme: theme });
      const urlOf = await prepareGroup(page, request, group);
      const found: string[] = [];
      for (const route of group.routes) {
        await openRoute(page, urlOf(route));
        found.push(...(await seriousViolations(page, route)));
      }
      expect(found, 'serious or critical axe violations').toEqual([]);
    });
  }

  test(`the diner's pages (${theme}): no serious accessibility issue`, async ({ page, company }) => {
    test.setTimeout(60_000 + dinerPages.length * 15_000);
    await page.emulateMedia({ colorScheme: theme });
    const urlOf = await prepareDiner(page, company);
    const found: string[] = [];
    for (const view of dinerPages) {
      await openRoute(page, urlOf(view));
      found.push(...(await seriousViolations(page, `diner ${view}`)));
    }
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}

test('the notifications are named in Japanese', async ({ page, office }) => {
  await page.goto(`${office.origin}/login`);
  await expect(page.getByRole('region', { name: '通知（Alt+T で移動）' })).toBeAttached();
  await page.getByLabel('メールアドレス').fill(office.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('button', { name: '閉じる' })).toBeVisible();
});
