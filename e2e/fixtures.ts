import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import type { SeededCompany } from '../src/core/contracts/testing';
import type { Permissions } from '../src/core/permissions';

export const port = Number(process.env.E2E_PORT ?? 3100);
/** Where the push test's stand-in push service listens (playwright.config.ts lets the server post there). */
export const pushServicePort = port + 7;
export const demoPassword = 'demo-pass-2026';
/**
 * For what waits on a PDF render (preview, issue): the server's worker pool takes seconds on two
 * busy cores. Each wait gets its own budget, and the test's time limit grows by as much, so a
 * test that renders twice is not cut short by the limit of a test that renders nothing.
 */
export function pdfRendered() {
  const budget = 30_000;
  test.setTimeout(test.info().timeout + budget);
  return { timeout: budget };
}
/**
 * Issues the document on screen and answers its number (starting with `prefix`) from the toast.
 * The toast is read in the same step that finds it: it closes by itself, and on a busy machine a
 * separate read after seeing it can come too late. Issuing renders the PDF it keeps.
 */
export async function issueOnScreen(page: Page, prefix: string): Promise<string> {
  await page.getByRole('button', { name: '発行', exact: true }).click();
  await page.getByRole('button', { name: '発行する' }).click();
  // An earlier toast may still be on screen: wait for the one of this document (a prefix as exact as the caller knows).
  const toast = page.getByText(new RegExp(`^発行しました（番号 ${prefix}.*）$`));
  return ((await toast.textContent(pdfRendered())) ?? '').replace(/^発行しました（番号 (.+)）$/, '$1');
}
export const origin = (oemId: string | null) => `http://${oemId ? `${oemId}.` : ''}localhost:${port}`;

/** Someone who can sign in: the demo accounts of the README (demo password) or a seeded one (its own). */
export type Account = { email: string; name: string; oem: string | null; password?: string };

/** The demo accounts of the README: only read-only tests use them; everything else seeds its own company. */
export const accounts = {
  demoAdmin: { email: 'admin@demo.example', name: '山田 太郎', oem: 'demo' },
  demoStaff: { email: 'staff@demo.example', name: '佐藤 花子', oem: 'demo' },
  officeAdmin: { email: 'admin@office.example', name: '鈴木 一郎', oem: 'office' },
  manager: { email: 'manager@example.com', name: '管理 者', oem: null },
} as const;

export async function fillSignIn(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Opens the login page of the account's own host and signs in through the form; waits for the shell. */
export async function signInWithForm(page: Page, account: Account, path = '/') {
  await page.goto(`${origin(account.oem)}${path === '/' ? '/login' : `/login/?url=${encodeURIComponent(path)}`}`);
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
}

/**
 * Signs in through the API on the account's own host (the cookie is the browser's, as after
 * the form) and opens `path`; waits for the shell. For tests about something else than signing
 * in: the form itself is driven by `signInWithForm` in the sign-in tests.
 */
export async function signIn(page: Page, account: Account, path = '/') {
  const host = origin(account.oem);
  // The call must come from the partner's own host; a small JSON answer is the cheapest page there.
  await page.goto(`${host}/api/health`);
  const status = await page.evaluate(
    async (credentials) =>
      (
        await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(credentials),
        })
      ).status,
    { email: account.email, password: account.password ?? demoPassword },
  );
  expect(status, `sign-in of ${account.email}`).toBe(200);
  await page.goto(`${host}${path}`);
  await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
}

/** Outbox files a test has read already: each mail is read once. */
const readMails = new Set<string>();

/** The newest development mail to an address not read yet (its file name), or null. */
function newestUnreadMailTo(email: string): string | null {
  const dir = join('data', 'e2e', 'outbox');
  // The outbox is made with the server's first mail, which may not have gone yet.
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    if (readMails.has(file)) continue;
    if (readFileSync(join(dir, file), 'utf8').includes(`To: ${email}`)) return file;
  }
  return null;
}

/**
 * The body of the newest development mail to an address, read from the server's outbox (.eml,
 * base64 body), once it is there: the platform's mail goes out through the job queue, a moment
 * after the screen says it was sent. A mail already read is not answered again.
 */
export async function latestMailTo(email: string): Promise<string> {
  let file: string | null = null;
  await expect
    .poll(
      () => {
        file = newestUnreadMailTo(email);
        return file !== null;
      },
      { message: `a mail to ${email}`, timeout: 30_000 },
    )
    .toBe(true);
  const name = file as unknown as string;
  readMails.add(name);
  const eml = readFileSync(join('data', 'e2e', 'outbox', name), 'utf8');
  const body = eml.slice(eml.indexOf('\n\n') + 2).replace(/\s+/g, '');
  return Buffer.from(body, 'base64').toString('utf8');
}

type SeedOptions = {
  type: 'standard' | 'mobile-order';
  companyName?: string;
  storeName?: string;
  registrationNumber?: string;
  staffPermissions?: Permissions;
};
/** A seeded partner and company with its accounts ready for `signIn`, and its origin for `page.goto`. */
export type Company = Omit<SeededCompany, 'admin' | 'staff'> & { origin: string; admin: SeededAccount; staff: SeededAccount | null };
type SeededAccount = Account & { password: string };

