import type { APIRequestContext, Page } from '@playwright/test';
import { type DocumentKind, documentKinds, kindInfo } from '../src/core/documents';
import { routePatterns } from '../src/web/app/routes';
import { accounts, type Company, callApi, expect, latestMailTo, origin, seedCompany, signIn } from './fixtures';
import { advanceOrder, issueOverdueInvoice, placeOrder, seedMoney, seedOptions, seedOrders, seedPlan, sendByMail } from './sweep-states';

/**
 * The sweeps over every page (phone width, accessibility): the routes come from the web
 * router itself, so a new route is swept without anyone adding it here, and the diner's
 * pages (a separate entry without the router) are listed by their query.
 */

/** Who opens a route: the public pages need nobody, /admin a platform manager, the rest a company's admin. */
type Visitor = 'guest' | 'manager' | 'admin';
const publicRoutes = new Set(['login', 'register', 'success', 'cancel', 'lp/*']);
const visitorOf = (route: string): Visitor => (publicRoutes.has(route) ? 'guest' : route.startsWith('admin') ? 'manager' : 'admin');

const documentKindByPath = new Map(documentKinds.map((kind) => [kindInfo[kind].path.slice(1), kind]));

/** A group of routes opened by one visitor in one test (the documents alone are most of the routes). */
export type SweepGroup = { name: string; visitor: Visitor; routes: string[] };

/**
 * At most this many pages per test: the sweeps are most of the suite's time, and tests of even
 * size spread over the workers, where one long test would finish last alone.
 */
const pagesPerTest = 6;

export function sweepGroups(): SweepGroup[] {
  return areaGroups().flatMap((group) => {
    const parts = Math.ceil(group.routes.length / pagesPerTest);
    if (parts <= 1) return [group];
    const size = Math.ceil(group.routes.length / parts);
    return Array.from({ length: parts }, (_, i) => ({
      ...group,
      name: `${group.name} ${i + 1}/${parts}`,
      routes: group.routes.slice(i * size, (i + 1) * size),
    }));
  });
}

function areaGroups(): SweepGroup[] {
  const all = routePatterns();
  const of = (visitor: Visitor, pick: (route: string) => boolean = () => true) =>
    all.filter((route) => visitorOf(route) === visitor && pick(route));
  const isDocument = (route: string) => documentKindByPath.has(route.split('/')[0] ?? '');
  const isDocumentDetail = (route: string) => isDocument(route) && route.includes(':id');
  return [
    { name: 'sign-in, sign-up and the landing page', visitor: 'guest', routes: of('guest') },
    { name: 'platform admin', visitor: 'manager', routes: of('manager') },
    { name: 'back-office', visitor: 'admin', routes: of('admin', (r) => !isDocument(r)) },
    { name: 'document lists and new documents', visitor: 'admin', routes: of('admin', (r) => isDocument(r) && !isDocumentDetail(r)) },
    { name: 'documents and their editors', visitor: 'admin', routes: of('admin', isDocumentDetail) },
  ];
}

/** The diner's pages at a seat: its own entry, one screen chosen by `page` in the query. */
export const dinerPages = ['start', 'menu', 'product-detail', 'cart', 'history'] as const;

type Ids = Partial<Record<DocumentKind, { issued?: string; draft: string }>>;

/** A signed-in (or signed-out) page with what the group's routes need, and the URL of each route. */
export async function prepareGroup(page: Page, request: APIRequestContext, group: SweepGroup) {
  if (group.visitor === 'manager') {
    await signIn(page, accounts.manager);
    return (route: string) => `${origin(null)}/${fill(route, {})}`;
  }
  const company = await seedCompany(request, { type: 'mobile-order', staffPermissions: { products: true, quote: true } });
  if (group.visitor === 'guest') return (route: string) => `${company.origin}/${fill(route, {})}`;
  await signIn(page, company.admin);
  const ids = await seedRows(page, group.routes, company);
  return (route: string) => `${company.origin}/${fill(route, ids)}`;
}

