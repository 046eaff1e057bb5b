import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import { customers, documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;
type Line = { name: string; quantity?: string; unitPrice: number; taxCategory?: 'standard' | 'reduced' };
const customer = '株式会社青空商事';

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-statement-credit-')), 'document.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function deliver(admin: Admin, customerId: string, deliveryDate: string, lines: Line[]) {
  const { id } = await (
    await admin.send('POST', '/api/documents/delivery_note', { issueDate: deliveryDate, deliveryDate, customerId, lines })
  ).json();
  expect((await admin.send('POST', `/api/documents/delivery_note/${id}/issue`)).status).toBe(200);
}

// The December closing may still lie ahead: the test issues it early, as a user who confirmed would.
const close = async (admin: Admin, closingDate: string) =>
  (await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate, confirmFutureClosing: true })).json())
    .candidates[0];

/**
 * The November statement of 株式会社青空商事 (20日締め翌月末払い): ¥47,472 — 10% ¥30,000 + ¥3,000
 * (業務用ラック 2 × ¥15,000), 8% ¥13,400 + ¥1,072 (コシヒカリ 3 × ¥4,115, 緑茶 ¥1,055).
 */
async function novemberStatement() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', customer);
  await t.db
    .update(customers)
    .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
    .where(eq(customers.id, customerId));
  await deliver(admin, customerId, '2026-10-25', [
    { name: '新潟県産コシヒカリ 10kg', quantity: '3', unitPrice: 4115, taxCategory: 'reduced' },
  ]);
  await deliver(admin, customerId, '2026-11-10', [
    { name: '業務用ラック', quantity: '2', unitPrice: 15_000 },
    { name: '緑茶ティーバッグ', unitPrice: 1055, taxCategory: 'reduced' },
  ]);
  const november = await close(admin, '2026-11-20');
  expect(november.billed).toBe(47_472);
  return { seed, admin, customerId, statement: november.statement as { id: string; number: string } };
}

