/**
 * Takes docs/screenshots/diner-menu-english.png: the diner's menu on a 390×844 phone whose browser
 * speaks English, with the items containing egg hidden, against a running server with the demo data.
 *   BASE_URL=http://demo.localhost:3000 npx tsx scripts/screenshot-diner-english.ts
 * The allergen pictures are emoji: install fonts-noto-color-emoji for Chromium to draw them.
 */
import { launch, signedInDemoAdmin } from './screenshot-demo';

const browser = await launch();

// The seat's diner URL, as 座席設定 gives it to the admin.
const { page: staff } = await signedInDemoAdmin(browser);
const seats = await staff.evaluate(
  async () => (await (await fetch('/api/seats')).json()) as { items: { name: string; dinerUrl: string }[] },
);
const dinerUrl = seats.items.find((s) => s.name === 'テーブル1')?.dinerUrl;
if (!dinerUrl) throw new Error('テーブル1 is missing: run this against the demo data');

const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  locale: 'en-US',
  timezoneId: 'Asia/Tokyo',
});
const phone = await context.newPage();
await phone.goto(`${dinerUrl}&page=menu`);
await phone.getByRole('heading', { name: 'Draft beer' }).waitFor();
await phone.getByRole('button', { name: 'Allergens' }).click();
await phone.getByRole('region', { name: 'Filter by allergen' }).getByRole('checkbox', { name: 'Egg' }).check();
await phone.getByRole('button', { name: 'Close' }).click();
await phone.getByText(/Items hidden/).waitFor();
await phone.evaluate(() => window.scrollTo(0, 0));
await phone.screenshot({ path: 'docs/screenshots/diner-menu-english.png' });
await browser.close();
console.log('docs/screenshots/diner-menu-english.png');
