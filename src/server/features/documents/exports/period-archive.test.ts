import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import { operationLogs } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';
import { downloadArchive } from '../../../test/document-archive';
import { seedIssuedDocuments } from '../../../test/issued-documents';
import { readIssuedPdf } from '../pdf/issued-pdf';
import { preparePeriodArchive } from './period-archive';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;
type Line = { name: string; quantity?: string; unit?: string; unitPrice: number; taxCategory?: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const november = { from: '2026-11-01', to: '2026-11-30' };

async function company(staffPermissions = {}) {
  const seed = await t.seedCompany({ staffPermissions });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社期間先');
  return { seed, admin, customerId };
}

/** A document saved and issued through the API; answers it as the API shows it. */
async function issued(session: Session, kind: string, customerId: string, lines: Line[], issueDate = '2026-11-05', subject = '月次作業') {
  const draft = await session.send('POST', `/api/documents/${kind}`, { issueDate, customerId, subject, lines });
  expect(draft.status).toBe(201);
  const { id } = await draft.json();
  const res = await session.send('POST', `/api/documents/${kind}/${id}/issue`);
  expect(res.status).toBe(200);
  return res.json();
}

async function revise(session: Session, kind: string, id: string, customerId: string, lines: Line[]) {
  const revision = await (await session.send('POST', `/api/documents/${kind}/${id}/revise`)).json();
  const saved = await session.send('PUT', `/api/documents/${kind}/${revision.id}`, { issueDate: '2026-11-05', customerId, lines });
  expect(saved.status).toBe(200);
  const res = await session.send('POST', `/api/documents/${kind}/${revision.id}/issue`);
  expect(res.status).toBe(200);
  return res.json();
}

/** The ZIP of a period (written by its job, then downloaded), unzipped; its CSV files read as records keyed by their header. */
async function archive(session: Session, period: { from: string; to: string; encoding?: 'utf8' | 'sjis' } = november) {
  const res = await downloadArchive(t, session, period);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const csv = (name: string, decode = (b: Uint8Array) => new TextDecoder().decode(b)) => {
    const [header = [], ...rows] = parseCsv(decode(files[name] ?? new Uint8Array()));
    return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
  };
  return { res, files, names: Object.keys(files).sort(), csv };
}

const pdfNames = (names: string[]) => names.filter((n) => n.endsWith('.pdf'));

describe('period export (期間エクスポート): every kind in one ZIP', () => {
  it('holds each issued PDF as kept at issue, in a folder per kind, with 帳票一覧, 明細 and 索引簿; drafts and other periods left out', async () => {
    const { seed, admin, customerId } = await company();
    const first = await issued(admin, 'invoice', customerId, [
      { name: '保守', quantity: '2', unit: '式', unitPrice: 10_000 },
      { name: 'お弁当', quantity: '3', unit: '個', unitPrice: 500, taxCategory: 'reduced' },
    ]);
    const revised = await revise(admin, 'invoice', first.id, customerId, [{ name: '保守', quantity: '3', unit: '式', unitPrice: 10_000 }]);
    const quotation = await issued(admin, 'quotation', customerId, [{ name: '設計', unitPrice: 50_000 }], '2026-11-20');
    await issued(admin, 'invoice', customerId, [{ name: '先月分', unitPrice: 1_000 }], '2026-10-31');
    await admin.send('POST', '/api/documents/delivery_note', {
      issueDate: '2026-11-06',
      customerId,
      lines: [{ name: '下書き', unitPrice: 1 }],
    });
    // Another company's invoice of the same period and number never shows.
    const other = await company();
    await issued(other.admin, 'invoice', other.customerId, [{ name: 'よその作業', unitPrice: 7_777 }]);

    const { res, files, names, csv } = await archive(admin);
    expect(res.headers.get('x-document-count')).toBe('3');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('帳票_20261101-20261130.zip'));
    expect(names).toEqual([
      '帳票一覧.csv',
      '明細一覧.csv',
      '索引簿.csv',
      '見積書/20261120_55000_株式会社期間先_Q-202611-0001_見積書.pdf',
      '請求書/20261105_23620_株式会社期間先_INV-202611-0001_請求書.pdf',
      '請求書/20261105_33000_株式会社期間先_INV-202611-0001-2_請求書.pdf',
    ]);
    const hashes = new Map([first, revised, quotation].map((d) => [d.numberLabel, d.pdfSha256]));
    for (const name of pdfNames(names)) {
      const number = name.split('_')[3] ?? '';
      expect(hashes.get(number)).toMatch(/^[0-9a-f]{64}$/);
      expect(sha256(files[name] as Uint8Array)).toBe(hashes.get(number));
    }

    expect(csv('帳票一覧.csv')).toEqual([
      expect.objectContaining({ 帳票: '見積書', 番号: 'Q-202611-0001', 版: '最新', 合計: '55000', ファイル名: names[3] }),
      expect.objectContaining({ 番号: 'INV-202611-0001', 版: '修正済み', 修正後の番号: 'INV-202611-0001-2', 合計: '23620' }),
      expect.objectContaining({
        番号: 'INV-202611-0001-2',
        版: '最新',
        修正後の番号: '',
        合計: '33000',
        'PDFのSHA-256': revised.pdfSha256,
      }),
    ]);
    expect(csv('索引簿.csv')).toEqual([
      {
        日付: '2026/11/20',
        取引年月日: '',
        金額: '55000',
        取引先: '株式会社期間先',
        帳票: '見積書',
        番号: 'Q-202611-0001',
        版: '最新',
        修正後の番号: '',
        ファイル名: names[3],
      },
      {
        日付: '2026/11/05',
        取引年月日: '2026/11/05',
        金額: '23620',
        取引先: '株式会社期間先',
        帳票: '請求書',
        番号: 'INV-202611-0001',
        版: '修正済み',
        修正後の番号: 'INV-202611-0001-2',
        ファイル名: names[4],
      },
      expect.objectContaining({ 番号: 'INV-202611-0001-2', 版: '最新', ファイル名: names[5] }),
    ]);
    const lines = csv('明細一覧.csv').filter((l) => l.帳票 === '請求書');
    expect(lines).toEqual([
      expect.objectContaining({ 番号: 'INV-202611-0001', 版数: '1', 版: '修正済み', 発行日: '2026/11/05', 行番号: '1', 品名: '保守' }),
      {
        帳票: '請求書',
        番号: 'INV-202611-0001',
        版数: '1',
        版: '修正済み',
        発行日: '2026/11/05',
        行番号: '2',
        行区分: '明細',
        日付: '',
        商品コード: '',
        品名: 'お弁当',
        数量: '3',
        単位: '個',
        単価: '500',
        税区分: '軽減8%',
        源泉徴収: '',
        金額: '1500',
      },
      expect.objectContaining({
        番号: 'INV-202611-0001-2',
        版数: '2',
        版: '最新',
        行番号: '1',
        数量: '3',
        単価: '10000',
        税区分: '10%',
        金額: '30000',
      }),
    ]);

    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'document.archive')));
    expect(log).toMatchObject({
      userId: seed.admin.id,
      detail: {
        from: '2026-11-01',
        to: '2026-11-30',
        count: 3,
        kinds: ['見積書', '請求書', '発注書', '納品書', '返還請求書', '領収書', '合計請求書'],
      },
    });
  });

  it('includes only the kinds the user may read: no 請求書 folder without the invoice flag, 403 with none', async () => {
    const { seed, admin, customerId } = await company({ quote: true, delivery: true });
    await issued(admin, 'invoice', customerId, [{ name: '保守', unitPrice: 10_000 }]);
    await issued(admin, 'quotation', customerId, [{ name: '設計', unitPrice: 50_000 }]);
    const staff = await t.signIn(seed.staff.email, seed.host);
    const { names, csv } = await archive(staff);
    expect(names).toEqual(['帳票一覧.csv', '明細一覧.csv', '索引簿.csv', '見積書/20261105_55000_株式会社期間先_Q-202611-0001_見積書.pdf']);
    for (const file of ['帳票一覧.csv', '明細一覧.csv', '索引簿.csv']) expect(csv(file).map((r) => r.帳票)).toEqual(['見積書']);

    const none = await company({ products: true });
    const refused = await (await t.signIn(none.seed.staff.email, none.seed.host)).send('POST', '/api/documents/archives', november);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: '帳票を閲覧する権限がありません' } });
  });

  it('holds the 受領書類 of the period as received, with their own 索引簿; not for a member without the invoice flag', async () => {
    const { seed, admin, customerId } = await company({ quote: true });
    await issued(admin, 'invoice', customerId, [{ name: '保守', unitPrice: 10_000 }]);
    const upload = async (name: string, bytes: Uint8Array, transactionDate: string) => {
      const res = await t.app.request(`http://${seed.host}/api/received/files?filename=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { host: seed.host, origin: `http://${seed.host}`, cookie: admin.cookie, 'content-type': 'application/pdf' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const confirmed = await admin.send('POST', `/api/received/${id}/confirm`, {
        kind: 'invoice',
        transactionDate,
        amount: 33_000,
        counterpartyName: '株式会社仕入先',
        registrationNumber: '',
        memo: '',
      });
      expect(confirmed.status).toBe(200);
    };
    const received = new TextEncoder().encode('%PDF-1.4\n% 仕入先の請求書\n%%EOF\n');
    await upload('仕入先の請求書.pdf', received, '2026-11-12');
    await upload('来月分.pdf', new TextEncoder().encode('%PDF-1.4\n% next month\n%%EOF\n'), '2026-12-01');

    const { files, names, csv } = await archive(admin);
    const receivedNames = names.filter((n) => n.startsWith('受領書類/'));
    expect(receivedNames).toHaveLength(2);
    const file = receivedNames.find((n) => n !== '受領書類/索引簿.csv') ?? '';
    expect(file).toMatch(/^受領書類\/2026-11-12_株式会社仕入先_[0-9a-f]{8}\.pdf$/);
    // The very bytes received: the same SHA-256.
    expect(sha256(files[file] ?? new Uint8Array())).toBe(sha256(received));
    const rows = csv('受領書類/索引簿.csv');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      取引年月日: '2026/11/12',
      金額: '33000',
      取引先: '株式会社仕入先',
      書類の種類: '請求書',
      状態: '最新',
      'SHA-256': sha256(received),
      ファイル名: file,
    });
    // The documents' own 索引簿 stays the documents'.
    expect(csv('索引簿.csv')).toHaveLength(1);

    // 受領書類 go with the 請求書 flag: a member who cannot read invoices does not get them.
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await archive(staff)).names.some((n) => n.startsWith('受領書類/'))).toBe(false);
  });

  it('has no 500-document cap: 620 invoices, every PDF and record', async () => {
    const { seed, admin, customerId } = await company();
    const model = await issued(admin, 'invoice', customerId, [{ name: '保守', unitPrice: 10_000 }], '2026-12-01');
    const pdf = (await readIssuedPdf(t.db, seed.companyId, model.id)) as Buffer;
    await seedIssuedDocuments(t.db, { companyId: seed.companyId, kind: 'invoice', count: 620, modelId: model.id, pdf });

    const { res, files, names, csv } = await archive(admin);
    expect(res.headers.get('x-document-count')).toBe('620');
    const pdfs = pdfNames(names);
    expect(pdfs).toHaveLength(620);
    expect(pdfs[0]).toBe('請求書/20261110_1100_株式会社一括取引先_BULK-00001_請求書.pdf');
    expect(new Set(pdfs.map((n) => sha256(files[n] as Uint8Array)))).toEqual(new Set([model.pdfSha256]));
    const index = csv('索引簿.csv');
    expect(index).toHaveLength(620);
    // In number order across pages, each naming a file that is in the ZIP.
    expect(index.map((r) => r.番号)).toEqual(Array.from({ length: 620 }, (_, i) => `BULK-${String(i + 1).padStart(5, '0')}`));
    expect(index.every((r) => names.includes(r.ファイル名 ?? ''))).toBe(true);
    expect(csv('明細一覧.csv')).toHaveLength(620);
  });

  it('writes Shift_JIS CSV files on request: look-alikes mapped, the rest as 〓, told in the headers', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-002', '株式会社〜波');
    await issued(admin, 'invoice', customerId, [{ name: '乾杯🍺セット', unitPrice: 3_000 }]);

    const sjis = await archive(admin, { ...november, encoding: 'sjis' });
    expect(sjis.res.headers.get('x-replaced-count')).toBe('1');
    expect(decodeURIComponent(sjis.res.headers.get('x-replaced-characters') ?? '')).toBe('🍺');
    expect(sjis.res.headers.get('x-replaced-rows')).toBeNull();
    const decode = (b: Uint8Array) => iconv.decode(Buffer.from(b), 'Shift_JIS');
    expect(sjis.csv('明細一覧.csv', decode)).toEqual([expect.objectContaining({ 品名: '乾杯〓セット' })]);
    expect(sjis.csv('索引簿.csv', decode)).toEqual([expect.objectContaining({ 取引先: '株式会社～波' })]);

    const utf8 = await archive(admin);
    expect(utf8.res.headers.get('x-replaced-count')).toBeNull();
    expect(Array.from((utf8.files['明細一覧.csv'] as Uint8Array).subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8.csv('明細一覧.csv')).toEqual([expect.objectContaining({ 品名: '乾杯🍺セット' })]);
  });

  it('refuses a period that ends before it starts, or an unknown encoding, in Japanese', async () => {
    const { admin } = await company();
    const backwards = await admin.send('POST', '/api/documents/archives', { from: '2026-11-30', to: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toContain('終了日は開始日以降の日付にしてください');
    const encoding = await admin.send('POST', '/api/documents/archives', { ...november, encoding: 'latin1' });
    expect(encoding.status).toBe(400);
    expect((await encoding.json()).error.message).toContain('文字コードは utf8 か sjis です');
  });

  it('refuses, before writing anything, a period with more documents than one ZIP holds', async () => {
    const { seed, admin, customerId } = await company();
    for (const name of ['一', '二']) await issued(admin, 'invoice', customerId, [{ name, unitPrice: 1_000 }]);
    const output = { pdf: { render: () => Promise.reject(new Error('not rendered')), close: async () => {} } };
    const prepare = (entries: number) =>
      preparePeriodArchive(t.db, output, seed.companyId, ['invoice'], { from: '2026-11-01', to: '2026-11-30' }, 'utf8', {
        entries,
        bytes: 2 ** 32,
      });
    await expect(prepare(4)).rejects.toMatchObject({ status: 400, code: 'TOO_MANY_DOCUMENTS' });
    const fits = await prepare(5);
    expect(fits.total).toBe(2);
    await fits.discard();
  });
});
