import { expect, test } from './fixtures';
import { dinerPages, openRoute, prepareDiner, prepareGroup, sweepGroups } from './route-sweep';

/** Every page at a 390 px phone's width: nothing may make the page itself scroll sideways. */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const group of sweepGroups()) {
  test(`${group.name}: every page fits ${phone.width} px`, async ({ page, request }) => {
    test.setTimeout(60_000 + group.routes.length * 10_000);
    const urlOf = await prepareGroup(page, request, group);
    const tooWide: string[] = [];
    for (const route of group.routes) {
      await openRoute(page, urlOf(route));
      const width = await pageWidth(page);
      if (width > phone.width) tooWide.push(`${route} is ${width} px wide`);
    }
    expect(tooWide, 'pages wider than the phone').toEqual([]);
  });
}

test(`the diner's pages fit ${phone.width} px`, async ({ page, company }) => {
  test.setTimeout(60_000 + dinerPages.length * 10_000);
  const urlOf = await prepareDiner(page, company);
  const tooWide: string[] = [];
  for (const view of dinerPages) {
    await openRoute(page, urlOf(view));
    const width = await pageWidth(page);
    if (width > phone.width) tooWide.push(`diner ${view} is ${width} px wide`);
  }
  expect(tooWide, 'pages wider than the phone').toEqual([]);
});