describe('返品・値引き on a 合計請求書', () => {
  it('lowers what the statement owes and shows on the next statement, its PDF and the 仕訳CSV', async () => {
    const { admin, customerId, statement } = await novemberStatement();
    // ¥30,312 arrives with a ¥660 fee: ¥30,972 set against the November statement.
    const paid = await admin.send('POST', '/api/payments', {
      customerId,
      paymentDate: '2026-12-05',
      amount: 30_312,
      fee: 660,
      allocations: [{ documentId: statement.id, amount: 30_972 }],
    });
    expect(paid.status).toBe(201);
    expect((await (await admin.get(`/api/documents/statement/${statement.id}`)).json()).status).toBe('partially_paid');

    // One 業務用ラック comes back: line 4 of the statement (after 納品書 A, コシヒカリ, 納品書 B).
    const created = await admin.send('POST', `/api/documents/statement/${statement.id}/credit-note`, {
      lines: [{ index: 3, quantity: '1' }],
    });
    expect(created.status).toBe(201);
    const draft = await created.json();
    expect(draft).toMatchObject({ kind: 'credit_note', status: 'draft', counterpartyName: customer });
    expect(draft.source).toMatchObject({ id: statement.id, kind: 'statement', number: statement.number });
    expect(draft.totals).toMatchObject({ subtotal: 15_000, tax: 1500, total: 16_500 });
    // Dated the day the rack came back.
    await t.db.update(documents).set({ issueDate: '2026-12-08' }).where(eq(documents.id, draft.id));
    const credit = await (await admin.send('POST', `/api/documents/credit_note/${draft.id}/issue`)).json();

    // ¥47,472 − ¥16,500 given back − ¥30,972 paid: settled.
    expect((await (await admin.get(`/api/documents/statement/${statement.id}`)).json()).status).toBe('paid');
    const creditText = await pdfText(await admin.get(`/api/documents/credit_note/${credit.id}/pdf`));
    expect(creditText).toContain(`元の合計請求書: ${statement.number}`);

    await deliver(admin, customerId, '2026-12-10', [{ name: '業務用ラック', unitPrice: 20_000 }]);
    const december = await close(admin, '2026-12-20');
    const figures = {
      previousBilled: 47_472,
      received: 30_972,
      credited: 16_500,
      carriedOver: 0,
      purchases: 20_000,
      tax: 2000,
      billed: 22_000,
    };
    expect(december).toMatchObject(figures);
    const doc = await (await admin.get(`/api/documents/statement/${december.statement.id}`)).json();
    expect(doc.statement).toMatchObject(figures);
    const text = await pdfText(await admin.get(`/api/documents/statement/${december.statement.id}/pdf`));
    expect(text).toMatch(/前回請求額\s+入金額\s+返品・値引き\s+繰越額\s+今回お買上額\s+消費税\s+今回請求額/);
    expect(text).toMatch(/¥47,472\s+¥30,972\s+¥16,500\s+¥0\s+¥20,000\s+¥2,000\s+¥22,000/);
    expect(text).toContain('返品・値引きは別途お送りした返還請求書の金額（税込）です。');

    // 売掛金: the November statement owes nothing, December its ¥22,000 — the last 今回請求額.
    const receivable = await (await admin.get(`/api/receivables/customers/${customerId}?asOf=2026-12-20`)).json();
    expect(receivable.totals).toMatchObject({ invoiced: 69_472, credited: 16_500, paid: 30_972, outstanding: 22_000 });
    expect(receivable.invoices.map((i: { number: string; outstanding: number }) => [i.number, i.outstanding])).toEqual([
      [december.statement.number, 22_000],
    ]);

    // 仕訳CSV (弥生): the return is the reverse entry at 10%, on its own date.
    const res = await admin.get('/api/receivables/accounting-export?from=2026-12-01&to=2026-12-31&package=yayoi');
    const records = parseCsv(iconv.decode(Buffer.from(await res.arrayBuffer()), 'Shift_JIS'));
    expect(records.map((r) => [r[3], r[4], r[13], r[14], r[15], r[10], r[16]])).toEqual([
      ['2026/12/05', '普通預金', '対象外', '30312', '0', '売掛金', `入金 ${customer}`],
      ['2026/12/05', '支払手数料', '対象外', '660', '0', '売掛金', `入金 ${customer}`],
      [
        '2026/12/08',
        '売上高',
        '対象外',
        '16500',
        '0',
        '売掛金',
        `返品・値引き ${credit.number}（合計請求書 ${statement.number}） ${customer}`,
      ],
      ['2026/12/20', '売掛金', '課税売上込10%', '22000', '2000', '売上高', `合計請求書 ${december.statement.number} ${customer}`],
    ]);
    expect(records[2]?.slice(4, 10)).toEqual(['売上高', '', '', '課税売上込10%', '16500', '1500']);
  });

  it('refuses a line the statement does not have, another company, and a member without the 請求書 flag', async () => {
    const { seed, admin, statement } = await novemberStatement();
    const bad = await admin.send('POST', `/api/documents/statement/${statement.id}/credit-note`, { lines: [{ index: 2, quantity: '1' }] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('3行目は合計請求書の明細にありません');
    const over = await admin.send('POST', `/api/documents/statement/${statement.id}/credit-note`, { lines: [{ index: 3, quantity: '3' }] });
    expect((await over.json()).error.message).toBe('4行目の数量は請求した数量（2）以下にしてください');

    const other = await t.seedCompany();
    const stranger = await t.signIn(other.admin.email, other.host);
    expect((await stranger.send('POST', `/api/documents/statement/${statement.id}/credit-note`, {})).status).toBe(404);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.send('POST', `/api/documents/statement/${statement.id}/credit-note`, {})).status).toBe(403);
    const notes = await t.db.select().from(documents).where(eq(documents.kind, 'credit_note'));
    expect(notes.filter((n) => n.companyId === seed.companyId || n.companyId === other.companyId)).toEqual([]);
  });
});
