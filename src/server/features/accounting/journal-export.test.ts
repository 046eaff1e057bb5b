import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import { customers, operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;
const customer = '株式会社青空商事';

/**
 * The worked example: on 2026-11-05 an invoice of 焙煎コーヒー豆 3 × ¥1,250 at 8% (¥3,750 + ¥300)
 * and 保守作業 ¥10,000 at 10% (+ ¥1,000), ¥15,050 in all; on 2026-11-20 ¥14,390 arrives with a
 * ¥660 振込手数料 deducted; then the coffee comes back (返品・値引き, ¥4,050).
 */
async function workedExample() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', customer);
  const created = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    dueDate: '2026-11-30',
    customerId,
    lines: [
      { name: '保守作業', unitPrice: 10_000, taxCategory: 'standard' },
      { name: '焙煎コーヒー豆', quantity: '3', unitPrice: 1250, taxCategory: 'reduced' },
    ],
  });
  const { id } = await created.json();
  const invoice = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
  expect(invoice.total).toBe(15_050);
  const payment = await admin.send('POST', '/api/payments', {
    customerId,
    paymentDate: '2026-11-20',
    amount: 14_390,
    fee: 660,
    payerName: 'ｶ)ｱｵｿﾞﾗｼｮｳｼﾞ',
    allocations: [{ documentId: id, amount: 15_050 }],
  });
  expect(payment.status).toBe(201);
  const note = await (
    await admin.send('POST', `/api/documents/invoice/${id}/credit-note`, { lines: [{ index: 1, quantity: '3' }] })
  ).json();
  const credit = await (await admin.send('POST', `/api/documents/credit_note/${note.id}/issue`)).json();
  // The credit note is issued today: the period runs to it.
  const to = credit.issueDate > '2026-11-30' ? credit.issueDate : '2026-11-30';
  return { seed, admin, invoice, credit, to };
}

