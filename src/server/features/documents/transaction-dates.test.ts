import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  return { seed, admin, customerId };
}

const item = (name: string, date?: string | null) => ({ name, quantity: '1', unitPrice: 1000, ...(date !== undefined && { date }) });

async function create(session: Session, kind: string, body: Record<string, unknown>) {
  const res = await session.send('POST', `/api/documents/${kind}`, { issueDate: '2026-11-25', ...body });
  expect(res.status).toBe(201);
  return res.json();
}

async function issue(session: Session, kind: string, id: string) {
  const res = await session.send('POST', `/api/documents/${kind}/${id}/issue`);
  expect(res.status).toBe(200);
  return res.json();
}

/** pdftotext -layout of a document's PDF, pages joined. */
async function pdfText(session: Session, kind: string, id: string): Promise<string> {
  const res = await session.get(`/api/documents/${kind}/${id}/pdf`);
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-pdf-')), 'document.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** 帳票設定 as they are, with another date style (the form sends every setting on save). */
async function saveDateStyle(session: Session, dateStyle: string) {
  const { numbering, ...rest } = await (await session.get('/api/settings/documents')).json();
  const rules = Object.entries(numbering as Record<string, { template: string; reset: string; nextNumber: number }>);
  const sent = Object.fromEntries(rules.map(([kind, r]) => [kind, { template: r.template, reset: r.reset, nextNumber: r.nextNumber }]));
  return session.send('PUT', '/api/settings/documents', { ...rest, numbering: sent, dateStyle });
}

describe('取引年月日 and 対象期間', () => {
  it('keeps a transaction date or a period through save, reload and issue', async () => {
    const c = await company();
    const dated = await create(c.admin, 'invoice', { customerId: c.customerId, transactionDate: '2026/11/20', lines: [item('作業')] });
    expect(dated).toMatchObject({ transactionDate: '2026-11-20', periodFrom: null, periodTo: null });

    const monthly = await create(c.admin, 'invoice', {
      customerId: c.customerId,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      lines: [item('保守')],
    });
    expect(monthly).toMatchObject({ transactionDate: null, periodFrom: '2026-11-01', periodTo: '2026-11-30' });
    const saved = await c.admin.send('PUT', `/api/documents/invoice/${monthly.id}`, {
      issueDate: '2026-11-25',
      customerId: c.customerId,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-20',
      lines: [item('保守')],
    });
    expect(saved.status).toBe(200);
    const reloaded = await (await c.admin.get(`/api/documents/invoice/${monthly.id}`)).json();
    expect(reloaded).toMatchObject({ transactionDate: null, periodFrom: '2026-11-01', periodTo: '2026-11-20' });

    const issued = await issue(c.admin, 'invoice', monthly.id);
    expect(issued).toMatchObject({ status: 'issued', transactionDate: null, periodFrom: '2026-11-01', periodTo: '2026-11-20' });
  });

  it('refuses half a period, a reversed one, a date with a period, an impossible date and an unknown field, changing nothing', async () => {
    const c = await company();
    const doc = await create(c.admin, 'invoice', { customerId: c.customerId, transactionDate: '2026-11-20', lines: [item('作業')] });
    const put = (body: Record<string, unknown>) =>
      c.admin.send('PUT', `/api/documents/invoice/${doc.id}`, {
        issueDate: '2026-11-25',
        customerId: c.customerId,
        lines: [item('作業')],
        ...body,
      });
    const refused = async (body: Record<string, unknown>, path: string, message: string) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toContainEqual({ path, message });
    };
    await refused({ periodFrom: '2026-11-01' }, 'periodTo', '対象期間の終了日を入力してください');
    await refused({ periodTo: '2026-11-30' }, 'periodFrom', '対象期間の開始日を入力してください');
    await refused(
      { periodFrom: '2026-11-30', periodTo: '2026-11-01' },
      'periodTo',
      '対象期間の終了日は開始日と同じか後の日付にしてください',
    );
    await refused(
      { transactionDate: '2026-11-20', periodFrom: '2026-11-01', periodTo: '2026-11-30' },
      'transactionDate',
      '取引年月日と対象期間はどちらか一方だけを入力してください',
    );
    await refused({ transactionDate: '2026-02-30' }, 'transactionDate', '取引年月日が正しい日付ではありません');
    await refused({ lines: [item('作業', '2026-13-01')] }, 'lines.0.date', '日付が正しい日付ではありません');
    const unknown = await put({ transactionDay: '2026-11-20' });
    expect(unknown.status).toBe(400);

    const unchanged = await (await c.admin.get(`/api/documents/invoice/${doc.id}`)).json();
    expect(unchanged).toMatchObject({ transactionDate: '2026-11-20', periodFrom: null, periodTo: null });
  });

  it('issues every invoice with a 取引年月日: the issue date when the draft has neither', async () => {
    const c = await company();
    const doc = await create(c.admin, 'invoice', { customerId: c.customerId, lines: [item('作業')] });
    expect(doc.transactionDate).toBeNull();
    const issued = await issue(c.admin, 'invoice', doc.id);
    expect(issued.transactionDate).toBe('2026-11-25');
    // 複製 moves a default 取引年月日 to the copy's issue date (today), as it would be for a new invoice.
    const old = await create(c.admin, 'invoice', { issueDate: '2020-01-10', transactionDate: '2020-01-10', lines: [item('作業')] });
    const chosen = await create(c.admin, 'invoice', { issueDate: '2020-01-10', transactionDate: '2020-01-05', lines: [item('作業')] });
    const copy = await (await c.admin.send('POST', `/api/documents/invoice/${old.id}/duplicate`)).json();
    expect(copy.issueDate).not.toBe('2020-01-10');
    expect(copy.transactionDate).toBe(copy.issueDate);
    const chosenCopy = await (await c.admin.send('POST', `/api/documents/invoice/${chosen.id}/duplicate`)).json();
    expect(chosenCopy.transactionDate).toBe('2020-01-05');
    // A quotation may go without one.
    const quotation = await create(c.admin, 'quotation', { customerId: c.customerId, lines: [item('作業')] });
    expect((await issue(c.admin, 'quotation', quotation.id)).transactionDate).toBeNull();
  });

  it('freezes the dates: an issued invoice refuses edits and its 修正 starts from the same dates', async () => {
    const c = await company();
    const doc = await create(c.admin, 'invoice', {
      customerId: c.customerId,
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      lines: [item('作業', '2026-10-15')],
    });
    await issue(c.admin, 'invoice', doc.id);
    const edit = await c.admin.send('PUT', `/api/documents/invoice/${doc.id}`, {
      issueDate: '2026-11-25',
      customerId: c.customerId,
      transactionDate: '2026-11-01',
      lines: [item('作業')],
    });
    expect(edit.status).toBe(409);
    const revised = await c.admin.send('POST', `/api/documents/invoice/${doc.id}/revise`);
    expect(revised.status).toBe(201);
    const revision = await revised.json();
    expect(revision).toMatchObject({ periodFrom: '2026-10-01', periodTo: '2026-10-31', transactionDate: null });
    expect(revision.lines[0].date).toBe('2026-10-15');
  });

  it('shows the 取引年月日 or the period in the list CSV', async () => {
    const c = await company();
    await create(c.admin, 'invoice', { customerId: c.customerId, subject: '単日', transactionDate: '2026-11-20', lines: [item('作業')] });
    await create(c.admin, 'invoice', {
      customerId: c.customerId,
      subject: '月額',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      lines: [item('保守')],
    });
    const csv = await (await c.admin.get('/api/documents/invoice/export')).text();
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toContain('発行日,取引年月日,取引先');
    expect(csv).toContain('2026/11/25,2026/11/20,株式会社取引先,,単日');
    expect(csv).toContain('2026/11/25,2026/11/01〜2026/11/30,株式会社取引先,,月額');
  });
});

