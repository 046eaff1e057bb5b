import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedDetail, ReceivedHistoryEntry, ReceivedList, ReceivedSummary } from '@/core/contracts/received';
import { companies } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Seed = Awaited<ReturnType<TestContext['seedCompany']>>;
type Session = Awaited<ReturnType<TestContext['signIn']>>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function upload(seed: Seed, session: Session, bytes: Uint8Array, type: string, filename: string) {
  return t.app.request(`http://${seed.host}/api/received/files?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    headers: { host: seed.host, origin: `http://${seed.host}`, cookie: session.cookie, 'content-type': type },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

const keys = {
  kind: 'invoice',
  transactionDate: '2026-11-05',
  amount: 110_000,
  counterpartyName: '株式会社青空商事',
  registrationNumber: 'T7000012050002',
  memo: '11月分 保守料',
};

async function company() {
  const seed = await t.seedCompany();
  return { seed, admin: await t.signIn(seed.admin.email, seed.host) };
}

/** An uploaded and saved entry; answers its detail. */
async function saved(seed: Seed, admin: Session, fields: Partial<typeof keys>, name = 'invoice.pdf'): Promise<ReceivedDetail> {
  const uploaded = (await (
    await upload(seed, admin, pdf(name + JSON.stringify(fields)), 'application/pdf', name)
  ).json()) as ReceivedSummary;
  const res = await admin.send('POST', `/api/received/${uploaded.id}/confirm`, { ...keys, ...fields });
  expect(res.status).toBe(200);
  return res.json();
}

const search = async (admin: Session, query: string) => {
  const res = await admin.get(`/api/received?${query}`);
  expect(res.status).toBe(200);
  const list = (await res.json()) as ReceivedList;
  return list.items.map((i) => i.latest?.counterpartyName).sort();
};

describe('受領書類', () => {
  it('keeps an uploaded file as received (same bytes, SHA-256) as a draft, then saves the keys a person confirmed', async () => {
    const { seed, admin } = await company();
    const bytes = pdf('請求書 2026年11月');
    const res = await upload(seed, admin, bytes, 'application/pdf', '請求書_青空商事.pdf');
    expect(res.status).toBe(201);
    const draft = (await res.json()) as ReceivedSummary;
    expect(draft).toMatchObject({
      status: 'draft',
      filename: '請求書_青空商事.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      uploadedBy: { id: seed.admin.id, name: '管理 太郎' },
      latest: null,
    });

    const file = await admin.get(`/api/received/${draft.id}/file?download=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('請求書_青空商事.pdf'));
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(bytes));

    const confirmed = await admin.send('POST', `/api/received/${draft.id}/confirm`, { ...keys, amount: '¥１１０，０００' });
    expect(confirmed.status).toBe(200);
    const detail = (await confirmed.json()) as ReceivedDetail;
    expect(detail).toMatchObject({ status: 'confirmed', sha256: sha256(bytes) });
    expect(detail.versions).toHaveLength(1);
    expect(detail.latest).toMatchObject({ ...keys, version: 1, createdBy: { id: seed.admin.id, name: '管理 太郎' } });

    // Saved once: a second 保存 is refused, the version stays.
    const again = await admin.send('POST', `/api/received/${draft.id}/confirm`, { ...keys, amount: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('この書類は保存済みです。変更するには訂正してください');

    const history = (await (await admin.get(`/api/received/${draft.id}/history`)).json()) as ReceivedHistoryEntry[];
    expect(history.map((h) => h.action)).toEqual(['受領（アップロード）', 'ダウンロード', '保存']);
    expect(history[0]?.note).toContain(sha256(bytes));
    expect(history[2]?.note).toBe('請求書・2026/11/05・¥110,000・株式会社青空商事');

    const log = await (await admin.get('/api/history?type=received.confirm')).json();
    expect(log.items[0]).toMatchObject({ label: '受領書類の保存', targetLabel: '受領書類「請求書_青空商事.pdf」', link: '/received' });
  });

  it('finds an entry by each of 取引年月日, 金額 and 取引先 alone, by ranges, and by combinations', async () => {
    const { seed, admin } = await company();
    await saved(seed, admin, { counterpartyName: '株式会社青空商事', transactionDate: '2026-10-31', amount: 55_000 });
    await saved(seed, admin, { counterpartyName: '有限会社ミドリ商店', transactionDate: '2026-11-05', amount: 110_000, kind: 'receipt' });
    await saved(seed, admin, { counterpartyName: '青空運輸株式会社', transactionDate: '2026-11-20', amount: 220_000 });

    expect(await search(admin, '')).toEqual(['有限会社ミドリ商店', '株式会社青空商事', '青空運輸株式会社'].sort());
    // 取引年月日: a day, a range, open ends.
    expect(await search(admin, 'dateFrom=2026-11-05&dateTo=2026-11-05')).toEqual(['有限会社ミドリ商店']);
    expect(await search(admin, 'dateFrom=2026-11-01&dateTo=2026-11-30')).toEqual(['有限会社ミドリ商店', '青空運輸株式会社'].sort());
    expect(await search(admin, 'dateTo=2026%2F10%2F31')).toEqual(['株式会社青空商事']);
    // 金額: a range, either end alone, full-width digits and commas.
    expect(await search(admin, 'amountMin=100000&amountMax=200000')).toEqual(['有限会社ミドリ商店']);
    expect(await search(admin, `amountMin=${encodeURIComponent('２２０,０００')}`)).toEqual(['青空運輸株式会社']);
    expect(await search(admin, 'amountMax=55000')).toEqual(['株式会社青空商事']);
    // 取引先: part of the name, whatever the width or kana.
    expect(await search(admin, `counterparty=${encodeURIComponent('青空')}`)).toEqual(['株式会社青空商事', '青空運輸株式会社'].sort());
    expect(await search(admin, `counterparty=${encodeURIComponent('みどり')}`)).toEqual(['有限会社ミドリ商店']);
    // Free text: the 取引先, the メモ or the file's name.
    expect(await search(admin, `q=${encodeURIComponent('ミドリ')}`)).toEqual(['有限会社ミドリ商店']);
    // Combinations.
    expect(await search(admin, `counterparty=${encodeURIComponent('青空')}&amountMin=100000`)).toEqual(['青空運輸株式会社']);
    expect(await search(admin, `counterparty=${encodeURIComponent('青空')}&dateFrom=2026-11-01&amountMax=100000`)).toEqual([]);
    expect(await search(admin, 'dateFrom=2026-11-01&amountMax=150000&kind=receipt')).toEqual(['有限会社ミドリ商店']);
    expect(await search(admin, 'dateFrom=2026-11-01&kind=invoice')).toEqual(['青空運輸株式会社']);

    const bad = await admin.get('/api/received?amountMin=abc&dateFrom=2026-13-01');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('corrects by adding a version: the earlier one is kept and viewable, and 訂正削除の履歴 says who changed what and why', async () => {
    const { seed, admin } = await company();
    const entry = await saved(seed, admin, { amount: 10_000 });
    const correction = { ...keys, amount: 11_000, memo: '', reason: '金額の入力誤り' };
    const res = await admin.send('POST', `/api/received/${entry.id}/corrections`, correction);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ReceivedDetail;
    expect(detail.versions.map((v) => [v.version, v.amount, v.reason])).toEqual([
      [1, 10_000, ''],
      [2, 11_000, '金額の入力誤り'],
    ]);
    expect(detail.versions[0]).toMatchObject({ memo: keys.memo });
    expect(detail.latest).toMatchObject({ version: 2, amount: 11_000, memo: '' });
    // The file is the one received: the correction changes none of it.
    expect(detail.sha256).toBe(entry.sha256);

    // Searched by its latest version only.
    expect(await search(admin, 'amountMin=11000&amountMax=11000')).toEqual([keys.counterpartyName]);
    expect(await search(admin, 'amountMax=10000')).toEqual([]);

    const unchanged = await admin.send('POST', `/api/received/${entry.id}/corrections`, { ...correction, reason: 'もう一度' });
    expect(unchanged.status).toBe(400);
    expect((await unchanged.json()).error.code).toBe('NOTHING_TO_UPDATE');
    const noReason = await admin.send('POST', `/api/received/${entry.id}/corrections`, { ...correction, amount: 12_000, reason: '' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.issues[0].message).toBe('訂正の理由を入力してください');

    const history = (await (await admin.get(`/api/received/${entry.id}/history`)).json()) as ReceivedHistoryEntry[];
    expect(history.at(-1)).toMatchObject({
      action: '訂正',
      version: 2,
      user: { name: '管理 太郎' },
      note: '理由: 金額の入力誤り／金額: ¥10,000 → ¥11,000／メモ: 11月分 保守料 → （なし）',
    });
    const log = await (await admin.get('/api/history?type=received.correct')).json();
    expect(log.items).toHaveLength(1);
    expect((await (await admin.get(`/api/received/${entry.id}`)).json()).versions).toHaveLength(2);
  });

  it('deletes only logically, with a reason: the entry, its versions and file stay, out of the default list', async () => {
    const { seed, admin } = await company();
    const entry = await saved(seed, admin, {});
    const noReason = await admin.send('POST', `/api/received/${entry.id}/deletion`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.issues[0].message).toBe('削除の理由を入力してください');

    const res = await admin.send('POST', `/api/received/${entry.id}/deletion`, { reason: '二重に登録したため' });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ReceivedDetail;
    expect(detail).toMatchObject({ status: 'deleted', deletion: { reason: '二重に登録したため', by: { name: '管理 太郎' } } });
    expect(detail.versions).toHaveLength(1);

    expect(await search(admin, '')).toEqual([]);
    expect(await search(admin, 'status=deleted')).toEqual([keys.counterpartyName]);
    expect((await admin.get(`/api/received/${entry.id}/file`)).status).toBe(200);
    const correct = await admin.send('POST', `/api/received/${entry.id}/corrections`, { ...keys, amount: 1, reason: '誤り' });
    expect(correct.status).toBe(409);
    expect((await correct.json()).error.message).toBe('削除済みの書類は訂正できません');
    expect((await admin.send('DELETE', `/api/received/${entry.id}`)).status).toBe(409);

    const history = (await (await admin.get(`/api/received/${entry.id}/history`)).json()) as ReceivedHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ action: '削除', note: '理由: 二重に登録したため' });
    const log = await (await admin.get('/api/history?type=received.delete')).json();
    expect(log.items).toHaveLength(1);
  });

  it('discards a draft uploaded by mistake, file and all', async () => {
    const { seed, admin } = await company();
    const draft = (await (await upload(seed, admin, png, 'image/png', 'scan.png')).json()) as ReceivedSummary;
    expect(draft.contentType).toBe('image/png');
    expect((await admin.send('DELETE', `/api/received/${draft.id}`)).status).toBe(204);
    expect((await admin.get(`/api/received/${draft.id}`)).status).toBe(404);
    expect((await admin.get(`/api/received/${draft.id}/file`)).status).toBe(404);
  });

  it('refuses a 登録番号 whose check digit is wrong, in Japanese, and saves nothing', async () => {
    const { seed, admin } = await company();
    const draft = (await (await upload(seed, admin, pdf('x'), 'application/pdf', 'a.pdf')).json()) as ReceivedSummary;
    const res = await admin.send('POST', `/api/received/${draft.id}/confirm`, { ...keys, registrationNumber: 'T7000012050003' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.issues).toEqual([
      { path: 'registrationNumber', message: '登録番号は「T」と13桁の数字で、正しい番号を入力してください' },
    ]);
    const detail = (await (await admin.get(`/api/received/${draft.id}`)).json()) as ReceivedDetail;
    expect(detail).toMatchObject({ status: 'draft', versions: [] });
    // None at all is fine (a 免税事業者's receipt).
    expect((await admin.send('POST', `/api/received/${draft.id}/confirm`, { ...keys, registrationNumber: '' })).status).toBe(200);
  });

  it('refuses files that are not PDF, PNG or JPEG, by declared type or by their bytes, and keeps none of them', async () => {
    const { seed, admin } = await company();
    const gif = await upload(seed, admin, new TextEncoder().encode('GIF89a...'), 'image/gif', 'a.gif');
    expect(gif.status).toBe(415);
    expect((await gif.json()).error).toEqual({ code: 'UNSUPPORTED_TYPE', message: 'PDF・PNG・JPEG のファイルを選んでください' });
    const fake = await upload(seed, admin, new TextEncoder().encode('これはPDFではありません'), 'application/pdf', 'a.pdf');
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe('ファイルの中身がファイルの種類（PDF・PNG・JPEG）と一致しません');
    const tooLarge = await upload(seed, admin, new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), 'application/pdf', 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe('ファイルは10MB以下にしてください');
    const list = (await (await admin.get('/api/received?status=draft')).json()) as ReceivedList;
    expect(list.total).toBe(0);
  });

  it('answers 404 to another company for every entry, and lists none of it', async () => {
    const { seed, admin } = await company();
    const entry = await saved(seed, admin, {});
    const other = await company();
    expect((await other.admin.get(`/api/received/${entry.id}`)).status).toBe(404);
    expect((await other.admin.get(`/api/received/${entry.id}/file`)).status).toBe(404);
    expect((await other.admin.get(`/api/received/${entry.id}/history`)).status).toBe(404);
    expect((await other.admin.send('POST', `/api/received/${entry.id}/confirm`, keys)).status).toBe(404);
    expect((await other.admin.send('POST', `/api/received/${entry.id}/corrections`, { ...keys, amount: 1, reason: 'x' })).status).toBe(404);
    expect((await other.admin.send('POST', `/api/received/${entry.id}/deletion`, { reason: 'x' })).status).toBe(404);
    expect((await other.admin.send('DELETE', `/api/received/${entry.id}`)).status).toBe(404);
    expect(await search(other.admin, '')).toEqual([]);
    // Unchanged for its own company.
    expect((await (await admin.get(`/api/received/${entry.id}`)).json()).versions).toHaveLength(1);
  });

  it('is behind the 請求書 flag', async () => {
    const seed = await t.seedCompany({ staffPermissions: { quote: true } });
    const staff = await t.signIn(seed.staff.email, seed.host);
    const res = await staff.get('/api/received');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('受領書類にアクセスする権限がありません');
    expect((await upload(seed, staff, pdf('x'), 'application/pdf', 'a.pdf')).status).toBe(403);
  });

  it('suggests 取引先 from customers (with their 登録番号) and names saved before; offers the 事務処理規程 with the company name', async () => {
    const { seed, admin } = await company();
    await t.seedCustomer(seed.companyId, 'C-001', '株式会社青空商事');
    await saved(seed, admin, { counterpartyName: '青空運輸株式会社', registrationNumber: '' });
    const res = await admin.get(`/api/received/lookups/counterparties?q=${encodeURIComponent('青空')}`);
    expect((await res.json()).map((c: { name: string }) => c.name)).toEqual(['株式会社青空商事', '青空運輸株式会社']);

    const rules = await admin.get('/api/received/templates/rules');
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toContain('text/plain');
    const text = await rules.text();
    expect(text).toContain('電子取引データの訂正及び削除の防止に関する事務処理規程');
    const [own] = await t.db.select({ name: companies.name }).from(companies).where(eq(companies.id, seed.companyId));
    expect(text).toContain(`${own?.name}（以下「当社」という。）`);
  });
});