/** The concrete path of a route pattern: `:id` by a document of its kind (issued when there is one), `*` by an unknown page. */
function fill(route: string, ids: Ids): string {
  const kind = documentKindByPath.get(route.split('/')[0] ?? '');
  const unknown = route.match(/:(?!id\b)\w+/);
  if (unknown) throw new Error(`the sweep does not know how to fill ${unknown[0]} in ${route}`);
  const doc = kind && ids[kind];
  const id = route.endsWith(':id/edit') ? doc?.draft : (doc?.issued ?? doc?.draft);
  if (route.includes(':id') && !id) throw new Error(`no document to open for ${route}`);
  return route
    .replace(':id', id ?? '')
    .replace('*', 'no-such-page')
    .replace(/^\/$/, '');
}

/** Where an overdue invoice shows: the dashboard, the money lists (part-paid), the invoices' list, 送信履歴 (sent). */
const moneyRoutes = new Set(['/', 'payments', 'recurring-invoices', 'receivables']);
const overdueRoutes = new Set([...moneyRoutes, 'sales', 'mail-history']);

/** Rows with long Japanese names, so lists and editors show what a real company's do, in the states that have colours of their own. */
async function seedRows(page: Page, routes: string[], company: Company): Promise<Ids> {
  const customer = await created(page, '/api/customers', {
    code: 'C-0001',
    name: '株式会社ながいなまえの取引先ホールディングス東日本営業本部',
  });
  await created(page, '/api/products', { code: 'P-0001', name: '業務用ステンレス製大型寸胴鍋（48cm・蓋付き）', unitPrice: 48_000 });
  if (routes.some((r) => overdueRoutes.has(r))) {
    const overdue = await issueOverdueInvoice(page, customer, documentOf(customer).lines);
    if (routes.some((r) => moneyRoutes.has(r))) await seedMoney(page, customer, overdue);
    if (routes.includes('mail-history')) await sendByMail(page, overdue);
  }
  if (routes.some((r) => r.startsWith('order'))) await seedOrders(page, company);
  const kinds = documentKinds.filter((kind) => routes.some((r) => r.startsWith(kindInfo[kind].path.slice(1))));
  const ids: Ids = {};
  for (const kind of kinds.filter((k) => !kindInfo[k].isBatchOnly)) {
    // A 発注書 with 有償支給原材料, so that the editor shows their fields.
    const body = kind === 'purchase_order' ? { ...documentOf(customer), dueDate: '2026-12-31', suppliedMaterials } : documentOf(customer);
    const draft = await created(page, `/api/documents/${kind}`, body);
    ids[kind] = { draft };
  }
  if (kinds.includes('statement')) ids.statement = { draft: '', issued: await issuedStatement(page) };
  if (ids.invoice && routes.some((r) => r.endsWith(':id'))) {
    // 期限超過 and sent by mail: the detail shows its badge and its 送信履歴.
    ids.invoice.issued = await issueOverdueInvoice(page, customer, documentOf(customer).lines);
    await sendByMail(page, ids.invoice.issued);
  }
  return ids;
}

/** A 合計請求書 exists only once its closing is issued: a 20日締め customer, a 納品書, the batch of 2026-11-20. */
async function issuedStatement(page: Page): Promise<string> {
  const customerId = await created(page, '/api/customers', {
    code: 'C-0002',
    name: '株式会社ながいなまえの締め日取引先ホールディングス西日本営業本部',
    paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
  });
  const note = await created(page, '/api/documents/delivery_note', { ...documentOf(customerId), deliveryDate: '2026-11-02' });
  expect((await callApi(page, 'POST', `/api/documents/delivery_note/${note}/issue`, {})).status).toBe(200);
  const batch = await callApi<{ candidates: { statement: { id: string } | null }[] }>(
    page,
    'POST',
    '/api/documents/statement/closing/issue',
    {
      closingDate: '2026-11-20',
    },
  );
  expect(batch.status).toBe(200);
  const id = batch.body.candidates.find((c) => c.statement)?.statement?.id;
  if (!id) throw new Error('no statement was issued for the sweep');
  return id;
}

