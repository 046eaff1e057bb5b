import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { and, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import * as schema from '../db/schema';
import { accounts, companies, files, operationLogs, pushSubscriptions, seats, sessions } from '../db/schema';
import { putFile, uploadKey } from '../files/file-store';
import { AppError } from '../http/errors';
import { createTestContext, type TestContext } from '../test/context';
import { prepareCompanyExport } from './company-export';
import { exportTables, notExported } from './tables';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A PNG's signature and a few bytes of its own: the export copies bytes, it never decodes them. */
const pngOf = (marker: string) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from(marker)]);

/**
 * A company with something in most corners: a customer and product of its own name, an issued
 * invoice (its PDF kept), a draft, a logo, a seat with its token and a staff device's push keys.
 */
async function company(label: string) {
  const seed = await t.seedCompany({ staffPermissions: { customer: true } });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customer = await (
    await admin.send('POST', '/api/customers', { code: 'C-001', name: `株式会社${label}`, email: `keiri@${seed.companyId}.example` })
  ).json();
  const product = await (await admin.send('POST', '/api/products', { code: 'P-001', name: `${label}の保守`, unitPrice: 10_000 })).json();
  const draft = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId: customer.id,
    subject: `${label}の作業`,
    lines: [{ productId: product.id, name: `${label}の保守`, unitPrice: 10_000 }],
  });
  const { id } = await draft.json();
  const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
  const later = await (
    await admin.send('POST', '/api/documents/quotation', {
      issueDate: '2026-11-06',
      customerId: customer.id,
      lines: [{ name: '下書き', unitPrice: 1 }],
    })
  ).json();

  const logoId = crypto.randomUUID();
  const logo = pngOf(`logo of ${seed.companyId}`);
  await t.db
    .insert(files)
    .values({ id: logoId, companyId: seed.companyId, filename: 'ロゴ.png', contentType: 'image/png', size: logo.length, isComplete: true });
  await putFile(t.db, uploadKey(logoId), logo);
  await t.db.update(companies).set({ logoFileId: logoId }).where(eq(companies.id, seed.companyId));

  const seatToken = `seat-token-${crypto.randomUUID()}`;
  await t.db
    .insert(seats)
    .values({ id: crypto.randomUUID(), companyId: seed.companyId, token: seatToken, name: 'テーブル1', sessionStartedAt: 0 });
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, seed.admin.id));
  const push = { p256dh: `p256dh-${crypto.randomUUID()}`, auth: `auth-${crypto.randomUUID()}` };
  await t.db.insert(pushSubscriptions).values({
    id: crypto.randomUUID(),
    userId: seed.admin.id,
    companyId: seed.companyId,
    sessionId: session?.id ?? '',
    endpoint: `https://push.example/${crypto.randomUUID()}`,
    ...push,
  });
  const [account] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, seed.admin.id));
  const secrets = [account?.password ?? '', session?.token ?? '', seatToken, push.p256dh, push.auth];
  const [{ name } = { name: '' }] = await t.db.select({ name: companies.name }).from(companies).where(eq(companies.id, seed.companyId));
  return { seed, name, admin, customer, product, issued, draft: later, logoId, logo, secrets };
}

/** The ZIP of a download, unzipped, with its CSV and JSON files read. */
async function unzipped(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const text = (name: string) => new TextDecoder().decode(entries[name] ?? new Uint8Array());
  const csv = (name: string) => {
    const [header = [], ...rows] = parseCsv(text(`csv/${name}.csv`));
    return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
  };
  const json = (name: string) => JSON.parse(text(`json/${name}.json`)) as Record<string, unknown>[];
  const contains = (needle: string) => Object.keys(entries).filter((name) => Buffer.from(entries[name] as Uint8Array).includes(needle));
  return { entries, names: Object.keys(entries), text, csv, json, contains };
}

