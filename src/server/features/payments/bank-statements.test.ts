import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankStatementPreview } from '@/core/contracts/bank-statements';
import { normalizeForSearch } from '@/core/japanese';
import { bankStatementLines, customers, operationLogs, payments } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;
type Lines = Extract<BankStatementPreview, { kind: 'lines' }>;

async function customer(companyId: string, code: string, name: string, kana: string) {
  const id = `${companyId}-${code}`;
  await t.db
    .insert(customers)
    .values({ id, companyId, code, name, kana, honorific: '御中', searchText: normalizeForSearch(`${code} ${name} ${kana}`) });
  return id;
}

async function issueInvoice(admin: Admin, customerId: string, unitPrice: number, dueDate = '2026-11-30') {
  const res = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    dueDate,
    customerId,
    lines: [{ name: '保守作業', unitPrice }],
  });
  const { id } = await res.json();
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id as string;
}

/** Three customers owing ¥110,000, ¥55,000 and ¥220,000 (10% included). */
async function world() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const aozora = await customer(seed.companyId, 'C-001', '株式会社青空商事', 'カブシキガイシャアオゾラショウジ');
  const midori = await customer(seed.companyId, 'C-002', '有限会社緑商店', 'みどりしょうてん');
  const yamada = await customer(seed.companyId, 'C-003', '山田工務店', 'ヤマダコウムテン');
  const invoices = {
    aozora: await issueInvoice(admin, aozora, 100_000),
    midori: await issueInvoice(admin, midori, 50_000),
    yamada: await issueInvoice(admin, yamada, 200_000),
  };
  return { seed, admin, ids: { aozora, midori, yamada }, invoices };
}

/** 住信SBIネット銀行's 入出金明細 CSV: a transfer in full, one short by ¥660, one in part, a debit, a stranger. */
const sbiCsv = [
  '"日付","内容","出金金額(円)","入金金額(円)","残高(円)","メモ"',
  '"2026/11/27","振込＊ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ","","110,000","1,110,000","-"',
  '"2026/11/28","振込＊ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ","","54,340","1,164,340","-"',
  '"2026/11/28","ｶｰﾄﾞ ｼﾖｳﾋﾝﾀﾞｲ","3,300","","1,161,040","-"',
  '"2026/11/30","振込＊ﾔﾏﾀﾞｺｳﾑﾃﾝ","","100,000","1,261,040","-"',
  '"2026/11/30","振込＊ﾀﾅｶ ﾀﾛｳ","","5,000","1,266,040","-"',
].join('\r\n');