export type Restaurant = Company & { staff: SeededAccount; seat: NonNullable<Company['seat']> };

/**
 * Seeds a partner and company of its own through the test-only endpoint (the server runs
 * with NODE_ENV=test). Node cannot resolve `*.localhost`, so it calls the main host; the
 * browser then opens the partner's own host.
 */
export async function seedCompany(request: APIRequestContext, options: SeedOptions): Promise<Company> {
  const main = origin(null);
  const res = await request.post(`${main}/api/test/companies`, { data: options, headers: { Origin: main } });
  expect(res.status(), await res.text()).toBe(201);
  const seeded = (await res.json()) as SeededCompany;
  const account = (a: { email: string; name: string }) => ({ email: a.email, name: a.name, oem: seeded.oemId, password: seeded.password });
  return { ...seeded, origin: origin(seeded.oemId), admin: account(seeded.admin), staff: seeded.staff && account(seeded.staff) };
}

/**
 * `company`: a restaurant (mobile-order partner) with a seat, a small menu, an admin with
 * every flag and a staff member with 商品管理 and 見積書管理 (as the demo staff member).
 * `office`: a standard partner's company with its admin only. Each test gets its own.
 */
export const test = base.extend<{ company: Restaurant; office: Company }>({
  company: async ({ request }, provide) => {
    const { staff, seat, ...company } = await seedCompany(request, {
      type: 'mobile-order',
      staffPermissions: { products: true, quote: true },
    });
    if (!staff || !seat) throw new Error('a restaurant is seeded with a staff member and a seat');
    await provide({ ...company, staff, seat });
  },
  office: async ({ request }, provide) => {
    await provide(await seedCompany(request, { type: 'standard' }));
  },
});
export { expect };

/**
 * A JSON call to the API from the signed-in page, with its cookie and on its host (Node
 * cannot resolve `*.localhost`; the browser can). Answers the status and the body.
 */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}

/** A diner's phone: its own browser context, so nothing is shared with the staff or another phone. */
export async function openPhone(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const phone = await context.newPage();
  await phone.goto(url);
  return phone;
}

export const cartLine = (phone: Page, name: string) => phone.getByRole('list', { name: 'カートの商品' }).getByRole('listitem', { name });

/** A draft invoice of ¥30,000 + tax to 株式会社青空商事 (a customer of its own code), made from the signed-in page. */
export async function seedAozoraInvoice(page: Page, code: string) {
  const customer = await callApi<{ id: string }>(page, 'POST', '/api/customers', { code, name: '株式会社青空商事' });
  const invoice = {
    customerId: customer.body.id,
    issueDate: '2026-04-01',
    lines: [{ name: '保守作業', quantity: '1', unitPrice: 30_000 }],
  };
  expect((await callApi(page, 'POST', '/api/documents/invoice', invoice)).status).toBe(201);
}

/**
 * A diner at the seat orders through the diner API, from the signed-in page (same origin, so
 * Node's lack of `*.localhost` does not matter): `quantity` of the named menu item.
 */
export async function orderAtSeat(page: Page, dinerUrl: string, itemName: string, quantity: number, requestKey: string) {
  await page.evaluate(
    async ({ dinerUrl, itemName, quantity, requestKey }) => {
      const url = new URL(dinerUrl);
      const diner = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
      const menu = (await (await fetch(diner)).json()) as { items: { id: string; name: string }[] };
      const item = menu.items.find((i) => i.name === itemName);
      const post = (path: string, body: unknown) =>
        fetch(`${diner}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await post('/cart/items', { itemId: item?.id, quantity });
      const ordered = await post('/orders', { requestKey });
      if (ordered.status !== 201) throw new Error(`order: ${ordered.status}`);
    },
    { dinerUrl, itemName, quantity, requestKey },
  );
}

/**
 * Types into a picker dialog's search and picks the one result it finds. The list follows the
 * search after a short pause and is redrawn when the answer comes: a click on the list from
 * before it can land as it is redrawn and be lost, so the pick waits for the searched list.
 */
export async function pickInDialog(page: Page, searchLabel: string, text: string, option: string) {
  const search = page.getByLabel(searchLabel);
  const dialog = page.getByRole('dialog').filter({ has: search });
  await search.fill(text);
  await expect(dialog.getByRole('button', { name: /^[A-Z]+-\d+ / })).toHaveCount(1);
  await dialog.getByRole('button', { name: option }).click();
  await expect(dialog).toBeHidden();
}

/** The text of a PDF the signed-in page may open (read with its cookies, then pdftotext). */
export async function pdfTextAt(page: Page, href: string): Promise<string> {
  const base64 = await page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, href);
  const path = join(mkdtempSync(join(tmpdir(), 'kanri-e2e-')), 'document.pdf');
  writeFileSync(path, Buffer.from(base64, 'base64'));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