describe('データの書き出し (company data export)', () => {
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;
  let zip: Awaited<ReturnType<typeof unzipped>>;
  beforeAll(async () => {
    a = await company('書出A');
    b = await company('書出B');
    zip = await unzipped(await a.admin.get('/api/settings/export'));
  });

  it("holds every table of the company's as CSV and JSON, with a README naming each file", async () => {
    for (const table of exportTables) {
      expect(zip.names).toContain(`csv/${table.name}.csv`);
      expect(zip.names).toContain(`json/${table.name}.json`);
      expect(zip.text('README.txt')).toContain(`${table.name}.csv / ${table.name}.json`);
    }
    expect(zip.text('README.txt')).toContain(`${a.name} のデータ`);
    expect(zip.json('companies')).toEqual([expect.objectContaining({ id: a.seed.companyId, logo_file_id: a.logoId })]);
    expect(zip.json('customers')).toEqual([
      expect.objectContaining({ id: a.customer.id, name: '株式会社書出A', company_id: a.seed.companyId }),
    ]);
    expect(zip.json('documents').map((d) => d.id)).toEqual(expect.arrayContaining([a.issued.id, a.draft.id]));
    expect(zip.json('documents')).toHaveLength(2);
    expect(zip.json('document_lines').map((l) => l.document_id)).toEqual(expect.arrayContaining([a.issued.id, a.draft.id]));
    expect(zip.json('ledger_entries').length).toBeGreaterThan(0);
    expect(zip.json('operation_logs').map((l) => l.operation_type)).toEqual(expect.arrayContaining(['customer.create', 'document.issue']));
  });

  it('writes CSV that Excel opens: UTF-8 with BOM, a header, Japanese headers where the screens export them', () => {
    for (const name of ['csv/customers.csv', 'csv/documents.csv', 'csv/ledger_entries.csv']) {
      expect([...(zip.entries[name] ?? new Uint8Array()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    const customers = zip.csv('customers');
    expect(customers.header.slice(0, 4)).toEqual(['ID', '顧客コード', '顧客名', 'フリガナ']);
    expect(customers.rows).toEqual([expect.objectContaining({ ID: a.customer.id, 顧客コード: 'C-001', 顧客名: '株式会社書出A' })]);
    expect(zip.csv('products').rows).toEqual([expect.objectContaining({ 商品コード: 'P-001', 商品名: '書出Aの保守', 単価: '10000' })]);
    const documents = zip.csv('documents');
    expect(documents.header).toEqual(expect.arrayContaining(['id', 'company_id', 'counterparty_name', 'pdf_sha256']));
    expect(documents.rows.find((d) => d.id === a.issued.id)).toMatchObject({ status: 'issued', pdf_sha256: a.issued.pdfSha256 });
  });

  it('holds the uploaded images and the PDF kept for each issued document, byte for byte', () => {
    expect(zip.entries[`画像/${a.logoId}.png`]).toEqual(a.logo);
    const pdfs = zip.names.filter((n) => n.startsWith('帳票PDF/'));
    expect(pdfs).toEqual([`帳票PDF/請求書/20261105_${a.issued.numberLabel}.pdf`]);
    expect(a.issued.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(zip.entries[pdfs[0] ?? ''] as Uint8Array)).toBe(a.issued.pdfSha256);
  });

  it("holds nothing of another company's: no row, no image, no PDF", () => {
    expect(zip.contains(b.seed.companyId)).toEqual([]);
    expect(zip.contains('書出B')).toEqual([]);
    expect(zip.contains(b.customer.id)).toEqual([]);
    expect(zip.names).not.toContain(`画像/${b.logoId}.png`);
    const hashes = Object.values(zip.entries).map(sha256);
    expect(hashes).not.toContain(b.issued.pdfSha256);
    expect(hashes).not.toContain(sha256(b.logo));
  });

  it('holds no secret: password hashes, session tokens, push keys, seat tokens', () => {
    for (const secret of a.secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(zip.contains(secret)).toEqual([]);
    }
    for (const table of ['accounts', 'sessions', 'verifications', 'push_subscriptions']) {
      expect(zip.names.filter((n) => n === `csv/${table}.csv` || n === `json/${table}.json`)).toEqual([]);
    }
    expect(zip.csv('seats').header).not.toContain('token');
    expect(zip.json('seats')).toEqual([expect.not.objectContaining({ token: expect.anything() })]);
  });

  it('is recorded in 操作履歴 with how much was written', async () => {
    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, a.seed.companyId), eq(operationLogs.operationType, 'company.export')));
    expect(log).toMatchObject({
      userId: a.seed.admin.id,
      targetId: a.seed.companyId,
      detail: { images: 1, pdfs: 1, rows: expect.any(Number) },
    });
    expect(log?.detail.rows).toBeGreaterThan(10);
  });

  it('is for admins: a member without the admin role gets 403 and nothing is logged', async () => {
    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    const res = await staff.get('/api/settings/export');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: '設定には管理者権限が必要です' } });
    const logs = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.userId, a.seed.staff.id), eq(operationLogs.operationType, 'company.export')));
    expect(logs).toEqual([]);
  });

  it("lets the platform admin export any company's data, and only that company's", async () => {
    const manager = await t.seedManager();
    const session: Session = await t.signIn(manager.email, manager.host);
    const other = await unzipped(await session.get(`/api/admin/companies/${b.seed.companyId}/export`));
    expect(other.json('customers')).toEqual([expect.objectContaining({ id: b.customer.id, name: '株式会社書出B' })]);
    expect(other.contains(a.seed.companyId)).toEqual([]);
    expect(other.entries[`画像/${b.logoId}.png`]).toEqual(b.logo);
    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.targetId, b.seed.companyId), eq(operationLogs.operationType, 'admin.company.export')));
    expect(log).toMatchObject({ userId: manager.id, companyId: null, detail: { name: b.name, pdfs: 1 } });

    expect((await session.get('/api/admin/companies/no-such-company/export')).status).toBe(404);
    // A company's own admin is no platform admin.
    expect((await a.admin.get(`/api/admin/companies/${b.seed.companyId}/export`)).status).toBe(403);
  });
});

describe('what the export covers', () => {
  it('names every table of the schema: exported, or left out with a reason', () => {
    const names = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((table) => getTableName(table));
    const covered = new Set([...exportTables.map((t) => t.name), ...Object.keys(notExported)]);
    expect(names.filter((name) => !covered.has(name))).toEqual([]);
    for (const spec of exportTables) {
      expect(names).toContain(spec.name);
      expect(Object.values(getTableColumns(spec.table))).toContain(spec.scope);
    }
  });

  it('refuses, before anything is sent, what one ZIP cannot hold, and leaves no temporary files', async () => {
    const { seed } = await company('書出C');
    const before = (await readdir(tmpdir())).filter((n) => n.startsWith('kanri-export-'));
    const tooMany = prepareCompanyExport(t.db, { id: seed.companyId, name: '書出C' }, { entries: 20, bytes: 1024 ** 3 });
    await expect(tooMany).rejects.toBeInstanceOf(AppError);
    await expect(tooMany).rejects.toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE' });
    const tooLarge = prepareCompanyExport(t.db, { id: seed.companyId, name: '書出C' }, { entries: 65_535, bytes: 10_000 });
    await expect(tooLarge).rejects.toMatchObject({ code: 'EXPORT_TOO_LARGE' });
    expect((await readdir(tmpdir())).filter((n) => n.startsWith('kanri-export-'))).toEqual(before);
  });
});
