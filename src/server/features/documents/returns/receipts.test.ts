import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-receipt-')), 'receipt.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** An issued invoice of ¥11,000 + ¥1,080 (※) in a company of its own. */
async function issuedInvoice() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const { id } = await (
    await admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId,
      lines: [
        { name: '保守作業', unitPrice: 10_000 },
        { name: '茶菓子', unitPrice: 1000, taxCategory: 'reduced' },
      ],
    })
  ).json();
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return { seed, admin, id: id as string };
}

describe('領収書 from a paid invoice', () => {
  it('is refused until the invoice is 入金済, then issued once, dated the day it was paid', async () => {
    const inv = await issuedInvoice();
    await t.db.update(companies).set({ registrationNumber: 'T7000012050002' }).where(eq(companies.id, inv.seed.companyId));
    const early = await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/receipt`, {});
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe('領収書は入金済の請求書にだけ発行できます');

    await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'paid', paidDate: '2026-11-20' });
    const res = await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/receipt`, {});
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({
      kind: 'receipt',
      status: 'issued',
      number: 'R-202611-0001',
      issueDate: '2026-11-20',
      counterpartyName: '株式会社取引先',
      subject: 'お品代として',
      total: 12080,
    });
    expect(receipt.source).toMatchObject({ id: inv.id, kind: 'invoice' });
    expect(receipt.pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const text = await pdfText(await inv.admin.get(`/api/documents/receipt/${receipt.id}/pdf`));
    expect(text).toMatch(/領\s+収\s+書/);
    expect(text).toContain('株式会社取引先 御中');
    expect(text).toContain('¥12,080-');
    expect(text).toContain('但し お品代として');
    expect(text).toContain('上記正に領収いたしました。');
    expect(text).toContain('登録番号: T7000012050002');
    expect(text).toContain('茶菓子 ※');
    expect(text).toContain('※は軽減税率対象');
    expect(text).toMatch(/10%対象 ¥10,000\s+消費税\s+¥1,000/);
    expect(text).toMatch(/8%対象\(※\) ¥1,000\s+消費税\s+¥80/);

    const again = await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/receipt`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('この請求書の領収書は「R-202611-0001」として発行済みです');
    const list = await (await inv.admin.get('/api/documents/receipt?q=R-202611')).json();
    expect(list.items.map((i: { numberLabel: string }) => i.numberLabel)).toEqual(['R-202611-0001']);
    expect(await (await inv.admin.get('/api/documents/receipt/export')).text()).toContain(
      '領収書,R-202611-0001,2026/11/20,2026/11/05,株式会社取引先',
    );
  });

  it('takes a typed 宛名 and 但し書き; another company gets 404', async () => {
    const inv = await issuedInvoice();
    await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'paid' });
    const other = await t.seedCompany();
    const stranger = await t.signIn(other.admin.email, other.host);
    expect((await stranger.send('POST', `/api/documents/invoice/${inv.id}/receipt`, {})).status).toBe(404);
    const receipt = await (
      await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/receipt`, { addressee: '山田 太郎', purpose: '保守作業代として' })
    ).json();
    expect(receipt).toMatchObject({ counterpartyName: '山田 太郎', honorific: '様', customerId: null });
    const text = await pdfText(await inv.admin.get(`/api/documents/receipt/${receipt.id}/pdf`));
    expect(text).toContain('山田 太郎 様');
    expect(text).toContain('但し 保守作業代として');
    expect((await stranger.get(`/api/documents/receipt/${receipt.id}`)).status).toBe(404);
  });
});

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

async function issueCreditNote(admin: Admin, invoiceId: string, body: unknown = {}) {
  const draft = await (await admin.send('POST', `/api/documents/invoice/${invoiceId}/credit-note`, body)).json();
  expect((await admin.send('POST', `/api/documents/credit_note/${draft.id}/issue`)).status).toBe(200);
}

