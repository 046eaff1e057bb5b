import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJapan } from '@/core/documents';
import { normalizeForSearch } from '@/core/japanese';
import { customers, operationLogs, products } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { downloadArchive } from '../../test/document-archive';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

async function company(staffPermissions = {}) {
  const seed = await t.seedCompany({ staffPermissions });
  const key = seed.companyId;
  await t.db.insert(products).values([
    {
      id: `${key}-p1`,
      companyId: key,
      code: 'P-105',
      name: '資料作成',
      unit: '式',
      unitPrice: 105,
      taxCategory: 'standard',
      searchText: normalizeForSearch('P-105 資料作成'),
    },
    { id: `${key}-p2`, companyId: key, code: 'F-001', name: 'お弁当', unit: '個', unitPrice: 1000, taxCategory: 'reduced' },
  ]);
  await t.db.insert(customers).values({
    id: `${key}-c1`,
    companyId: key,
    code: 'C-001',
    name: '株式会社取引先',
    honorific: '御中',
    email: 'billing@client.example',
    registrationNumber: 'T1234567890123',
    paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 },
    searchText: normalizeForSearch('C-001 株式会社取引先'),
  });
  return { seed, admin: await t.signIn(seed.admin.email, seed.host), customerId: `${key}-c1`, p1: `${key}-p1`, p2: `${key}-p2` };
}

const line = (productId: string | null, name: string, quantity: string, unitPrice: number, taxCategory = 'standard') => ({
  productId,
  name,
  quantity,
  unitPrice,
  taxCategory,
});

async function draft(session: Session, kind: string, body: Record<string, unknown>) {
  const res = await session.send('POST', `/api/documents/${kind}`, { issueDate: '2026-11-05', ...body });
  expect(res.status).toBe(201);
  return res.json();
}