describe('line dates and 納品書 → 請求書', () => {
  it('keeps each line date and leaves it empty where none was given', async () => {
    const c = await company();
    const doc = await create(c.admin, 'delivery_note', {
      customerId: c.customerId,
      lines: [item('部品A', '2026-11-03'), item('部品B'), item('部品C', '')],
    });
    expect(doc.lines.map((l: { date: string | null }) => l.date)).toEqual(['2026-11-03', null, null]);
  });

  it('carries each delivery day onto the invoice lines, sets the 取引年月日 and prints the 納品書 number', async () => {
    const c = await company();
    const note = await create(c.admin, 'delivery_note', {
      customerId: c.customerId,
      issueDate: '2026-11-12',
      deliveryDate: '2026-11-10',
      lines: [item('部品A', '2026-11-03'), item('部品B')],
    });
    const issuedNote = await issue(c.admin, 'delivery_note', note.id);
    const converted = await c.admin.send('POST', `/api/documents/delivery_note/${note.id}/convert`, { to: 'invoice' });
    expect(converted.status).toBe(201);
    const invoice = await converted.json();
    expect(invoice.lines.map((l: { date: string | null }) => l.date)).toEqual(['2026-11-03', '2026-11-10']);
    // Delivered on two days: the invoice covers the period from the first to the last.
    expect(invoice).toMatchObject({ transactionDate: null, periodFrom: '2026-11-03', periodTo: '2026-11-10' });
    expect(invoice.source).toMatchObject({ kind: 'delivery_note', number: issuedNote.numberLabel });

    await issue(c.admin, 'invoice', invoice.id);
    const text = await pdfText(c.admin, 'invoice', invoice.id);
    expect(text).toContain(`納品書番号: ${issuedNote.numberLabel}`);
    expect(text).toContain('対象期間: 2026年11月3日〜2026年11月10日');
    expect(text).toMatch(/No\.\s+日付\s+品名\s+数量/);
    expect(text).toMatch(/1\s+11\/3\s+部品A/);
    expect(text).toMatch(/2\s+11\/10\s+部品B/);
  });

  it('gives a one-day delivery a 取引年月日, the 納品日 of the 納品書', async () => {
    const c = await company();
    const note = await create(c.admin, 'delivery_note', { customerId: c.customerId, deliveryDate: '2026-11-10', lines: [item('部品A')] });
    await issue(c.admin, 'delivery_note', note.id);
    const invoice = await (await c.admin.send('POST', `/api/documents/delivery_note/${note.id}/convert`, { to: 'invoice' })).json();
    expect(invoice).toMatchObject({ transactionDate: '2026-11-10', periodFrom: null, periodTo: null });
    expect(invoice.lines[0].date).toBe('2026-11-10');
  });
});