const documentOf = (customerId: string) => ({
  customerId,
  issueDate: '2026-11-02',
  subject: '厨房設備一式の入れ替え工事および保守点検（2026年度上期分）',
  lines: [
    { kind: 'heading', name: '厨房機器' },
    { name: '業務用ステンレス製大型寸胴鍋（48cm・蓋付き）', quantity: '2', unit: '個', unitPrice: 48_000 },
    { name: '軽減税率対象の試食用食材一式', quantity: '1.5', unit: 'kg', unitPrice: 3_200, taxCategory: 'reduced' },
    { kind: 'discount', name: '出精値引き', unitPrice: -5_000 },
  ],
});

const suppliedMaterials = [
  {
    name: '加工用ステンレス鋼板（SUS304・厚さ1.5mm）',
    quantity: '20',
    unit: '枚',
    unitPrice: 4_800,
    suppliedDate: '2026-11-10',
    settlementMethod: 'offset',
    settlementDate: '2026-12-31',
  },
];

async function created(page: Page, path: string, body: unknown): Promise<string> {
  const answer = await callApi<{ id: string }>(page, 'POST', path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.id;
}

/** Opens a page and waits until it shows its data: no loading screen or row, its fonts in. */
export async function openRoute(page: Page, url: string) {
  await page.goto(url);
  // Watched in the page on every frame, the data is seen the moment it is shown; the assertions
  // below, on their own, look again at widening intervals (500 ms apart after the first 270 ms).
  await page
    .waitForFunction(() => !document.body.textContent?.includes('読み込み中...') && document.querySelector('h1'), undefined, {
      polling: 'raf',
      timeout: 7_000,
    })
    .catch(() => undefined);
  await expect(page.getByText('読み込み中...')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/**
 * A seat's diner page, after one order was placed and served (so 注文履歴 has a 提供済 row) and one
 * item went to the cart; the drink has options, so its + opens the option sheet. The restaurant's
 * admin, signed in on the same host, does what the staff would.
 */
export async function prepareDiner(page: Page, company: Company & { seat: { dinerUrl: string } }) {
  const menu = `${company.seat.dinerUrl}&page=menu`;
  await signIn(page, company.admin);
  await seedOptions(page, company);
  await advanceOrder(page, await placeOrder(page, company, '唐揚げ', 'served'), 'served');
  // The menu shows the running 放題プラン's menu and countdown above the regular one.
  await seedPlan(page, company);
  await openRoute(page, menu);
  await page.getByRole('button', { name: '枝豆をカートに追加' }).click();
  await expect(page.getByRole('link', { name: /カートを見る/ })).toContainText('1点');
  const productId = company.items.find((item) => item.name === '唐揚げ')?.id;
  return (view: (typeof dinerPages)[number]) =>
    `${company.seat.dinerUrl}&page=${view}${view === 'product-detail' ? `&productId=${productId}` : ''}`;
}

/** The customer's pages of a document sent by link (`/d/<token>`), which the web router does not know. */
export const webDeliveryPages = ['', '/documents', '/message'] as const;

/** An invoice with long names sent by link; the page's URL from the mail. Opened signed out, as the customer would. */
export async function prepareWebDelivery(page: Page, company: Company) {
  await signIn(page, company.admin);
  const email = `keiri-${Date.now()}@nagai-namae-torihikisaki.example`;
  const customer = await created(page, '/api/customers', {
    code: 'C-0001',
    name: '株式会社ながいなまえの取引先ホールディングス東日本営業本部',
    email,
  });
  const id = await created(page, '/api/documents/invoice', documentOf(customer));
  expect((await callApi(page, 'POST', `/api/documents/invoice/${id}/issue`, {})).status).toBe(200);
  const sent = await callApi(page, 'POST', `/api/documents/invoice/${id}/send`, { to: email, method: 'link' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const url = (await latestMailTo(email)).match(/https?:\/\/\S+\/d\/[\w-]+/)?.[0];
  if (!url) throw new Error('no link in the mail');
  await page.context().clearCookies();
  return (view: (typeof webDeliveryPages)[number]) => `${url}${view}`;
}