describe('領収書 from an invoice states the money received', () => {
  it('after a 返品・値引き and a partial payment: ¥4,638 received, not the ¥8,636 invoiced', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    // 10% ¥4,460 + ¥446, 8% ¥3,454 + ¥276: ¥8,636.
    const invoice = await (
      await admin.send('POST', '/api/documents/invoice', {
        issueDate: '2026-11-05',
        customerId,
        lines: [
          { name: 'ドリップポット', unitPrice: 3635 },
          { name: '保守点検', unitPrice: 825 },
          { name: 'コーヒー豆', unitPrice: 3454, taxCategory: 'reduced' },
        ],
      })
    ).json();
    expect((await admin.send('POST', `/api/documents/invoice/${invoice.id}/issue`)).status).toBe(200);
    const paid = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-11-25',
      amount: 4638,
      allocations: [{ documentId: invoice.id, amount: 4638 }],
    });
    expect(paid.status).toBe(201);
    // The pot goes back: ¥3,635 + ¥363 = ¥3,998, and the invoice is settled.
    await issueCreditNote(admin, invoice.id, { lines: [{ index: 0, quantity: '1' }] });
    expect((await (await admin.get(`/api/documents/invoice/${invoice.id}`)).json()).status).toBe('paid');

    const res = await admin.send('POST', `/api/documents/invoice/${invoice.id}/receipt`, {});
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({ total: 4638, issueDate: '2026-11-25', transactionDate: '2026-11-05' });
    // What is left of each rate: 10% ¥4,906 − ¥3,998 = ¥908, 8% ¥3,730; the tax taken out once per rate.
    expect(receipt.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 826, tax: 82 },
      { taxCategory: 'reduced', rate: 8, base: 3454, tax: 276 },
    ]);
    const text = await pdfText(await admin.get(`/api/documents/receipt/${receipt.id}/pdf`));
    expect(text).toContain('¥4,638-');
    expect(text).not.toContain('8,636');
    expect(text).toContain('取引年月日: 2026年11月5日');
    expect(text).toMatch(/10%対象 ¥908\s+内消費税\s+¥82/);
    expect(text).toMatch(/8%対象\(※\) ¥3,730\s+内消費税\s+¥276/);
  });

  it('入金済 by hand without a payment: what is owed after 返品・値引き; nothing owed is refused', async () => {
    const inv = await issuedInvoice();
    await issueCreditNote(inv.admin, inv.id, { lines: [{ index: 1, quantity: '1' }] });
    await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'paid', paidDate: '2026-11-20' });
    const receipt = await (await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/receipt`, {})).json();
    expect(receipt).toMatchObject({ total: 11_000, issueDate: '2026-11-20' });
    expect(receipt.totals.byRate).toEqual([{ taxCategory: 'standard', rate: 10, base: 10_000, tax: 1000 }]);

    const all = await issuedInvoice();
    await issueCreditNote(all.admin, all.id);
    await all.admin.send('POST', `/api/documents/invoice/${all.id}/status`, { status: 'paid' });
    const refused = await all.admin.send('POST', `/api/documents/invoice/${all.id}/receipt`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('この請求書には受け取った金額がないため、領収書は発行できません');
    expect((await (await all.admin.get('/api/documents/receipt')).json()).total).toBe(0);
  });

  it('repeats title, number and 宛名 at the top of every page after the first', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const lines = Array.from({ length: 30 }, (_, i) => ({ name: `作業項目 ${i + 1}`, unitPrice: 1000 }));
    const { id } = await (await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines })).json();
    expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
    await admin.send('POST', `/api/documents/invoice/${id}/status`, { status: 'paid', paidDate: '2026-11-20' });
    const receipt = await (await admin.send('POST', `/api/documents/invoice/${id}/receipt`, {})).json();
    const pages = (await pdfText(await admin.get(`/api/documents/receipt/${receipt.id}/pdf`))).split('\f').slice(0, -1);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).not.toContain('領収書 R-202611-0001');
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`${i + 1} / ${pages.length}`);
      if (i === 0) continue;
      expect(page).toContain('領収書 R-202611-0001');
      expect(page).toContain('株式会社取引先 御中');
    }
  });
});

/** A restaurant with seats A1 and A2, two menu items (税込 prices) and a staff member with `staffPermissions`. */
async function restaurant(staffPermissions = {}) {
  const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions });
  const admin = await t.signIn(seed.admin.email, seed.host);
  await admin.send('POST', '/api/seats', { name: 'A1' });
  const seats = (await (await admin.send('POST', '/api/seats', { name: 'A2' })).json()).items;
  const menu = await (await admin.send('POST', '/api/menu/categories', { name: 'お食事' })).json();
  const categoryId = menu.categories[0].id;
  await admin.send('POST', '/api/menu/items', { name: '唐揚げ定食', price: 980, categoryId });
  const [karaage, beer] = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550, categoryId })).json()).items;
  const order = async (seat: { token: string }, items: [{ id: string }, number][], key: string) => {
    const diner = (method: string, path: string, body?: unknown) =>
      t.request(seed.host, `/api/mobile-order/${seed.companyId}/${seat.token}${path}`, { method, body });
    for (const [item, quantity] of items) await diner('POST', '/cart/items', { itemId: item.id, quantity });
    const res = await diner('POST', '/orders', { requestKey: key });
    expect(res.status).toBe(201);
    return (await res.json()).order as { id: string };
  };
  return { seed, admin, seats, karaage, beer, order };
}

describe('領収書 at 会計済み on 注文確認', () => {
  it("is built from the seat's stored orders, cancelled ones left out, 税込 10%, to 上様 by default", async () => {
    const r = await restaurant();
    const [a1, a2] = r.seats;
    await r.order(
      a1,
      [
        [r.karaage, 2],
        [r.beer, 1],
      ],
      'a1-first-order',
    );
    const cancelled = await r.order(a1, [[r.beer, 2]], 'a1-second-order');
    expect((await r.admin.send('PATCH', `/api/orders/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    await r.order(a1, [[r.karaage, 1]], 'a1-third-order');
    await r.order(a2, [[r.beer, 3]], 'a2-other-seat');

    const res = await r.admin.send('POST', `/api/orders/seats/${a1.id}/close`, { receipt: { addressee: '' }, unserved: 'serve' });
    expect(res.status).toBe(200);
    const { receipt } = await res.json();
    // 980 × 3 + 550 = 3,490 税込; 10% inside: 3,490 × 10/110 = 317.27… → 317.
    expect(receipt).toMatchObject({ number: expect.stringMatching(/^R-\d{6}-0001$/), total: 3490 });
    const doc = await (await r.admin.get(`/api/documents/receipt/${receipt.id}`)).json();
    expect(doc).toMatchObject({ status: 'issued', priceMode: 'inclusive', counterpartyName: '上様', subject: 'お食事代として' });
    expect(doc.lines.map((l: { name: string; quantity: string; amount: number }) => [l.name, l.quantity, l.amount])).toEqual([
      ['唐揚げ定食', '3', 2940],
      ['生ビール', '1', 550],
    ]);
    expect(doc.totals.byRate).toEqual([{ taxCategory: 'standard', rate: 10, base: 3173, tax: 317 }]);
    expect(doc.pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const text = await pdfText(await r.admin.get(`/api/orders/receipts/${receipt.id}/pdf`));
    expect(text).toMatch(/^\s*上様\s*$/m);
    expect(text).not.toContain('上様 様');
    expect(text).toContain('¥3,490-');
    expect(text).toContain('但し お食事代として');
    expect(text).toMatch(/10%対象 ¥3,490\s+内消費税\s+¥317/);
    // The seat is closed: its guests' history starts afresh, and a second close has nothing to bill.
    const empty = await r.admin.send('POST', `/api/orders/seats/${a1.id}/close`, { receipt: { addressee: '' } });
    expect(empty.status).toBe(409);
    expect((await empty.json()).error.message).toBe('A1には会計する注文がありません');
  });

  it('a staff member who may use 注文確認 may issue it; without that flag 403; another company 404', async () => {
    const r = await restaurant({ quote: true });
    await r.order(r.seats[0], [[r.beer, 2]], 'staff-order-01');
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    const res = await staff.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, {
      receipt: { addressee: '株式会社山田商店' },
      unserved: 'serve',
    });
    expect(res.status).toBe(200);
    const { receipt } = await res.json();
    expect(await pdfText(await staff.get(`/api/orders/receipts/${receipt.id}/pdf`))).toContain('株式会社山田商店 様');
    // 領収書管理 itself stays behind the 請求書 flag.
    expect((await staff.get(`/api/documents/receipt/${receipt.id}`)).status).toBe(403);

    const other = await restaurant();
    expect((await other.admin.get(`/api/orders/receipts/${receipt.id}/pdf`)).status).toBe(404);
    expect((await other.admin.send('POST', `/api/orders/seats/${r.seats[1].id}/close`, { receipt: { addressee: '' } })).status).toBe(404);

    const noFlag = await restaurant({ invoice: true });
    await noFlag.order(noFlag.seats[0], [[noFlag.beer, 1]], 'noflag-order-1');
    const clerk = await t.signIn(noFlag.seed.staff.email, noFlag.seed.host);
    const denied = await clerk.send('POST', `/api/orders/seats/${noFlag.seats[0].id}/close`, { receipt: { addressee: '' } });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.message).toBe('注文確認にアクセスする権限がありません');
    expect((await (await noFlag.admin.get('/api/documents/receipt')).json()).total).toBe(0);
  });
});