function upload(admin: Admin, host: string, body: Uint8Array | string, query = '', type = 'text/csv') {
  return t.app.request(`http://${host}/api/payments/bank-statements/import${query}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, cookie: admin.cookie, 'content-type': type },
    body: new Uint8Array(typeof body === 'string' ? new TextEncoder().encode(body) : body),
  });
}

/** The lines the proposals make, as the page sends them when the user keeps every proposal. */
const keptLines = (preview: Lines) =>
  preview.lines.flatMap((l) => {
    const p = l.proposals[0];
    if (!p || l.importedPaymentId) return [];
    const allocations = p.allocations.map((a) => ({ documentId: a.documentId, amount: a.amount }));
    return [
      {
        lineKey: l.lineKey,
        payment: {
          customerId: p.customerId,
          paymentDate: l.date,
          amount: l.amount,
          fee: p.fee,
          payerName: l.payerName,
          memo: '明細取込',
          allocations,
        },
      },
    ];
  });

const invoiceOf = async (admin: Admin, id: string) => (await admin.get(`/api/documents/invoice/${id}`)).json();

// Each test issues three invoices (three PDFs): on a busy machine that alone can take half a minute.
describe('明細取込', { timeout: 120_000 }, () => {
  it('proposes three payments — in full, less a ¥660 fee, in part — and confirms them in bulk, once', async () => {
    const { seed, admin, ids, invoices } = await world();
    const res = await upload(admin, seed.host, iconv.encode(sbiCsv, 'Shift_JIS'));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Lines;
    expect(preview).toMatchObject({ kind: 'lines', format: 'sbi', formatLabel: '住信SBIネット銀行', debitCount: 1 });
    expect(preview.lines.map((l) => [l.date, l.amount, l.proposals[0]?.customerId ?? null, l.proposals[0]?.fee ?? null])).toEqual([
      ['2026-11-27', 110_000, ids.aozora, 0],
      ['2026-11-28', 54_340, ids.midori, 660],
      ['2026-11-30', 100_000, ids.yamada, 0],
      ['2026-11-30', 5000, null, null],
    ]);
    const [full, lessFee, part] = preview.lines.map((l) => l.proposals[0]);
    expect(full).toMatchObject({ confidence: 'high', reasons: ['名義一致', '金額一致', '支払期限内'] });
    expect(lessFee).toMatchObject({ confidence: 'high', allocations: [{ documentId: invoices.midori, amount: 55_000 }] });
    expect(lessFee?.reasons).toContain('振込手数料 ¥660 差引');
    expect(part).toMatchObject({
      allocations: [{ documentId: invoices.yamada, amount: 100_000, outstanding: 220_000 }],
      reasons: ['名義一致', '一部入金'],
    });

    const confirm = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview) });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({ created: 3, skipped: 0 });
    expect(await invoiceOf(admin, invoices.aozora)).toMatchObject({ status: 'paid', paidDate: '2026-11-27' });
    expect(await invoiceOf(admin, invoices.midori)).toMatchObject({ status: 'paid', paidDate: '2026-11-28' });
    expect(await invoiceOf(admin, invoices.yamada)).toMatchObject({ status: 'partially_paid' });
    const list = await (await admin.get('/api/payments')).json();
    expect(list.rows.map((p: { amount: number; fee: number; payerName: string }) => [p.amount, p.fee, p.payerName]).sort()).toEqual([
      [100_000, 0, '振込＊ﾔﾏﾀﾞｺｳﾑﾃﾝ'],
      [110_000, 0, '振込＊ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ'],
      [54_340, 660, '振込＊ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ'],
    ]);

    // The same statement again: the three lines are known, and confirming them again adds nothing.
    const again = (await (await upload(admin, seed.host, iconv.encode(sbiCsv, 'Shift_JIS'))).json()) as Lines;
    expect(again.lines.map((l) => l.importedPaymentId !== null)).toEqual([true, true, true, false]);
    const twice = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview) });
    expect(await twice.json()).toMatchObject({ created: 0, skipped: 3 });
    expect((await (await admin.get('/api/payments')).json()).total).toBe(3);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.filter((l) => l.operationType === 'payment.bank-import')).toHaveLength(2);
    expect(logs.filter((l) => l.operationType === 'payment.create')).toHaveLength(3);
  });

  it('reads a 全銀協 入出金取引明細 file in Shift_JIS: credits only, 和暦 dates, names with 法人略語', async () => {
    const { seed, admin, ids } = await world();
    const res = await upload(admin, seed.host, zenginFile());
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Lines;
    expect(preview).toMatchObject({ format: 'zengin', formatLabel: '全銀協 入出金取引明細', debitCount: 1 });
    expect(preview.lines.map((l) => [l.row, l.date, l.amount, l.payerName, l.proposals[0]?.customerId])).toEqual([
      [2, '2026-11-27', 110_000, 'ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ', ids.aozora],
      [4, '2026-11-28', 54_340, 'ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ', ids.midori],
    ]);
    expect(preview.lines[0]?.lineKey).toBe('zengin:0001-123-0000001234:2026-11-27:00000101:110000:1:ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ');
  });

  it('asks for the columns of an unknown CSV, reads it with them and remembers them for the company', async () => {
    const { seed, admin, ids } = await world();
    const csv = ['取扱日,お取引内容,お引出し,お預入れ,差引残高', '2026-11-27,ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ,,110000,5000000'].join('\n');
    const first = (await (await upload(admin, seed.host, csv)).json()) as BankStatementPreview;
    expect(first).toMatchObject({
      kind: 'needs-mapping',
      headers: ['取扱日', 'お取引内容', 'お引出し', 'お預入れ', '差引残高'],
      mapping: null,
    });
    const same = await upload(admin, seed.host, csv, '?dateColumn=0&amountColumn=0&payerColumn=1');
    expect(same.status).toBe(400);
    expect((await same.json()).error.message).toBe('日付・入金額・振込依頼人名には別々の列を選んでください');
    const mapped = (await (
      await upload(admin, seed.host, csv, '?dateColumn=0&amountColumn=3&payerColumn=1&hasHeader=true')
    ).json()) as Lines;
    expect(mapped).toMatchObject({
      kind: 'lines',
      format: 'mapped',
      lines: [{ amount: 110_000, proposals: [{ customerId: ids.aozora }] }],
    });
    const remembered = (await (await upload(admin, seed.host, csv)).json()) as Lines;
    expect(remembered).toMatchObject({
      kind: 'lines',
      format: 'mapped',
      mapping: { dateColumn: 0, amountColumn: 3, payerColumn: 1, hasHeader: true },
    });
  });

  it('refuses bad files in Japanese and a failing line rolls the whole batch back', async () => {
    const { seed, admin, ids, invoices } = await world();
    const bad = async (body: string | Uint8Array, message: string) => {
      const res = await upload(admin, seed.host, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'BAD_STATEMENT', message });
    };
    await bad('', 'ファイルが空です');
    await bad('日付,金額,振込依頼人\n2026/11/20,"1000,ｱｵｿﾞﾗ\n', 'CSVを読み取れません: 引用符 (") が閉じられていません');
    await bad(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0]), '銀行の明細ファイル（全銀協形式またはCSV）ではありません');
    await bad(sbiCsv.replace('2026/11/28', '11月28日'), '3行目の日付「11月28日」が読み取れません。日付の列を確認してください');
    await bad(
      zenginFile().subarray(0, 600),
      '全銀協形式のレコードが200桁ずつになっていません。ファイルが途中で切れていないか確認してください',
    );
    await bad(
      zenginFile().subarray(0, 606),
      '全銀協形式のファイルにトレーラー・レコードがありません。ファイルが途中で切れていないか確認してください',
    );

    const preview = (await (await upload(admin, seed.host, sbiCsv)).json()) as Lines;
    const lines = keptLines(preview);
    // The second line settles more than the invoice owes: nothing of the batch is kept.
    const tooMuch = lines.map((l, i) =>
      i === 1 ? { ...l, payment: { ...l.payment, fee: 5000, allocations: [{ documentId: invoices.midori, amount: 59_340 }] } } : l,
    );
    const res = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines: tooMuch });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/^2件目（2026-11-28 振込＊ﾐﾄﾞﾘｼﾖｳﾃﾝ\(ﾕ）: 請求書「.+」の残額は¥55,000です/);
    expect((await (await admin.get('/api/payments')).json()).total).toBe(0);
    expect(await invoiceOf(admin, invoices.aozora)).toMatchObject({ status: 'issued' });
    // Nothing was claimed: the lines can still be confirmed.
    expect(await (await admin.send('POST', '/api/payments/bank-statements/confirm', { lines })).json()).toMatchObject({ created: 3 });
    expect(ids.aozora).toBeTruthy();
  });

  it('never proposes or settles another company’s customers, and answers 403 without the invoice flag', async () => {
    const a = await world();
    const b = await world();
    const preview = (await (await upload(a.admin, a.seed.host, sbiCsv)).json()) as Lines;
    expect(preview.lines.flatMap((l) => l.proposals.map((p) => p.customerId)).every((id) => id.startsWith(a.seed.companyId))).toBe(true);
    const theirs = keptLines(preview).map((l, i) =>
      i === 0 ? { ...l, payment: { ...l.payment, customerId: b.ids.aozora, allocations: [] } } : l,
    );
    const res = await a.admin.send('POST', '/api/payments/bank-statements/confirm', { lines: theirs });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.customerId, b.ids.aozora))).toEqual([]);
    expect((await (await a.admin.get('/api/payments')).json()).total).toBe(0);

    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    const upload403 = await upload(staff, a.seed.host, sbiCsv);
    expect(upload403.status).toBe(403);
    expect((await upload403.json()).error.message).toBe('入金管理にアクセスする権限がありません');
    expect((await staff.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview) })).status).toBe(403);
    expect((await (await a.admin.get('/api/payments')).json()).total).toBe(0);
  });

  it('creates each line once when two confirms race (PostgreSQL: the second waits for the first)', async () => {
    const { seed, admin } = await world();
    const preview = (await (await upload(admin, seed.host, sbiCsv)).json()) as Lines;
    const results = await Promise.all(
      [1, 2].map(() => admin.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview) })),
    );
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.map((b) => b.created).sort()).toEqual([0, 3]);
    expect((await (await admin.get('/api/payments')).json()).total).toBe(3);
  });

  it('pays two identical 全銀 credits of a day without 照会番号 twice, and a re-import knows both', async () => {
    const { seed, admin, ids, invoices } = await world();
    const twin: ZenginData = { date: '081127', direction: 1, amount: 30_000, payer: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ' };
    const file = zenginFile([twin, twin]);
    const preview = (await (await upload(admin, seed.host, file)).json()) as Lines;
    expect(preview.lines.map((l) => [l.amount, l.proposals[0]?.customerId])).toEqual([
      [30_000, ids.yamada],
      [30_000, ids.yamada],
    ]);
    expect(new Set(preview.lines.map((l) => l.lineKey)).size).toBe(2);
    const confirm = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview) });
    expect(await confirm.json()).toMatchObject({ created: 2, skipped: 0 });
    expect((await (await admin.get('/api/payments')).json()).total).toBe(2);
    const open = await (await admin.get(`/api/payments/open-invoices?customerId=${ids.yamada}`)).json();
    expect(open).toMatchObject([{ id: invoices.yamada, paid: 60_000, outstanding: 160_000 }]);

    const again = (await (await upload(admin, seed.host, file)).json()) as Lines;
    const taken = again.lines.map((l) => l.importedPaymentId);
    expect(taken.every((id) => id !== null)).toBe(true);
    expect(new Set(taken).size).toBe(2);
  });

  it('knows a line an earlier version claimed by the key without amount and name, and only that line', async () => {
    const { seed, admin, ids, invoices } = await world();
    // Before, three credits of a day without 照会番号 shared one key: the one confirmed was kept with it.
    const earlier = await admin.send('POST', '/api/payments', {
      customerId: ids.yamada,
      paymentDate: '2026-11-27',
      amount: 30_000,
      payerName: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ',
      allocations: [{ documentId: invoices.yamada, amount: 30_000 }],
    });
    expect(earlier.status).toBe(201);
    const paymentId = (await earlier.json()).id as string;
    await t.db.insert(bankStatementLines).values({
      id: crypto.randomUUID(),
      companyId: seed.companyId,
      lineKey: 'zengin:0001-123-0000001234:2026-11-27:',
      paymentId,
      transactionDate: '2026-11-27',
      amount: 30_000,
      payerName: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ',
    });
    const twin: ZenginData = { date: '081127', direction: 1, amount: 30_000, payer: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ' };
    const file = zenginFile([{ date: '081127', direction: 1, amount: 110_000, payer: 'ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ' }, twin, twin]);
    const preview = (await (await upload(admin, seed.host, file)).json()) as Lines;
    expect(preview.lines.map((l) => l.importedPaymentId)).toEqual([null, paymentId, null]);

    // Even sent as kept (a client that ignores 取込済), the line claimed before is not paid again.
    const lines = preview.lines.map((l) => ({
      lineKey: l.lineKey,
      payment: {
        customerId: ids.yamada,
        paymentDate: l.date,
        amount: l.amount,
        payerName: l.payerName,
        allocations: l.proposals[0]?.customerId === ids.yamada ? [{ documentId: invoices.yamada, amount: l.amount }] : [],
      },
    }));
    const confirm = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines });
    expect(await confirm.json()).toMatchObject({ created: 2, skipped: 1 });
    expect((await (await admin.get('/api/payments')).json()).total).toBe(3);
  });

  it('refuses a 全銀 file whose trailer contradicts its data records, naming the difference', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const refusal = async (body: Uint8Array) => (await (await upload(admin, seed.host, body)).json()).error;
    const hint = '。銀行から受け取ったままのファイルか確認してください';
    expect(await refusal(zenginFile(zenginData, { creditCount: 3 }))).toEqual({
      code: 'BAD_STATEMENT',
      message: `トレーラー・レコードの入金件数（3件）とデータ・レコードの入金（2件）が一致しません${hint}`,
    });
    expect((await refusal(zenginFile(zenginData, { creditTotal: 110_000 }))).message).toBe(
      `トレーラー・レコードの入金金額合計（¥110,000）とデータ・レコードの入金の合計（¥164,340）が一致しません${hint}`,
    );
    // A credit record lost in the middle: whole records, so only the trailer can tell.
    const lost = zenginFile(zenginData.slice(1), { creditCount: 2, creditTotal: 164_340 });
    expect((await refusal(lost)).message).toBe(`トレーラー・レコードの入金件数（2件）とデータ・レコードの入金（1件）が一致しません${hint}`);
  });

  it('reads a statement sent as text/plain, as a .txt or .dat file is', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const zengin = await upload(admin, seed.host, zenginFile(), '', 'text/plain');
    expect(zengin.status).toBe(200);
    expect(await zengin.json()).toMatchObject({ kind: 'lines', format: 'zengin', lines: [{ amount: 110_000 }, { amount: 54_340 }] });
    const csv = await upload(admin, seed.host, sbiCsv, '', 'text/plain; charset=Shift_JIS');
    expect(csv.status).toBe(200);
    expect(await csv.json()).toMatchObject({ kind: 'lines', format: 'sbi' });
  });

  it('proposes 合計請求書 too, by what each still owes after 返品・値引き and payments', async () => {
    const { seed, admin, ids, invoices } = await world();
    // 株式会社北斗物産 (20日締め翌月末払い): November's statement ¥33,000, one rack back → owes ¥16,500.
    const hokuto = await customer(seed.companyId, 'C-004', '株式会社北斗物産', 'ホクトブッサン');
    await t.db
      .update(customers)
      .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
      .where(eq(customers.id, hokuto));
    const note = await (
      await admin.send('POST', '/api/documents/delivery_note', {
        issueDate: '2026-11-10',
        deliveryDate: '2026-11-10',
        customerId: hokuto,
        lines: [{ name: '業務用ラック', quantity: '2', unitPrice: 15_000 }],
      })
    ).json();
    expect((await admin.send('POST', `/api/documents/delivery_note/${note.id}/issue`)).status).toBe(200);
    const closing = await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-11-20' })).json();
    const statement = closing.candidates[0].statement as { id: string; number: string };
    const rack = await (
      await admin.send('POST', `/api/documents/statement/${statement.id}/credit-note`, { lines: [{ index: 1, quantity: '1' }] })
    ).json();
    expect((await admin.send('POST', `/api/documents/credit_note/${rack.id}/issue`)).status).toBe(200);
    // 青空商事's ¥110,000 invoice given back in full: it owes nothing.
    const all = await (
      await admin.send('POST', `/api/documents/invoice/${invoices.aozora}/credit-note`, { lines: [{ index: 0, quantity: '1' }] })
    ).json();
    expect((await admin.send('POST', `/api/documents/credit_note/${all.id}/issue`)).status).toBe(200);

    const csv = [
      '"日付","内容","出金金額(円)","入金金額(円)","残高(円)","メモ"',
      '"2026/12/05","振込＊ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ","","110,000","1,110,000","-"',
      '"2026/12/05","振込＊ﾎｸﾄﾌﾞﾂｻﾝ","","16,500","1,126,500","-"',
    ].join('\r\n');
    const preview = (await (await upload(admin, seed.host, csv)).json()) as Lines;
    const [aozora, statementLine] = preview.lines.map((l) => l.proposals[0]);
    expect(aozora).toMatchObject({ customerId: ids.aozora, allocations: [], reasons: ['名義一致', '未消込の請求書なし（前受金）'] });
    expect(statementLine).toMatchObject({
      customerId: hokuto,
      fee: 0,
      allocations: [{ documentId: statement.id, kind: 'statement', number: statement.number, amount: 16_500, outstanding: 16_500 }],
      reasons: ['名義一致', '金額一致', '支払期限内'],
    });

    const confirm = await admin.send('POST', '/api/payments/bank-statements/confirm', { lines: keptLines(preview).slice(1) });
    expect(await confirm.json()).toMatchObject({ created: 1 });
    expect((await (await admin.get(`/api/documents/statement/${statement.id}`)).json()).status).toBe('paid');
  });
});

type ZenginData = { inquiry?: number; date: string; direction: 1 | 2; amount: number; payer: string };
type ZenginTrailer = { creditCount?: number; creditTotal?: number; debitCount?: number; debitTotal?: number };

/** Two credits and a debit of November 2026 (令和8年), each with its 照会番号. */
const zenginData: ZenginData[] = [
  { inquiry: 101, date: '081127', direction: 1, amount: 110_000, payer: 'ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ' },
  { inquiry: 102, date: '081128', direction: 2, amount: 3300, payer: 'ｶｰﾄﾞ' },
  { inquiry: 103, date: '081128', direction: 1, amount: 54_340, payer: 'ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ' },
];

/**
 * A 全銀協 入出金取引明細 file (種別 03), 200-character records, CRLF after each, in Shift_JIS.
 * The trailer counts the data records as the bank would, unless `wrong` says otherwise.
 */
function zenginFile(data = zenginData, wrong: ZenginTrailer = {}): Uint8Array {
  const n = (v: number | string, width: number) => String(v).padStart(width, '0');
  const c = (v: string, width: number) => v.padEnd(width, ' ');
  const headerRecord = `1030${'081201'}${'081101'}${'081130'}0001${c('ﾃｽﾄｷﾞﾝｺｳ', 15)}123${c('ﾎﾝﾃﾝ', 15)}0001${n(1234, 10)}${c('ｶ)ﾃｽﾄ', 40)}00${n(1_000_000, 14)}${' '.repeat(71)}`;
  const dataRecord = ({ inquiry, date, direction, amount, payer }: ZenginData) =>
    `2${inquiry === undefined ? c('', 8) : n(inquiry, 8)}${date}${date}${direction}11${n(amount, 12)}${n(0, 12)}${'000000'}${'000000'}0${'0000000'}000${n(0, 10)}${c(payer, 48)}${c('', 15)}${c('', 15)}${c('', 20)}${c('', 20)} `;
  const of = (direction: 1 | 2) => data.filter((d) => d.direction === direction);
  const total = (direction: 1 | 2) => of(direction).reduce((sum, d) => sum + d.amount, 0);
  const balance = 1_000_000 + total(1) - total(2);
  const t = { creditCount: of(1).length, creditTotal: total(1), debitCount: of(2).length, debitTotal: total(2), ...wrong };
  const records = [
    headerRecord,
    ...data.map(dataRecord),
    `8${n(t.creditCount, 6)}${n(t.creditTotal, 13)}${n(t.debitCount, 6)}${n(t.debitTotal, 13)}0${n(balance, 14)}${n(data.length, 7)}${' '.repeat(139)}`,
    `9${' '.repeat(199)}`,
  ];
  for (const r of records) if (r.length !== 200) throw new Error(`record of ${r.length} characters: ${r.slice(0, 10)}`);
  return new Uint8Array(iconv.encode(`${records.join('\r\n')}\r\n`, 'Shift_JIS'));
}
