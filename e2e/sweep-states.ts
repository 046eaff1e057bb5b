import type { Page } from '@playwright/test';
import { callApi, expect } from './fixtures';

/**
 * What the sweep's pages show beyond their first look: rows in the states that carry colours of
 * their own (an order 提供済, an invoice 期限超過, a payment, a 定期請求), and the states a page
 * reaches by a click (an open sheet or dialog, a toast), each checked where it appears.
 */

/** A state of the page on screen reached by a click, checked like the page itself; `close` leaves the page as it was. */
export type PageState = { name: string; open: (page: Page) => Promise<void>; close?: (page: Page) => Promise<void> };

type Seat = { dinerUrl: string };
type Restaurant = { seat?: Seat | null; items: { id: string; name: string }[] };

/** The diner API of the seat, as the signed-in page on the same host calls it. */
const dinerApi = (seat: Seat) => {
  const url = new URL(seat.dinerUrl);
  return `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
};

/** An order of one item at the seat; answers its id. */
export async function placeOrder(page: Page, company: Restaurant, itemName: string, key: string): Promise<string> {
  if (!company.seat) throw new Error('the sweep orders at a restaurant with a seat');
  const base = dinerApi(company.seat);
  const item = company.items.find((i) => i.name === itemName);
  expect((await callApi(page, 'POST', `${base}/cart/items`, { itemId: item?.id, quantity: 1 })).status).toBe(200);
  const placed = await callApi<{ order: { id: string } }>(page, 'POST', `${base}/orders`, { requestKey: `${key}-${Date.now()}` });
  expect(placed.status).toBe(201);
  return placed.body.order.id;
}

/** Moves an order on, through 調理中 to `status`. */
export async function advanceOrder(page: Page, id: string, status: 'cooking' | 'served') {
  for (const next of status === 'served' ? ['cooking', 'served'] : ['cooking'])
    expect((await callApi(page, 'PATCH', `/api/orders/${id}`, { status: next })).status).toBe(200);
}

/** 注文確認 and キッチン表示 with an order in each state: 新規, 調理中 and 提供済. */
export async function seedOrders(page: Page, company: Restaurant) {
  await advanceOrder(page, await placeOrder(page, company, '唐揚げ', 'served'), 'served');
  await advanceOrder(page, await placeOrder(page, company, '枝豆', 'cooking'), 'cooking');
  await placeOrder(page, company, 'ウーロン茶', 'new');
  await seedPlan(page, company);
}

/** 飲み放題 in メニュー設定, running for 2 at the seat its orders opened: 注文確認 and the diner's menu show it. */
export async function seedPlan(page: Page, company: Restaurant) {
  const itemId = (name: string) => company.items.find((i) => i.name === name)?.id;
  const plan = {
    name: '飲み放題 プレミアム 90分（生ビール・ハイボール・サワー）',
    price: 2_480,
    minutes: 90,
    limitPerGuest: 3,
    items: [{ itemId: itemId('ウーロン茶') }, { itemId: itemId('唐揚げ'), price: 200 }],
  };
  const created = await callApi<{ items: { id: string }[] }>(page, 'POST', '/api/menu/plans', plan);
  expect(created.status).toBe(201);
  const bills = await callApi<{ items: { seatId: string }[] }>(page, 'GET', '/api/orders/seat-bills');
  const planId = created.body.items[0]?.id;
  expect((await callApi(page, 'POST', `/api/orders/seats/${bills.body.items[0]?.seatId}/plans`, { planId, people: 2 })).status).toBe(201);
}

/** An issued invoice whose 支払期限 is long past: 期限超過 on every clock the suite runs under. */
export async function issueOverdueInvoice(page: Page, customerId: string, lines: unknown[]): Promise<string> {
  const invoice = { customerId, issueDate: '2024-04-01', dueDate: '2024-04-30', subject: '保守点検（2024年4月分）', lines };
  const created = await callApi<{ id: string }>(page, 'POST', '/api/documents/invoice', invoice);
  expect(created.status).toBe(201);
  const issued = await callApi<{ displayStatus: string }>(page, 'POST', `/api/documents/invoice/${created.body.id}/issue`, {});
  expect(issued.body.displayStatus).toBe('overdue');
  return created.body.id;
}

/** A part payment of the invoice, so 入金 and 売掛金 have rows, and a 定期請求 for its customer. */
export async function seedMoney(page: Page, customerId: string, invoiceId: string) {
  const payment = {
    customerId,
    paymentDate: '2024-05-10',
    amount: 10_000,
    payerName: 'ﾅｶﾞｲﾅﾏｴﾉﾄﾘﾋｷｻｷ',
    allocations: [{ documentId: invoiceId, amount: 10_000 }],
  };
  expect((await callApi(page, 'POST', '/api/payments', payment)).status).toBe(201);
  const recurring = {
    name: '毎月の保守点検',
    customerId,
    dayOfMonth: null,
    startDate: '2024-04-01',
    content: { subject: '保守点検', lines: [{ name: '保守点検', quantity: '1', unitPrice: 30_000 }] },
  };
  expect((await callApi(page, 'POST', '/api/recurring-invoices', recurring)).status).toBe(201);
}

/** The invoice sent by mail, so 送信履歴 (the company's and the document's) has a row. */
export async function sendByMail(page: Page, invoiceId: string) {
  const mail = { to: 'keiri-tantou@nagai-namae-torihikisaki.example', subject: '請求書送付のご案内（保守点検 2024年4月分）' };
  const sent = await callApi(page, 'POST', `/api/documents/invoice/${invoiceId}/send`, mail);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
}

/** Hovering a toast holds it on screen (sonner pauses its timer) while it is checked. */
async function holdToast(page: Page, text: RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.hover();
  await expect(toast).toBeVisible();
}

/** The states checked on the back-office's pages, by route. */
export const backOfficeStates: Record<string, PageState[]> = {
  customers: [
    {
      name: 'the 顧客の新規登録 dialog with 帳票の言語',
      open: async (page) => {
        await page.getByRole('button', { name: '新規登録' }).click();
        await expect(page.getByRole('dialog', { name: '顧客の新規登録' })).toBeVisible();
        await expect(page.getByRole('group', { name: '帳票の言語' })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: '顧客の新規登録' })).toBeHidden();
      },
    },
  ],
  order: [
    {
      name: 'a seat’s 放題プラン dialog',
      open: async (page) => {
        await page
          .getByRole('button', { name: /の放題プラン$/ })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: /の放題プラン$/ })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      },
    },
    {
      name: 'the 代理注文 dialog',
      open: async (page) => {
        await page.getByRole('button', { name: '代理注文', exact: true }).click();
        await expect(page.getByRole('dialog', { name: '代理注文' })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: '代理注文' })).toBeHidden();
      },
    },
    {
      name: 'the テーブル移動・連結 dialog',
      open: async (page) => {
        await page
          .getByRole('button', { name: /の移動・連結$/ })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: /の移動・連結$/ })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: /の移動・連結$/ })).toBeHidden();
      },
    },
    {
      name: 'the pay dialog split by items (品目で分ける), a line ticked',
      open: async (page) => {
        await page
          .getByRole('button', { name: /のお会計$/ })
          .first()
          .click();
        const pay = page.getByRole('dialog', { name: /のお会計$/ });
        // The choice about unserved orders is the screen's own until it is paid: nothing changes.
        await pay.getByRole('button', { name: '提供済みにして会計へ' }).click();
        await pay.getByRole('checkbox', { name: '品目で分ける' }).check();
        await pay.getByRole('list', { name: 'この会計の品目' }).getByRole('checkbox').first().check();
        await expect(pay.getByText(/^選んだ品目 ¥/)).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: /のお会計$/ })).toBeHidden();
      },
    },
    {
      name: 'the 座席マップ',
      open: async (page) => {
        await page.getByRole('button', { name: 'マップ', exact: true }).click();
        await expect(page.getByRole('region', { name: '座席マップ（フロア）' }).getByRole('button').first()).toBeVisible();
      },
      close: async (page) => {
        await page.getByRole('button', { name: '一覧', exact: true }).click();
        await expect(page.getByRole('region', { name: '座席とお会計' })).toBeVisible();
      },
    },
  ],
  'order/seats': [
    {
      name: 'the 座席マップ with a seat chosen',
      open: async (page) => {
        const editor = page.getByRole('region', { name: '座席マップ（フロア）の編集' });
        await editor.getByRole('button').first().click();
        await expect(page.getByLabel('形')).toBeVisible();
      },
    },
  ],
  'order/menu/plans': [
    {
      name: 'the plan dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'プランを追加' }).click();
        await expect(page.getByRole('dialog', { name: '放題プランを追加' })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      },
    },
  ],
  'order/kitchen': [
    {
      name: 'a toast after 調理開始',
      open: async (page) => {
        await page
          .getByRole('button', { name: /を「調理中」にする$/ })
          .first()
          .click();
        await holdToast(page, /にしました/);
      },
    },
  ],
};

/** The states checked on the diner's pages, by view. */
export const dinerStates: Record<string, PageState[]> = {
  menu: [
    {
      name: 'the allergen sheet',
      open: async (page) => {
        await page.getByRole('button', { name: 'アレルギー' }).click();
        await expect(page.getByRole('region', { name: 'アレルギー品目で絞り込む' })).toBeVisible();
      },
      close: async (page) => {
        await page.getByRole('button', { name: '閉じる', exact: true }).click();
        await expect(page.getByRole('region', { name: 'アレルギー品目で絞り込む' })).toBeHidden();
      },
    },
    {
      name: 'the option sheet',
      open: async (page) => {
        await page.getByRole('button', { name: 'ウーロン茶をカートに追加' }).click();
        await expect(page.getByRole('dialog', { name: 'ウーロン茶のオプション' })).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      },
    },
  ],
  cart: [
    {
      name: 'the toast of a placed order',
      open: async (page) => {
        await page.getByRole('button', { name: '注文する' }).click();
        await holdToast(page, /ご注文を承りました/);
      },
    },
  ],
};

/** Options on the drink, so its + opens the option sheet. */
export async function seedOptions(page: Page, company: Restaurant) {
  const tea = company.items.find((i) => i.name === 'ウーロン茶');
  const groups = [{ name: '氷', minChoices: 1, maxChoices: 1, choices: [{ name: '氷あり' }, { name: '氷なし' }] }];
  expect((await callApi(page, 'PUT', `/api/menu/items/${tea?.id}/options`, { groups })).status).toBe(200);
}