describe('dates on the PDF', () => {
  it('prints 取引年月日, 〇月分, no 日付 column without line dates, and 和暦 when the company chooses it', async () => {
    const c = await company();
    const dated = await create(c.admin, 'invoice', { customerId: c.customerId, transactionDate: '2026-11-20', lines: [item('作業')] });
    const monthly = await create(c.admin, 'invoice', {
      customerId: c.customerId,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      lines: [item('保守')],
    });
    const datedText = await pdfText(c.admin, 'invoice', dated.id);
    expect(datedText).toContain('発行日: 2026年11月25日');
    expect(datedText).toContain('取引年月日: 2026年11月20日');
    expect(datedText).not.toContain('日付');
    expect(await pdfText(c.admin, 'invoice', monthly.id)).toContain('対象期間: 2026年11月分');

    const saved = await saveDateStyle(c.admin, 'japaneseEra');
    expect(saved.status).toBe(200);
    expect((await saved.json()).dateStyle).toBe('japaneseEra');

    const eraText = await pdfText(c.admin, 'invoice', monthly.id);
    expect(eraText).toContain('発行日: 令和8年11月25日');
    expect(eraText).toContain('対象期間: 令和8年11月分');
    // Issued under 和暦, the kept PDF stays so after the company goes back to 西暦.
    await issue(c.admin, 'invoice', dated.id);
    expect((await saveDateStyle(c.admin, 'gregorian')).status).toBe(200);
    expect(await pdfText(c.admin, 'invoice', dated.id)).toContain('取引年月日: 令和8年11月20日');
    expect(await pdfText(c.admin, 'invoice', monthly.id)).toContain('対象期間: 2026年11月分');
  });

  it('refuses an unknown date style', async () => {
    const c = await company();
    const res = await saveDateStyle(c.admin, 'heisei');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('日付の表記は「西暦」か「和暦」を選んでください');
  });
});
