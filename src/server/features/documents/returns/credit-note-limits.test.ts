import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;
type Line = { name: string; quantity?: string; unitPrice: number; taxCategory?: 'standard' | 'reduced' };

/** An issued invoice of `lines` (税抜) to 株式会社取引先, in a company of its own. */
async function issuedInvoice(lines: Line[]) {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const created = await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
  return { admin, customerId: customerId as string, id: id as string, number: issued.number as string };
}

/** ¥40,301: 10% ¥20,000 + ¥2,000 (ドリップポット 2 × ¥10,000), 8% ¥16,946 + ¥1,355 (コーヒー豆 2 × ¥8,473). */
const twoRates: Line[] = [
  { name: 'ドリップポット', quantity: '2', unitPrice: 10_000 },
  { name: 'コーヒー豆', quantity: '2', unitPrice: 8473, taxCategory: 'reduced' },
];

const creditNote = (admin: Admin, kind: 'invoice' | 'statement', id: string, body: unknown = {}) =>
  admin.send('POST', `/api/documents/${kind}/${id}/credit-note`, body);

async function draftOf(admin: Admin, kind: 'invoice' | 'statement', id: string, body: unknown = {}) {
  const res = await creditNote(admin, kind, id, body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; total: number };
}

const issue = (admin: Admin, id: string) => admin.send('POST', `/api/documents/credit_note/${id}/issue`);

/** A draft's content as the editor sends it back, with other lines. */
const edited = (customerId: string, lines: Line[]) => ({ issueDate: '2026-11-10', customerId, lines });

async function refusal(res: Response) {
  expect(res.status).toBe(409);
  return (await res.json()).error.message as string;
}

describe('返品・値引き never gives back more than remains of its invoice', () => {
  it('refuses an edit of the draft beyond what was invoiced (¥33,000 against ¥3,300), and keeps the draft as it was', async () => {
    const inv = await issuedInvoice([{ name: '保守点検', unitPrice: 3000 }]);
    const draft = await draftOf(inv.admin, 'invoice', inv.id);
    expect(draft.total).toBe(3300);
    const res = await inv.admin.send(
      'PUT',
      `/api/documents/credit_note/${draft.id}`,
      edited(inv.customerId, [{ name: '保守点検', quantity: '10', unitPrice: 3000 }]),
    );
    expect(await refusal(res)).toBe(`返品・値引きの合計（¥33,000）が請求書「${inv.number}」の残り（¥3,300）を超えています`);
    expect((await (await inv.admin.get(`/api/documents/credit_note/${draft.id}`)).json()).total).toBe(3300);
    expect((await issue(inv.admin, draft.id)).status).toBe(200);
  });

  it('issues one of three 全額 drafts; the others are refused at issue, a fourth at create', async () => {
    const inv = await issuedInvoice(twoRates);
    const drafts = [
      await draftOf(inv.admin, 'invoice', inv.id),
      await draftOf(inv.admin, 'invoice', inv.id),
      await draftOf(inv.admin, 'invoice', inv.id),
    ];
    expect(drafts.map((d) => d.total)).toEqual([40_301, 40_301, 40_301]);
    expect((await issue(inv.admin, drafts[0]?.id ?? '')).status).toBe(200);
    const over = `返品・値引きの合計（¥40,301）が請求書「${inv.number}」の残り（¥0）を超えています`;
    expect(await refusal(await issue(inv.admin, drafts[1]?.id ?? ''))).toBe(over);
    expect(await refusal(await issue(inv.admin, drafts[2]?.id ?? ''))).toBe(over);
    expect(await refusal(await creditNote(inv.admin, 'invoice', inv.id))).toBe(over);
    const list = await (await inv.admin.get('/api/documents/credit_note')).json();
    expect(list.items.map((i: { status: string; total: number }) => [i.status, i.total]).sort()).toEqual([
      ['draft', 40_301],
      ['draft', 40_301],
      ['issued', 40_301],
    ]);
  });

  it('counts what was given back per line, per rate, and on every version of the invoice', async () => {
    const inv = await issuedInvoice([
      { name: 'ドリップポット', unitPrice: 1000 },
      { name: 'ペーパーフィルター', quantity: '5', unitPrice: 800 },
      { name: 'コーヒー豆', quantity: '2', unitPrice: 8473, taxCategory: 'reduced' },
    ]);
    const first = await draftOf(inv.admin, 'invoice', inv.id, { lines: [{ index: 0, quantity: '1' }] });
    expect((await issue(inv.admin, first.id)).status).toBe(200);
    // The pot went back already: ¥1,100 is well within the ¥22,701 left, but not of that line.
    expect(await refusal(await creditNote(inv.admin, 'invoice', inv.id, { lines: [{ index: 0, quantity: '1' }] }))).toBe(
      `1行目「ドリップポット」の返品・値引き（¥1,000）が請求書「${inv.number}」の同じ明細の残り（¥0）を超えています`,
    );
    // A 値引き line of its own at 10%: more than the ¥4,000 of 10% left, though within the total.
    const draft = await draftOf(inv.admin, 'invoice', inv.id, { lines: [{ index: 1, quantity: '1' }] });
    const rate = await inv.admin.send(
      'PUT',
      `/api/documents/credit_note/${draft.id}`,
      edited(inv.customerId, [{ name: '特別値引き', unitPrice: 5000 }]),
    );
    expect(await refusal(rate)).toBe(
      `10%対象の返品・値引き（税抜¥5,000）が請求書「${inv.number}」の10%対象の残り（税抜¥4,000）を超えています`,
    );

    // A 修正 keeps the number: the credit note on the first version still counts on the second.
    const revised = await (await inv.admin.send('POST', `/api/documents/invoice/${inv.id}/revise`)).json();
    expect((await inv.admin.send('POST', `/api/documents/invoice/${revised.id}/issue`)).status).toBe(200);
    expect(await refusal(await creditNote(inv.admin, 'invoice', revised.id))).toBe(
      `返品・値引きの合計（¥23,801）が請求書「${inv.number}-2」の残り（¥22,701）を超えています`,
    );
  });

  it('refuses a second 全額 on a 合計請求書 at issue', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, customerId));
    const delivery = await (
      await admin.send('POST', '/api/documents/delivery_note', {
        issueDate: '2026-11-10',
        deliveryDate: '2026-11-10',
        customerId,
        lines: twoRates,
      })
    ).json();
    expect((await admin.send('POST', `/api/documents/delivery_note/${delivery.id}/issue`)).status).toBe(200);
    const closed = await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-11-20' })).json();
    const statement = closed.candidates[0].statement as { id: string; number: string };

    const [a, b] = [await draftOf(admin, 'statement', statement.id), await draftOf(admin, 'statement', statement.id)];
    expect((await issue(admin, a.id)).status).toBe(200);
    expect(await refusal(await issue(admin, b.id))).toBe(
      `返品・値引きの合計（¥40,301）が合計請求書「${statement.number}」の残り（¥0）を超えています`,
    );
  });
});
