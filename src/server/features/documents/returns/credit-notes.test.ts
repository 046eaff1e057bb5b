import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-cn-')), 'document.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** 焙煎コーヒー豆 (8%), ドリップポット and ペーパーフィルター (10%), in a company of its own. */
async function issuedInvoice(priceMode: 'exclusive' | 'inclusive', staffPermissions = {}) {
  const seed = await t.seedCompany({ staffPermissions });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const prices = priceMode === 'exclusive' ? [1250, 4980, 105] : [1350, 5478, 115];
  const res = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    subject: '11月分 備品',
    priceMode,
    lines: [
      { name: '焙煎コーヒー豆', quantity: '3', unitPrice: prices[0], taxCategory: 'reduced' },
      { name: 'ドリップポット', quantity: '2', unitPrice: prices[1], taxCategory: 'standard' },
      { name: 'ペーパーフィルター', quantity: '5', unitPrice: prices[2], taxCategory: 'standard' },
    ],
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
  return { seed, admin, id: id as string, number: issued.number as string };
}

const creditNote = (session: Session, invoiceId: string, body: unknown = {}) =>
  session.send('POST', `/api/documents/invoice/${invoiceId}/credit-note`, body);

describe('返品・値引き (適格返還請求書) from an invoice', () => {
  it('全額: a draft with every line, positive amounts, linked to the invoice, tax per rate once (税抜)', async () => {
    const inv = await issuedInvoice('exclusive');
    const res = await creditNote(inv.admin, inv.id);
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({
      kind: 'credit_note',
      status: 'draft',
      counterpartyName: '株式会社取引先',
      subject: '11月分 備品の返品・値引き',
    });
    expect(doc.source).toMatchObject({ id: inv.id, number: inv.number, transactionDate: '2026-11-05' });
    expect(doc.lines.map((l: { name: string; quantity: string }) => [l.name, l.quantity])).toEqual([
      ['焙煎コーヒー豆', '3'],
      ['ドリップポット', '2'],
      ['ペーパーフィルター', '5'],
    ]);
    // 10%: 9,960 + 525 = 10,485 → 1,048.5 → 1,048 (切り捨て, once); 8%: 3,750 → 300.
    expect(doc.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 10485, tax: 1048 },
      { taxCategory: 'reduced', rate: 8, base: 3750, tax: 300 },
    ]);
    expect(doc.totals).toMatchObject({ subtotal: 14235, tax: 1348, total: 15583 });
    // The invoice is unchanged and lists the credit note as made from it.
    const invoice = await (await inv.admin.get(`/api/documents/invoice/${inv.id}`)).json();
    expect(invoice).toMatchObject({ status: 'issued', total: 15583 });
    expect(invoice.derived.map((d: { kind: string; id: string }) => [d.kind, d.id])).toEqual([['credit_note', doc.id]]);
  });

  it('chosen lines with reduced quantities (税抜 and 税込), per-rate 返還額 and 消費税額', async () => {
    const exclusive = await issuedInvoice('exclusive');
    const partial = await (
      await creditNote(exclusive.admin, exclusive.id, {
        lines: [
          { index: 0, quantity: '1' },
          { index: 2, quantity: '３' },
        ],
      })
    ).json();
    expect(partial.lines.map((l: { name: string; quantity: string; amount: number }) => [l.name, l.quantity, l.amount])).toEqual([
      ['焙煎コーヒー豆', '1', 1250],
      ['ペーパーフィルター', '3', 315],
    ]);
    // 10%: 315 → 31.5 → 31; 8%: 1,250 → 100.
    expect(partial.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 315, tax: 31 },
      { taxCategory: 'reduced', rate: 8, base: 1250, tax: 100 },
    ]);
    expect(partial.totals.total).toBe(1696);

    const inclusive = await issuedInvoice('inclusive');
    const full = await (await creditNote(inclusive.admin, inclusive.id)).json();
    // 税込: 10% 10,956 + 575 = 11,531 × 10/110 = 1,048.27… → 1,048; 8% 4,050 × 8/108 = 300.
    expect(full.priceMode).toBe('inclusive');
    expect(full.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 10483, tax: 1048 },
      { taxCategory: 'reduced', rate: 8, base: 3750, tax: 300 },
    ]);
    expect(full.totals.total).toBe(15581);
    const some = await (
      await creditNote(inclusive.admin, inclusive.id, {
        lines: [
          { index: 0, quantity: '2' },
          { index: 1, quantity: '1' },
        ],
      })
    ).json();
    // 8%: 2,700 × 8/108 = 200; 10%: 5,478 × 10/110 = 498.
    expect(some.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 4980, tax: 498 },
      { taxCategory: 'reduced', rate: 8, base: 2500, tax: 200 },
    ]);
    expect(some.totals.total).toBe(8178);
  });

  it('refuses more than was invoiced, an unknown line, a draft invoice — and changes nothing', async () => {
    const inv = await issuedInvoice('exclusive');
    const tooMany = await creditNote(inv.admin, inv.id, { lines: [{ index: 1, quantity: '3' }] });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toBe('2行目の数量は請求した数量（2）以下にしてください');
    const unknown = await creditNote(inv.admin, inv.id, { lines: [{ index: 7, quantity: '1' }] });
    expect((await unknown.json()).error.message).toBe('8行目は請求書の明細にありません');
    const none = await creditNote(inv.admin, inv.id, { lines: [] });
    expect((await none.json()).error.message).toBe('返品・値引きする明細を1行以上選んでください');
    const draft = await (await inv.admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', lines: [] })).json();
    const fromDraft = await creditNote(inv.admin, draft.id);
    expect(fromDraft.status).toBe(409);
    expect((await fromDraft.json()).error.message).toBe('返品・値引きは発行済みの請求書から作成できます');
    expect((await (await inv.admin.get('/api/documents/credit_note')).json()).total).toBe(0);
  });

  it('issues with its own number, prints 適格返還請求書 with the original invoice and refund wording', async () => {
    const inv = await issuedInvoice('exclusive');
    const doc = await (await creditNote(inv.admin, inv.id, { lines: [{ index: 2, quantity: '3' }] })).json();
    const plain = await pdfText(await inv.admin.get(`/api/documents/credit_note/${doc.id}/pdf`));
    // The title is letter-spaced: 返 還 請 求 書.
    expect(plain).toMatch(/返 還 請 求 書/);
    expect(plain).not.toMatch(/適 格/);

    await t.db.update(companies).set({ registrationNumber: 'T7000012050002' }).where(eq(companies.id, inv.seed.companyId));
    const issued = await (await inv.admin.send('POST', `/api/documents/credit_note/${doc.id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', number: expect.stringMatching(/^CN-\d{6}-0001$/) });
    expect(issued.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const text = await pdfText(await inv.admin.get(`/api/documents/credit_note/${doc.id}/pdf`));
    expect(text).toMatch(/適 格 返 還 請 求 書/);
    expect(text).toContain('下記のとおり返品・値引きいたします。');
    expect(text).toMatch(/返還金額\s+¥346-\(税込\)/);
    expect(text).toContain(`元の請求書: ${inv.number}（取引年月日 2026年11月5日）`);
    expect(text).toMatch(/10%返還額 ¥315\s+消費税\s+¥31/);
    expect(text).toContain('登録番号: T7000012050002');
    expect(text).not.toContain('ご請求');

    // 精算済 by hand, and found by number in its list, CSV, 操作履歴 and its own history.
    expect((await inv.admin.send('POST', `/api/documents/credit_note/${doc.id}/status`, { status: 'settled' })).status).toBe(200);
    const list = await (await inv.admin.get(`/api/documents/credit_note?q=${issued.number}`)).json();
    expect(list.items.map((i: { numberLabel: string; displayStatus: string }) => [i.numberLabel, i.displayStatus])).toEqual([
      [issued.number, 'settled'],
    ]);
    const csv = await (await inv.admin.get('/api/documents/credit_note/export')).text();
    expect(csv).toContain(`返還請求書,${issued.number},`);
    expect(csv).toContain('精算済');
    const history = await (await inv.admin.get(`/api/documents/credit_note/${doc.id}/history`)).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual(['作成（請求書から返品・値引き）', '発行', 'ステータス変更']);
    const log = await (await inv.admin.get('/api/history')).json();
    expect(JSON.stringify(log)).toContain('返還請求書の作成');
  });

  it('prints the day of the return (its own date) beside the original invoice and the date of that sale', async () => {
    const inv = await issuedInvoice('exclusive');
    const draft = await (await creditNote(inv.admin, inv.id, { lines: [{ index: 2, quantity: '1' }] })).json();
    // The invoice's 取引年月日 is the sale's, not the return's: the draft does not take it as its own.
    expect(draft).toMatchObject({ transactionDate: null, periodFrom: null, periodTo: null });
    await t.db.update(documents).set({ issueDate: '2026-12-08' }).where(eq(documents.id, draft.id));
    const issued = await (await inv.admin.send('POST', `/api/documents/credit_note/${draft.id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', issueDate: '2026-12-08', transactionDate: '2026-12-08' });
    const text = await pdfText(await inv.admin.get(`/api/documents/credit_note/${draft.id}/pdf`));
    expect(text).toContain('返品・値引き年月日: 2026年12月8日');
    expect(text).toContain(`元の請求書: ${inv.number}（取引年月日 2026年11月5日）`);
    expect(text).not.toContain('取引年月日: 2026年11月5日');
  });

  it('keeps only its own fields: the 発注書 terms sent with a save are stored empty', async () => {
    const inv = await issuedInvoice('exclusive');
    const draft = await (await creditNote(inv.admin, inv.id, { lines: [{ index: 2, quantity: '1' }] })).json();
    const orderTerms = {
      deliveryDate: '2026-11-20',
      deliveryPlace: '本社倉庫',
      receivedDate: '2026-11-21',
      inspectionDueDate: '2026-11-25',
      dueDate: '2026-12-31',
      paymentMethod: '銀行振込',
    };
    const saved = await inv.admin.send('PUT', `/api/documents/credit_note/${draft.id}`, {
      issueDate: '2026-11-10',
      customerId: draft.customerId,
      subject: '備品の返品',
      lines: [{ name: 'ペーパーフィルター', unitPrice: 105 }],
      ...orderTerms,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      subject: '備品の返品',
      deliveryDate: null,
      deliveryPlace: '',
      receivedDate: null,
      inspectionDueDate: null,
      dueDate: null,
      paymentMethod: '',
    });
  });

  it('another company can neither see nor credit the invoice; no 請求書 flag means 403', async () => {
    const inv = await issuedInvoice('exclusive', { quote: true });
    const other = await t.seedCompany();
    const stranger = await t.signIn(other.admin.email, other.host);
    expect((await creditNote(stranger, inv.id)).status).toBe(404);
    const doc = await (await creditNote(inv.admin, inv.id)).json();
    expect((await stranger.get(`/api/documents/credit_note/${doc.id}`)).status).toBe(404);
    expect((await (await stranger.get('/api/documents/credit_note')).json()).total).toBe(0);

    const staff = await t.signIn(inv.seed.staff.email, inv.seed.host);
    const denied = await creditNote(staff, inv.id);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.message).toBe('請求書管理にアクセスする権限がありません');
    const list = await staff.get('/api/documents/credit_note');
    expect(list.status).toBe(403);
    expect((await list.json()).error.message).toBe('返品・値引きにアクセスする権限がありません');
  });
});