describe('documents: totals, numbering and the life of a quotation', () => {
  it('computes totals with the money module: three ¥105 lines at 10% are ¥31 of tax', async () => {
    const c = await company();
    const doc = await draft(c.admin, 'quotation', {
      customerId: c.customerId,
      subject: 'ホームページ制作',
      lines: [line(c.p1, '資料作成', '1', 105), line(c.p1, '資料作成', '1', 105), line(c.p1, '資料作成', '1', 105)],
    });
    expect(doc.totals).toMatchObject({ subtotal: 315, tax: 31, total: 346 });
    expect(doc).toMatchObject({
      status: 'draft',
      number: null,
      numberLabel: '(未採番)',
      counterpartyName: '株式会社取引先',
      honorific: '御中',
    });
  });

  it('mixed rates, a discount and decimals, with the company rounding mode', async () => {
    const c = await company();
    const settings = await (await c.admin.get('/api/settings/documents')).json();
    const saved = await c.admin.send('PUT', '/api/settings/documents', {
      roundingMode: 'round',
      numbering: Object.fromEntries(
        Object.entries(settings.numbering as Record<string, { template: string; reset: string; nextNumber: number }>).map(([k, v]) => [
          k,
          { template: v.template, reset: v.reset, nextNumber: v.nextNumber },
        ]),
      ),
      defaultNotes: settings.defaultNotes,
      defaultPaymentTerms: null,
    });
    expect(saved.status).toBe(200);
    const doc = await draft(c.admin, 'invoice', {
      customerId: c.customerId,
      lines: [
        { kind: 'heading', name: '11月分' },
        line(null, '作業', '1.5', 3333),
        line(c.p2, 'お弁当', '３', 1000, 'reduced'),
        { kind: 'discount', name: '値引き', quantity: '1', unitPrice: -500, taxCategory: 'standard' },
        line(null, '印紙代', '1', 200, 'exempt'),
      ],
    });
    // 1.5 × 3,333 = 4,999.5 → 5,000 (四捨五入); 10% base 4,500 → 450; 8% base 3,000 → 240.
    expect(doc.lines.map((l: { amount: number }) => l.amount)).toEqual([0, 5000, 3000, -500, 200]);
    expect(doc.totals.byRate).toEqual([
      { taxCategory: 'standard', rate: 10, base: 4500, tax: 450 },
      { taxCategory: 'reduced', rate: 8, base: 3000, tax: 240 },
      { taxCategory: 'exempt', rate: 0, base: 200, tax: 0 },
    ]);
    expect(doc.totals).toMatchObject({ subtotal: 7700, tax: 690, total: 8390 });
    // Due date from the customer's terms is the editor's default; the stored value is what was sent.
    expect(doc.roundingMode).toBe('round');
  });

  it('issues with a gap-free number, freezes, revises, converts with lineage and logs each step', async () => {
    const c = await company();
    const q = await draft(c.admin, 'quotation', {
      customerId: c.customerId,
      subject: '制作一式',
      lines: [line(c.p1, '資料作成', '10', 105)],
    });
    const issued = await (await c.admin.send('POST', `/api/documents/quotation/${q.id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', number: 'Q-202611-0001', isFrozen: true });
    expect(issued.issuer.name).toMatch(/^テスト株式会社/);

    const frozenPut = await c.admin.send('PUT', `/api/documents/quotation/${q.id}`, { issueDate: '2026-11-06', lines: [] });
    expect(frozenPut.status).toBe(409);
    expect((await frozenPut.json()).error.message).toBe('発行済みの帳票は編集できません。「修正」で修正版を作成してください');
    expect((await c.admin.send('DELETE', `/api/documents/quotation/${q.id}`)).status).toBe(409);

    const revision = await (await c.admin.send('POST', `/api/documents/quotation/${q.id}/revise`)).json();
    expect(revision).toMatchObject({ status: 'draft', number: 'Q-202611-0001', revision: 2, numberLabel: 'Q-202611-0001-2' });
    expect(revision.previousRevision).toMatchObject({ id: q.id });
    const edited = await c.admin.send('PUT', `/api/documents/quotation/${revision.id}`, {
      issueDate: '2026-11-07',
      customerId: c.customerId,
      subject: '制作一式（修正）のお見積り',
      lines: [line(c.p1, '資料作成', '12', 105)],
    });
    expect(edited.status).toBe(200);
    const revised = await (await c.admin.send('POST', `/api/documents/quotation/${revision.id}/issue`)).json();
    expect(revised).toMatchObject({ status: 'issued', numberLabel: 'Q-202611-0001-2', total: 1386 });
    const old = await (await c.admin.get(`/api/documents/quotation/${q.id}`)).json();
    expect(old).toMatchObject({ isLatest: false, total: 1155, nextRevision: { id: revision.id } });
    const list = await (await c.admin.get('/api/documents/quotation')).json();
    expect(list.items.map((d: { numberLabel: string }) => d.numberLabel)).toEqual(['Q-202611-0001-2']);

    const invoiceRes = await c.admin.send('POST', `/api/documents/quotation/${revision.id}/convert`, { to: 'invoice' });
    expect(invoiceRes.status).toBe(201);
    const invoice = await invoiceRes.json();
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'draft', total: 1386, source: { id: revision.id, kind: 'quotation' } });
    // The 件名 is proposed for an invoice, never the quotation's wording.
    expect(invoice.subject).toBe('制作一式（修正）のご請求');
    // 末日締め翌月末払い from the customer's terms.
    const today = todayInJapan();
    expect(invoice.dueDate > today).toBe(true);
    const quotation = await (await c.admin.get(`/api/documents/quotation/${revision.id}`)).json();
    expect(quotation.status).toBe('accepted');
    expect(quotation.derived).toEqual([expect.objectContaining({ id: invoice.id, kind: 'invoice' })]);

    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, c.seed.companyId));
    expect(logs.map((l) => l.operationType).sort()).toEqual(
      ['document.convert', 'document.create', 'document.issue', 'document.revise', 'document.revise-issue', 'document.update'].sort(),
    );
    expect(logs.every((l) => l.userId === c.seed.admin.id)).toBe(true);
  });

  it('never gives two documents the same number when they are issued at once', async () => {
    const c = await company();
    const drafts = [];
    for (let i = 0; i < 12; i++)
      drafts.push(await draft(c.admin, 'invoice', { customerId: c.customerId, lines: [line(c.p1, '資料作成', '1', 105)] }));
    const results = await Promise.all(drafts.map((d) => c.admin.send('POST', `/api/documents/invoice/${d.id}/issue`)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const numbers = (await Promise.all(results.map((r) => r.json()))).map((d) => d.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `INV-202611-${String(i + 1).padStart(4, '0')}`));
  });

  it('starts from the next number set in 帳票設定 and refuses a number already used', async () => {
    const c = await company();
    const settings = await (await c.admin.get('/api/settings/documents')).json();
    const numbering = (next: number) => ({
      ...Object.fromEntries(
        Object.entries(settings.numbering).map(([k, v]) => [
          k,
          { template: (v as { template: string }).template, reset: 'never', nextNumber: 1 },
        ]),
      ),
      delivery_note: { template: 'N{seq:3}', reset: 'never', nextNumber: next },
    });
    const bad = await c.admin.send('PUT', '/api/settings/documents', {
      ...settings,
      numbering: { ...numbering(1), quotation: { template: 'Q-{YYYY}', reset: 'never', nextNumber: 1 } },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('採番形式には連番 {seq} または {seq:4} を1つだけ含めてください');
    const { defaultNotes, defaultPaymentTerms, roundingMode } = settings;
    const ok = await c.admin.send('PUT', '/api/settings/documents', {
      roundingMode,
      defaultNotes,
      defaultPaymentTerms,
      numbering: numbering(41),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).numbering.delivery_note).toMatchObject({ nextNumber: 41, preview: 'N041' });
    const d1 = await draft(c.admin, 'delivery_note', { customerId: c.customerId, lines: [line(null, '納品物', '1', 100)] });
    expect((await (await c.admin.send('POST', `/api/documents/delivery_note/${d1.id}/issue`)).json()).number).toBe('N041');
    await c.admin.send('PUT', '/api/settings/documents', { roundingMode, defaultNotes, defaultPaymentTerms, numbering: numbering(41) });
    const d2 = await draft(c.admin, 'delivery_note', { customerId: c.customerId, lines: [line(null, '納品物', '1', 100)] });
    const taken = await c.admin.send('POST', `/api/documents/delivery_note/${d2.id}/issue`);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('番号「N041」は既に使われています。帳票設定の「次の番号」を見直してください');
    expect((await (await c.admin.get(`/api/documents/delivery_note/${d2.id}`)).json()).status).toBe('draft');
  });
});

describe('documents: access', () => {
  it('needs the flag of the kind, and of the target kind to convert', async () => {
    const c = await company({ quote: true });
    const staff = await t.signIn(c.seed.staff.email, c.seed.host);
    expect((await staff.get('/api/documents/quotation')).status).toBe(200);
    const denied = await staff.get('/api/documents/invoice');
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.message).toBe('請求書管理にアクセスする権限がありません');
    const q = await draft(staff, 'quotation', { customerId: c.customerId, lines: [line(c.p1, '資料作成', '1', 105)] });
    await staff.send('POST', `/api/documents/quotation/${q.id}/issue`);
    const convert = await staff.send('POST', `/api/documents/quotation/${q.id}/convert`, { to: 'invoice' });
    expect(convert.status).toBe(403);
    expect((await convert.json()).error.message).toBe('請求書管理にアクセスする権限がありません');
    // Picking a customer and a product needs no customer or product flag.
    expect(
      (await (await staff.get('/api/documents/quotation/counterparties?q=取引先')).json()).map((x: { code: string }) => x.code),
    ).toEqual(['C-001']);
    expect((await (await staff.get('/api/documents/quotation/products?q=p-105')).json())[0]).toMatchObject({
      code: 'P-105',
      costPrice: null,
    });
    expect((await staff.get('/api/customers')).status).toBe(403);
  });

  it("another company's documents are not found, whatever the action", async () => {
    const a = await company();
    const b = await company();
    const doc = await draft(a.admin, 'quotation', { customerId: a.customerId, lines: [line(a.p1, '資料作成', '1', 105)] });
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/issue'],
      ['POST', '/duplicate'],
      ['GET', '/pdf'],
    ] as const) {
      const res = await b.admin.send(
        method,
        `/api/documents/quotation/${doc.id}${path}`,
        method === 'PUT' ? { issueDate: '2026-11-05' } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nor can a document point at another company's customer or product.
    const foreign = await b.admin.send('POST', '/api/documents/quotation', { issueDate: '2026-11-05', customerId: a.customerId });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.message).toBe('取引先が見つかりません。選び直してください');
    const foreignProduct = await b.admin.send('POST', '/api/documents/quotation', {
      issueDate: '2026-11-05',
      lines: [line(a.p1, 'x', '1', 1)],
    });
    expect((await foreignProduct.json()).error.message).toBe('1行目の商品が見つかりません');
    expect((await (await b.admin.get('/api/documents/quotation')).json()).total).toBe(0);
  });

  it('bad input is a 400 in Japanese and changes nothing', async () => {
    const c = await company();
    const cases: [unknown, string][] = [
      [{ issueDate: '2026-02-30' }, '発行日が正しい日付ではありません'],
      [{ issueDate: '2026-11-05', lines: [{ name: '', quantity: '1', unitPrice: 1 }] }, '品名を入力してください'],
      [
        { issueDate: '2026-11-05', lines: [{ name: 'x', quantity: '1.2345', unitPrice: 1 }] },
        '数量は小数第3位までの数字で入力してください',
      ],
      [
        { issueDate: '2026-11-05', lines: [{ kind: 'discount', name: '値引き', quantity: '1', unitPrice: 100 }] },
        '値引きの単価はマイナスで入力してください',
      ],
      [{ issueDate: '2026-11-05', total: 1 }, '不明な項目があります: total'],
    ];
    for (const [body, message] of cases) {
      const res = await c.admin.send('POST', '/api/documents/quotation', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const empty = await draft(c.admin, 'quotation', {});
    const issue = await c.admin.send('POST', `/api/documents/quotation/${empty.id}/issue`);
    expect(issue.status).toBe(400);
    expect((await issue.json()).error.message).toBe('宛先を選んでから発行してください');
    expect((await (await c.admin.get('/api/documents/quotation')).json()).total).toBe(1);
  });
});

describe('documents: status, search, output', () => {
  it('moves an invoice to 入金済 with its date, derives 期限超過, and refuses impossible moves', async () => {
    const c = await company();
    const inv = await draft(c.admin, 'invoice', {
      issueDate: '2026-01-05',
      dueDate: '2026-02-28',
      customerId: c.customerId,
      lines: [line(c.p1, 'x', '1', 1000)],
    });
    expect((await c.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'paid' })).status).toBe(409);
    await c.admin.send('POST', `/api/documents/invoice/${inv.id}/issue`);
    const overdue = await (await c.admin.get('/api/documents/invoice?status=overdue')).json();
    expect(overdue.items.map((d: { id: string; displayStatus: string }) => [d.id, d.displayStatus])).toEqual([[inv.id, 'overdue']]);
    expect((await (await c.admin.get('/api/documents/invoice?status=issued')).json()).total).toBe(0);
    const paid = await (
      await c.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'paid', paidDate: '2026-03-01' })
    ).json();
    expect(paid).toMatchObject({ status: 'paid', displayStatus: 'paid', paidDate: '2026-03-01' });
    const wrong = await c.admin.send('POST', `/api/documents/invoice/${inv.id}/status`, { status: 'accepted' });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.message).toBe('入金済の請求書を「受注」にはできません');
  });

  it('finds documents by any combination of date range, amount range, counterparty, number and status', async () => {
    const c = await company();
    const mk = (issueDate: string, price: number) =>
      draft(c.admin, 'quotation', { issueDate, customerId: c.customerId, subject: `件名${price}`, lines: [line(null, 'x', '1', price)] });
    await mk('2026-04-01', 1000);
    await mk('2026-04-15', 50_000);
    await mk('2026-05-01', 50_000);
    const query = async (q: string) =>
      (await (await c.admin.get(`/api/documents/quotation?${q}`)).json()).items.map(
        (d: { total: number; issueDate: string }) => `${d.issueDate}:${d.total}`,
      );
    expect(await query('dateFrom=2026-04-01&dateTo=2026-04-30&amountMin=10000')).toEqual(['2026-04-15:55000']);
    expect(await query('amountMax=２０００&counterparty=取引先')).toEqual(['2026-04-01:1100']);
    expect(await query('counterparty=存在しない')).toEqual([]);
    expect(await query('subject=件名50000&sort=issueDate&order=asc')).toEqual(['2026-04-15:55000', '2026-05-01:55000']);
    expect(await query('status=draft&dateFrom=2026-05-01')).toEqual(['2026-05-01:55000']);
    // Free text keeps every sort order of the list.
    expect(await query('q=件名&sort=issueDate&order=desc')).toEqual(['2026-05-01:55000', '2026-04-15:55000', '2026-04-01:1100']);
    expect((await query('q=件名&sort=total&order=asc'))[0]).toBe('2026-04-01:1100');
    for (const sort of ['number', 'counterparty', 'updatedAt', 'dueDate']) expect(await query(`q=件名&sort=${sort}`)).toHaveLength(3);
    const bad = await c.admin.get('/api/documents/quotation?amountMin=abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('金額(下限)は数字で入力してください');
  });

  it('renders a PDF, mails it as 送付済, and exports the period as CSV + PDFs in a ZIP', async () => {
    const c = await company();
    const inv = await draft(c.admin, 'invoice', {
      issueDate: '2026-10-10',
      customerId: c.customerId,
      lines: [line(c.p1, '資料作成', '3', 105)],
    });
    await c.admin.send('POST', `/api/documents/invoice/${inv.id}/issue`);
    const pdf = await c.admin.get(`/api/documents/invoice/${inv.id}/pdf?download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent('請求書'));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const sent = await c.admin.send('POST', `/api/documents/invoice/${inv.id}/send`, {
      to: 'billing@client.example',
      subject: '【請求書】INV-202610-0001',
      message: 'ご確認ください。',
    });
    expect(sent.status).toBe(202);
    expect((await sent.json()).documentId).toBe(inv.id);
    await t.jobs.idle();
    expect((await (await c.admin.get(`/api/documents/invoice/${inv.id}`)).json()).status).toBe('sent');
    const mail = t.mailer.messages.at(-1);
    expect(mail).toMatchObject({ to: 'billing@client.example', subject: '【請求書】INV-202610-0001' });
    expect(mail?.attachments?.[0]?.filename).toBe('20261010_346_株式会社取引先_INV-202610-0001_請求書.pdf');

    const zip = await downloadArchive(t, c.admin, { from: '2026-10-01', to: '2026-10-31' });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      '帳票一覧.csv',
      '明細一覧.csv',
      '索引簿.csv',
      '請求書/20261010_346_株式会社取引先_INV-202610-0001_請求書.pdf',
    ]);
    const csv = new TextDecoder().decode(files['帳票一覧.csv']);
    expect(csv).toContain(
      '請求書,INV-202610-0001,2026/10/10,2026/10/10,株式会社取引先,T1234567890123,,送付済,税抜,315,31,0,0,0,0,315,31,346,0,346',
    );
    const types = (await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, c.seed.companyId))).map(
      (l) => l.operationType,
    );
    expect(types).toEqual(expect.arrayContaining(['document.pdf', 'document.send', 'document.archive']));
  });
});

describe('documents keep their products and customers', () => {
  it('deleting a product or customer a document uses archives it instead', async () => {
    const c = await company();
    await draft(c.admin, 'quotation', { customerId: c.customerId, lines: [line(c.p1, '資料作成', '1', 105)] });
    const res = await c.admin.send('DELETE', `/api/products/${c.p1}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ archived: true });
    expect((await (await c.admin.get(`/api/products/${c.p1}`)).json()).isActive).toBe(false);
    expect((await c.admin.send('DELETE', `/api/customers/${c.customerId}`)).status).toBe(200);
    expect((await (await c.admin.get(`/api/customers/${c.customerId}`)).json()).isActive).toBe(false);
    // An unused one is really deleted.
    expect((await c.admin.send('DELETE', `/api/products/${c.p2}`)).status).toBe(200);
    expect((await c.admin.get(`/api/products/${c.p2}`)).status).toBe(404);
  });
});
