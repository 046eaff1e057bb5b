import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, test } from './fixtures';
import { dinerPages, openRoute, prepareDiner, prepareGroup, prepareWebDelivery, sweepGroups, webDeliveryPages } from './route-sweep';
import { backOfficeStates, dinerStates, type PageState } from './sweep-states';

/**
 * Every page, opened once, checked three ways:
 * - axe-core in the light theme: no serious or critical violation of WCAG 2.2 AA or of axe's
 *   best practices, and none at all of the page structure a screen reader navigates by
 *   (landmarks, heading order), which axe rates moderate;
 * - the same page in the dark theme (the back-office follows the system's colour scheme),
 *   checked again with the rules whose outcome depends on colours: the dark theme changes
 *   colours only, never structure, names or roles, so the other rules would answer the same;
 * - the same page at a 390 px phone's width: nothing may make the page itself scroll sideways.
 *   The layout follows the width in CSS only (no script reads it), so narrowing the window
 *   lays the page out as a phone that opened it would.
 *
 * axe-core runs in the page itself: the pages have no frame of another origin. Its 580 KB
 * source is evaluated once per page load and run for both themes (evaluating it for every
 * check cost more than the checks). Only violations are asked for: the details of every
 * passing node are not collected.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const colourRules = ['color-contrast', 'link-in-text-block'];
const isStructure = (rule: string) => rule.startsWith('landmark-') || rule === 'region' || rule === 'heading-order';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 720 };

/** axe-core into every frame of the page that lacks it; a frame it cannot enter (the PDF viewer of a preview) is left out. */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window).catch(() => true)) continue;
    await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`).catch(() => undefined);
  }
}

/** The violations that fail the sweep, one line each with the elements they hit. */
async function seriousViolations(page: Page, runOnly: axe.RunOnly, where: string) {
  const { violations } = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), {
    runOnly,
    resultTypes: ['violations'],
  } satisfies axe.RunOptions);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || isStructure(v.id))
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * One page in both themes and at a phone's width; `themed` says whether it follows the colour
 * scheme (the diner's pages are light only). Then each of its `states` (a sheet open, a toast),
 * reached on the same page load at the phone's width and checked the same three ways.
 */
async function checkPage(page: Page, url: string, where: string, themed: boolean, states: PageState[] = []): Promise<string[]> {
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: 'light' });
  await openRoute(page, url);
  await injectAxe(page);
  const found = await seriousViolations(page, { type: 'tag', values: tags }, `${where} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  if (themed) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  found.push(...(await seriousViolations(page, { type: 'rule', values: colourRules }, `${where} (dark)`)));
  await page.setViewportSize(phone);
  found.push(...(await phoneProblems(page, where)));
  for (const state of states) {
    const at = `${where} with ${state.name}`;
    await page.emulateMedia({ colorScheme: 'light' });
    await state.open(page);
    await injectAxe(page);
    found.push(...(await seriousViolations(page, { type: 'tag', values: tags }, `${at} (light)`)));
    if (themed) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      found.push(...(await seriousViolations(page, { type: 'rule', values: colourRules }, `${at} (dark)`)));
    }
    found.push(...(await phoneProblems(page, at)));
    await state.close?.(page);
  }
  return found;
}

/**
 * At a phone's width: the page itself must not scroll sideways, and every control a user can
 * reach lies wholly on screen by its own box: within the window, and within every container
 * that clips it sideways. A control in a table that scrolls sideways (overflow-x: auto) fails
 * when it lies past the container's edge, cut off or hidden, as the user would have to find it
 * there.
 */
async function phoneProblems(page: Page, where: string): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const found = width > phone.width ? [`${where} is ${width} px wide at ${phone.width} px`] : [];
  const offScreen = await page.evaluate(offScreenControls, phone.width);
  if (offScreen.length) found.push(`${where}: controls off screen at ${phone.width} px — ${offScreen.join(', ')}`);
  return found;
}

/** Runs in the page: the visible controls that do not lie wholly in 0..width and in their clipping containers, each as `tag "name" (left–right)`. */
function offScreenControls(width: number): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"], [role="menuitem"]';
  const isShown = (el: Element) => {
    const box = el.getBoundingClientRect();
    // A visually hidden element (a skip link until focused, a native input under a styled one) is 1 px or clipped.
    if (box.width <= 1 || box.height <= 1) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    return el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  /** The horizontal span the control can be seen in: the window, narrowed by each ancestor that clips or scrolls sideways. */
  const visibleSpan = (el: Element) => {
    let left = 0;
    let right = width;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const box = up.getBoundingClientRect();
      left = Math.max(left, box.left + up.clientLeft);
      right = Math.min(right, box.left + up.clientLeft + up.clientWidth);
    }
    return { left, right };
  };
  return [...document.querySelectorAll(selector)]
    .filter((el) => isShown(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const { left, right } = visibleSpan(el);
      return box.left < left - 0.5 || box.right > right + 0.5;
    })
    .map((el) => {
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()} "${name}" (${Math.round(box.left)}–${Math.round(box.right)})`;
    });
}

for (const group of sweepGroups()) {
  test(`${group.name}: accessible in light and dark, and ${phone.width} px wide`, async ({ page, request }) => {
    test.setTimeout(60_000 + group.routes.length * 20_000);
    const urlOf = await prepareGroup(page, request, group);
    const found: string[] = [];
    for (const route of group.routes) found.push(...(await checkPage(page, urlOf(route), route, true, backOfficeStates[route])));
    expect(found, 'serious or critical axe violations, or pages wider than the phone').toEqual([]);
  });
}

test(`the diner's pages: accessible, and ${phone.width} px wide`, async ({ page, company }) => {
  test.setTimeout(60_000 + dinerPages.length * 20_000);
  const urlOf = await prepareDiner(page, company);
  const found: string[] = [];
  for (const view of dinerPages) found.push(...(await checkPage(page, urlOf(view), `diner ${view}`, false, dinerStates[view])));
  expect(found, 'serious or critical axe violations, or pages wider than the phone').toEqual([]);
});

test(`the customer's Web送付 pages: accessible in light and dark, and ${phone.width} px wide`, async ({ page, office }) => {
  test.setTimeout(60_000 + webDeliveryPages.length * 20_000);
  const urlOf = await prepareWebDelivery(page, office);
  const found: string[] = [];
  for (const view of webDeliveryPages) found.push(...(await checkPage(page, urlOf(view), `Web送付 ${view || 'document'}`, false)));
  expect(found, 'serious or critical axe violations, or pages wider than the phone').toEqual([]);
});