/** The file as the accounting package reads it: Shift_JIS, records of cells. */
async function download(admin: Admin, query: string) {
  const res = await admin.get(`/api/receivables/accounting-export?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
  const bytes = Buffer.from(await res.arrayBuffer());
  return parseCsv(iconv.decode(bytes, 'Shift_JIS'));
}

describe('仕訳CSV for the accounting packages', () => {
  it('freee会計: the 仕訳インポート (freee形式) header and the 10% row, cell by cell', async () => {
    const { admin, invoice, to } = await workedExample();
    const records = await download(admin, `from=2026-11-01&to=${to}&package=freee`);
    // freee ヘルプセンター「その他の会計ソフトから仕訳データを移行する」: [表題行] then one [明細行] per line, 33 columns.
    const side = (s: string) => [
      `${s}勘定科目`,
      `${s}科目コード`,
      `${s}補助科目`,
      `${s}取引先`,
      `${s}取引先コード`,
      `${s}部門`,
      `${s}品目`,
      `${s}メモタグ`,
      `${s}セグメント1`,
      `${s}セグメント2`,
      `${s}セグメント3`,
      `${s}金額`,
      `${s}税区分`,
      `${s}税額`,
    ];
    expect(records[0]).toEqual(['[表題行]', '日付', '伝票番号', '決算整理仕訳', ...side('借方'), ...side('貸方'), '摘要']);
    const memo = `請求書 ${invoice.number} ${customer}`;
    expect(records[1]).toEqual([
      '[明細行]',
      '2026/11/05',
      '1',
      '',
      '売掛金',
      '',
      customer,
      customer,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '11000',
      '対象外',
      '0',
      '売上高',
      '',
      '',
      customer,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '11000',
      '課税売上10%',
      '1000',
      memo,
    ]);
    // The 8% line of the same slip: 課税売上8%（軽）, ¥4,050 with ¥300 of tax.
    expect([records[2]?.[2], records[2]?.[29], records[2]?.[30], records[2]?.[31]]).toEqual(['1', '4050', '課税売上8%（軽）', '300']);
  });

  it('マネーフォワード クラウド会計: the 仕訳帳 header (A–AA) and rows, the payment with its fee', async () => {
    const { admin, invoice, to } = await workedExample();
    const records = await download(admin, `from=2026-11-01&to=${to}&package=moneyforward`);
    // マネーフォワード クラウド会計 サポート「仕訳帳」をインポートする: columns A–AA of the template.
    const side = (s: string) => [
      `${s}勘定科目`,
      `${s}補助科目`,
      `${s}部門`,
      `${s}取引先`,
      `${s}税区分`,
      `${s}インボイス`,
      `${s}金額(円)`,
      `${s}税額`,
    ];
    expect(records[0]).toEqual([
      '取引No',
      '取引日',
      ...side('借方'),
      ...side('貸方'),
      '摘要',
      '仕訳メモ',
      'タグ',
      'MF仕訳タイプ',
      '決算整理仕訳',
      '作成日時',
      '作成者',
      '最終更新日時',
      '最終更新者',
    ]);
    const empty8 = ['', '', '', '', '', '', '', ''];
    expect(records[1]).toEqual([
      '1',
      '2026/11/05',
      '売掛金',
      customer,
      '',
      customer,
      '対象外',
      '',
      '11000',
      '0',
      '売上高',
      '',
      '',
      customer,
      '課税売上 10%',
      '',
      '11000',
      '1000',
      `請求書 ${invoice.number} ${customer}`,
      ...empty8,
    ]);
    expect(records[2]?.slice(0, 18)).toEqual([
      '1',
      '2026/11/05',
      '売掛金',
      customer,
      '',
      customer,
      '対象外',
      '',
      '4050',
      '0',
      '売上高',
      '',
      '',
      customer,
      '課税売上 (軽)8%',
      '',
      '4050',
      '300',
    ]);
    // The payment: ¥14,390 into 普通預金 and the ¥660 fee (¥60 of tax at 10%) settle ¥15,050 of 売掛金.
    const payment = records.filter((r) => r[0] === '2').map((r) => [r[2], r[6], r[8], r[9], r[10], r[11], r[16]]);
    expect(payment).toEqual([
      ['普通預金', '対象外', '14390', '0', '売掛金', customer, '14390'],
      ['支払手数料', '課税仕入 10%', '660', '60', '売掛金', customer, '660'],
    ]);
  });

  it('弥生会計: the 弥生インポート形式, 25 fixed columns without a header; the credit note reversed', async () => {
    const { admin, invoice, credit, to } = await workedExample();
    const records = await download(admin, `from=2026-11-01&to=${to}&package=yayoi`);
    // 弥生会計 サポート「インポートできるデータの種類と記述形式」(仕訳データ, 弥生会計 05以降): no header.
    expect(records.every((r) => r.length === 25)).toBe(true);
    expect(records[0]).toEqual([
      '2000',
      '',
      '',
      '2026/11/05',
      '売掛金',
      customer,
      '',
      '対象外',
      '11000',
      '0',
      '売上高',
      '',
      '',
      '課税売上込10%',
      '11000',
      '1000',
      `請求書 ${invoice.number} ${customer}`,
      '',
      '',
      '0',
      '',
      '',
      '0',
      '0',
      'no',
    ]);
    // 返品・値引き: the reverse entry, 売上高 at 8%; the invoice was paid in full before it, so what is
    // given back is the customer's 前受金 (to set against a later invoice or refund), not 売掛金.
    const reversed = records.find((r) => r[16]?.startsWith('返品・値引き'));
    expect(reversed?.slice(4, 17)).toEqual([
      '売上高',
      '',
      '',
      '課税売上込軽減8%',
      '4050',
      '300',
      '前受金',
      customer,
      '',
      '対象外',
      '4050',
      '0',
      `返品・値引き ${credit.number}（請求書 ${invoice.number}） ${customer}`,
    ]);
  });

  it('uses the company’s package and accounts once saved in 設定 (logged), and filters by period', async () => {
    const { seed, admin, to } = await workedExample();
    const saved = await admin.send('PUT', '/api/settings/accounting', {
      package: 'yayoi',
      accounts: {
        receivable: { account: '売掛金', subAccount: '' },
        sales: { account: '売上高', subAccount: '保守' },
        bank: { account: '普通預金', subAccount: 'みずほ銀行' },
        fee: { account: '支払手数料', subAccount: '' },
        advance: { account: '前受金', subAccount: '' },
        withholding: { account: '仮払税金', subAccount: '' },
      },
      customerAsSubAccount: false,
    });
    expect(saved.status).toBe(200);
    expect(await (await admin.get('/api/settings/accounting')).json()).toMatchObject({ package: 'yayoi', customerAsSubAccount: false });
    const records = await download(admin, `from=2026-11-20&to=${to}`);
    expect(records[0]?.slice(4, 16)).toEqual([
      '普通預金',
      'みずほ銀行',
      '',
      '対象外',
      '14390',
      '0',
      '売掛金',
      '',
      '',
      '対象外',
      '14390',
      '0',
    ]);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.find((l) => l.operationType === 'settings.accounting.update')).toMatchObject({
      detail: { package: { from: 'freee', to: 'yayoi' }, accounts: [{ role: 'sales' }, { role: 'bank' }] },
    });
  });
});

/**
 * A 合計請求書 (20日締め): 納品書 of 2026-10-25 (新潟県産コシヒカリ 3 × ¥4,115 at 8%) and 2026-11-10
 * (業務用ラック 2 × ¥15,000 at 10%, 緑茶ティーバッグ ¥1,055 at 8%), closed on 2026-11-20: 10% ¥30,000
 * + ¥3,000, 8% ¥13,400 + ¥1,072 (once over the statement; ¥987 + ¥84 on the 納品書 apart), ¥47,472.
 * On 2026-12-05 ¥29,340 arrives with a ¥660 fee, ¥30,000 set against the statement.
 */
async function statementExample() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', customer);
  await t.db
    .update(customers)
    .set({ paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 } })
    .where(eq(customers.id, customerId));
  const deliveries = [
    ['2026-10-25', [{ name: '新潟県産コシヒカリ 10kg', quantity: '3', unitPrice: 4115, taxCategory: 'reduced' }]],
    [
      '2026-11-10',
      [
        { name: '業務用ラック', quantity: '2', unitPrice: 15_000, taxCategory: 'standard' },
        { name: '緑茶ティーバッグ', unitPrice: 1055, taxCategory: 'reduced' },
      ],
    ],
  ] as const;
  for (const [deliveryDate, lines] of deliveries) {
    const note = await (
      await admin.send('POST', '/api/documents/delivery_note', { issueDate: deliveryDate, deliveryDate, customerId, lines })
    ).json();
    expect((await admin.send('POST', `/api/documents/delivery_note/${note.id}/issue`)).status).toBe(200);
  }
  const batch = await (await admin.send('POST', '/api/documents/statement/closing/issue', { closingDate: '2026-11-20' })).json();
  const statement = batch.candidates[0].statement as { id: string; number: string };
  const payment = await admin.send('POST', '/api/payments', {
    customerId,
    paymentDate: '2026-12-05',
    amount: 29_340,
    fee: 660,
    allocations: [{ documentId: statement.id, amount: 30_000 }],
  });
  expect(payment.status).toBe(201);
  return { admin, statement, memo: `合計請求書 ${statement.number} ${customer}` };
}

describe('仕訳CSV of 合計請求書: the statement is the sale, its 納品書 are not booked again', () => {
  const period = 'from=2026-10-01&to=2026-12-31';

  it('freee会計: 売掛金 / 売上高 per rate on the 締め日, then the payment against 売掛金', async () => {
    const { admin, memo } = await statementExample();
    const records = await download(admin, `${period}&package=freee`);
    const blank = (n: number) => Array.from({ length: n }, () => '');
    const row = (slip: string, date: string, debit: string[], credit: string[], text: string) => [
      '[明細行]',
      date,
      slip,
      '',
      debit[0],
      '',
      debit[1],
      customer,
      ...blank(7),
      debit[2],
      debit[3],
      debit[4],
      credit[0],
      '',
      credit[1],
      customer,
      ...blank(7),
      credit[2],
      credit[3],
      credit[4],
      text,
    ];
    const payment = `入金 ${customer}`;
    expect(records.slice(1)).toEqual([
      row('1', '2026/11/20', ['売掛金', customer, '33000', '対象外', '0'], ['売上高', '', '33000', '課税売上10%', '3000'], memo),
      row('1', '2026/11/20', ['売掛金', customer, '14472', '対象外', '0'], ['売上高', '', '14472', '課税売上8%（軽）', '1072'], memo),
      row('2', '2026/12/05', ['普通預金', '', '29340', '対象外', '0'], ['売掛金', customer, '29340', '対象外', '0'], payment),
      row('2', '2026/12/05', ['支払手数料', '', '660', '課対仕入10%', '60'], ['売掛金', customer, '660', '対象外', '0'], payment),
    ]);
  });

  it('マネーフォワード クラウド会計: the same two rows of one 取引No, and the payment', async () => {
    const { admin, memo } = await statementExample();
    const records = await download(admin, `${period}&package=moneyforward`);
    const empty8 = ['', '', '', '', '', '', '', ''];
    expect(records.slice(1, 3)).toEqual([
      [
        '1',
        '2026/11/20',
        '売掛金',
        customer,
        '',
        customer,
        '対象外',
        '',
        '33000',
        '0',
        '売上高',
        '',
        '',
        customer,
        '課税売上 10%',
        '',
        '33000',
        '3000',
        memo,
        ...empty8,
      ],
      [
        '1',
        '2026/11/20',
        '売掛金',
        customer,
        '',
        customer,
        '対象外',
        '',
        '14472',
        '0',
        '売上高',
        '',
        '',
        customer,
        '課税売上 (軽)8%',
        '',
        '14472',
        '1072',
        memo,
        ...empty8,
      ],
    ]);
    expect(records.slice(3).map((r) => [r[0], r[1], r[2], r[8], r[10], r[11], r[16]])).toEqual([
      ['2', '2026/12/05', '普通預金', '29340', '売掛金', customer, '29340'],
      ['2', '2026/12/05', '支払手数料', '660', '売掛金', customer, '660'],
    ]);
  });

  it('弥生会計: 課税売上込10% and 課税売上込軽減8% on the 締め日; ¥47,472 of sales in all, once', async () => {
    const { admin, memo } = await statementExample();
    const records = await download(admin, `${period}&package=yayoi`);
    const tail = ['', '', '0', '', '', '0', '0', 'no'];
    expect(records.slice(0, 2)).toEqual([
      [
        '2000',
        '',
        '',
        '2026/11/20',
        '売掛金',
        customer,
        '',
        '対象外',
        '33000',
        '0',
        '売上高',
        '',
        '',
        '課税売上込10%',
        '33000',
        '3000',
        memo,
        ...tail,
      ],
      [
        '2000',
        '',
        '',
        '2026/11/20',
        '売掛金',
        customer,
        '',
        '対象外',
        '14472',
        '0',
        '売上高',
        '',
        '',
        '課税売上込軽減8%',
        '14472',
        '1072',
        memo,
        ...tail,
      ],
    ]);
    expect(records.slice(2).map((r) => [r[3], r[4], r[8], r[10], r[14], r[16]])).toEqual([
      ['2026/12/05', '普通預金', '29340', '売掛金', '29340', `入金 ${customer}`],
      ['2026/12/05', '支払手数料', '660', '売掛金', '660', `入金 ${customer}`],
    ]);
  });
});

describe('不課税 lines and the 振込手数料 as the company books them', () => {
  it('books 不課税 (立替金) lines to 立替金 / 対象外 and 非課税 to 売上高 / 非課売上; the credit note reverses 立替金', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', customer);
    const created = await admin.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      dueDate: '2026-11-30',
      customerId,
      lines: [
        { name: '保守作業', unitPrice: 10_000, taxCategory: 'standard' },
        { name: '収入印紙', unitPrice: 200, taxCategory: 'exempt' },
        { name: '交通費立替', unitPrice: 3000, taxCategory: 'outside' },
      ],
    });
    const { id } = await created.json();
    const invoice = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    expect(invoice.total).toBe(14_200);
    const note = await (
      await admin.send('POST', `/api/documents/invoice/${id}/credit-note`, { lines: [{ index: 2, quantity: '1' }] })
    ).json();
    const credit = await (await admin.send('POST', `/api/documents/credit_note/${note.id}/issue`)).json();
    const to = credit.issueDate > '2026-11-30' ? credit.issueDate : '2026-11-30';
    const records = await download(admin, `from=2026-11-01&to=${to}&package=freee`);
    // 借方 勘定科目, 金額, 税区分 | 貸方 勘定科目, 金額, 税区分, 税額
    const cells = (r: string[] | undefined) => [r?.[4], r?.[15], r?.[16], r?.[18], r?.[29], r?.[30], r?.[31]];
    expect(records.slice(1, 4).map(cells)).toEqual([
      ['売掛金', '11000', '対象外', '売上高', '11000', '課税売上10%', '1000'],
      ['売掛金', '200', '対象外', '売上高', '200', '非課売上', '0'],
      ['売掛金', '3000', '対象外', '立替金', '3000', '対象外', '0'],
    ]);
    expect(cells(records.find((r) => r[32]?.startsWith('返品・値引き')))).toEqual([
      '立替金',
      '3000',
      '対象外',
      '売掛金',
      '3000',
      '対象外',
      '0',
    ]);
  });

  it('books the fee as 売上値引高 (課税売上 10%) once the company chooses it in 設定, with the 立替金 account it names; logged', async () => {
    const { seed, admin, to } = await workedExample();
    expect(await (await admin.get('/api/settings/accounting')).json()).toMatchObject({
      feeTreatment: 'expense',
      accounts: { disbursement: { account: '立替金' }, feeDiscount: { account: '売上値引高' } },
    });
    const saved = await admin.send('PUT', '/api/settings/accounting', {
      package: 'moneyforward',
      accounts: {
        ...defaults(),
        disbursement: { account: '仮払金', subAccount: '' },
        feeDiscount: { account: '売上値引高', subAccount: '' },
      },
      feeTreatment: 'discount',
    });
    expect(saved.status).toBe(200);
    expect(await (await admin.get('/api/settings/accounting')).json()).toMatchObject({
      feeTreatment: 'discount',
      accounts: { disbursement: { account: '仮払金' } },
    });
    const records = await download(admin, `from=2026-11-20&to=${to}`);
    expect(records.filter((r) => r[0] === '1').map((r) => [r[2], r[6], r[8], r[9], r[10]])).toEqual([
      ['普通預金', '対象外', '14390', '0', '売掛金'],
      ['売上値引高', '課税売上 10%', '660', '60', '売掛金'],
    ]);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.find((l) => l.operationType === 'settings.accounting.update')).toMatchObject({
      detail: { feeTreatment: { from: 'expense', to: 'discount' }, accounts: [{ role: 'disbursement', to: { account: '仮払金' } }] },
    });

    const bad = await admin.send('PUT', '/api/settings/accounting', { package: 'freee', accounts: defaults(), feeTreatment: 'bank' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('振込手数料の仕訳を選んでください');
    expect(await (await admin.get('/api/settings/accounting')).json()).toMatchObject({ feeTreatment: 'discount' });
  });
});

describe('who may export and set the accounts', () => {
  it('keeps each company to its own entries and settings; refuses bad input in Japanese, changing nothing', async () => {
    const a = await workedExample();
    const b = await t.seedCompany();
    const otherAdmin = await t.signIn(b.admin.email, b.host);
    expect(await download(otherAdmin, `from=2026-11-01&to=${a.to}&package=yayoi`)).toEqual([]);
    await otherAdmin.send('PUT', '/api/settings/accounting', {
      package: 'moneyforward',
      accounts: { ...defaults(), sales: { account: '売上', subAccount: '' } },
    });
    expect(await (await a.admin.get('/api/settings/accounting')).json()).toMatchObject({
      package: 'freee',
      accounts: { sales: { account: '売上高' } },
    });

    const bad = await a.admin.send('PUT', '/api/settings/accounting', {
      package: 'yayoi',
      accounts: { ...defaults(), fee: { account: ' ' } },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('振込手数料（支払手数料）の勘定科目を入力してください');
    const unknown = await a.admin.send('PUT', '/api/settings/accounting', { package: 'kaikei', accounts: defaults() });
    expect((await unknown.json()).error.message).toBe('会計ソフトを選んでください');
    expect(await (await a.admin.get('/api/settings/accounting')).json()).toMatchObject({ package: 'freee' });
    const reversed = await a.admin.get('/api/receivables/accounting-export?from=2026-11-30&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.message).toContain('終了日は開始日以降の日付にしてください');
  });

  it('turns away a member without the 請求書 flag (export) and a non-admin (settings) with 403', async () => {
    const seed = await t.seedCompany();
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.get('/api/receivables/accounting-export?from=2026-11-01&to=2026-11-30')).status).toBe(403);
    const withFlag = await t.seedCompany({ staffPermissions: { invoice: true } });
    const invoicer = await t.signIn(withFlag.staff.email, withFlag.host);
    expect((await invoicer.get('/api/receivables/accounting-export?from=2026-11-01&to=2026-11-30')).status).toBe(200);
    expect((await invoicer.get('/api/settings/accounting')).status).toBe(403);
    const put = await invoicer.send('PUT', '/api/settings/accounting', { package: 'yayoi', accounts: defaults() });
    expect(put.status).toBe(403);
  });
});

function defaults() {
  return {
    receivable: { account: '売掛金', subAccount: '' },
    sales: { account: '売上高', subAccount: '' },
    bank: { account: '普通預金', subAccount: '' },
    fee: { account: '支払手数料', subAccount: '' },
    advance: { account: '前受金', subAccount: '' },
    withholding: { account: '仮払税金', subAccount: '' },
  };
}
