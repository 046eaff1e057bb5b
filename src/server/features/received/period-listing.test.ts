import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedSummary } from '@/core/contracts/received';
import { readStoredFile } from '../../files/file-store';
import { createTestContext, type TestContext } from '../../test/context';
import { receivedArchivePages, receivedFileName, receivedIndexCsvHeader } from './period-listing';
import type { ReceivedRow } from './received-view';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const keys = {
  kind: 'invoice',
  transactionDate: '2026-11-05',
  amount: 11_000,
  counterpartyName: '株式会社青空商事',
  registrationNumber: '',
  memo: '',
};

async function collect(companyId: string, from: string, to: string) {
  const rows: (string | number)[][] = [];
  const files: { name: string; key: string; size: number; sha256: string }[] = [];
  for await (const page of receivedArchivePages(t.db, companyId, { from, to })) {
    rows.push(...page.indexRows);
    files.push(...page.files);
  }
  return { rows, files };
}

describe('受領書類 for the period export', () => {
  it('lists every saved version in the period (corrected and deleted ones marked) with 索引簿 rows and each file once, as received', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const send = async (name: string, bytes: Uint8Array, fields: Partial<typeof keys>) => {
      const res = await t.app.request(`http://${seed.host}/api/received/files?filename=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { host: seed.host, origin: `http://${seed.host}`, cookie: admin.cookie, 'content-type': 'application/pdf' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      const { id } = (await res.json()) as ReceivedSummary;
      if (Object.keys(fields).length)
        expect((await admin.send('POST', `/api/received/${id}/confirm`, { ...keys, ...fields })).status).toBe(200);
      return id;
    };
    const corrected = pdf('corrected');
    const a = await send('a.pdf', corrected, { transactionDate: '2026-11-05', amount: 10_000 });
    await admin.send('POST', `/api/received/${a}/corrections`, { ...keys, amount: 11_000, reason: '金額の誤り' });
    const b = await send('b.pdf', pdf('deleted'), { transactionDate: '2026-11-30', counterpartyName: 'ミドリ/商店:本店', kind: 'receipt' });
    await admin.send('POST', `/api/received/${b}/deletion`, { reason: '二重登録' });
    await send('c.pdf', pdf('outside'), { transactionDate: '2026-12-01' });
    await send('draft.pdf', pdf('draft'), {});

    const { rows, files } = await collect(seed.companyId, '2026-11-01', '2026-11-30');
    expect(receivedIndexCsvHeader.slice(0, 8)).toEqual([
      '取引年月日',
      '金額',
      '取引先',
      '登録番号',
      '書類の種類',
      '版',
      '状態',
      '訂正・削除の理由',
    ]);
    expect(rows.map((r) => r.slice(0, 8))).toEqual([
      ['2026/11/05', 10_000, '株式会社青空商事', '', '請求書', 1, '訂正済み', ''],
      ['2026/11/05', 11_000, '株式会社青空商事', '', '請求書', 2, '最新', '訂正: 金額の誤り'],
      ['2026/11/30', 11_000, 'ミドリ/商店:本店', '', '領収書', 1, '削除済み', '削除: 二重登録'],
    ]);
    // One file per entry, named by its first version, the same name on each of its rows; no unsafe characters.
    expect(files.map((f) => f.name)).toEqual([
      `受領書類/2026-11-05_株式会社青空商事_${a.slice(0, 8)}.pdf`,
      `受領書類/2026-11-30_ミドリ_商店_本店_${b.slice(0, 8)}.pdf`,
    ]);
    expect(rows.map((r) => r[12])).toEqual([files[0]?.name, files[0]?.name, files[1]?.name]);
    expect(rows.map((r) => r[9])).toEqual(['管理 太郎', '管理 太郎', '管理 太郎']);
    const [first] = files;
    const stored = first ? await readStoredFile(t.db, first.key) : null;
    expect(stored && sha256(stored)).toBe(sha256(corrected));
    expect(first).toMatchObject({ size: corrected.length, sha256: sha256(corrected) });
    expect(rows[0]?.[11]).toBe(sha256(corrected));

    // Another company's period is its own.
    const other = await t.seedCompany();
    expect(await collect(other.companyId, '2026-11-01', '2026-11-30')).toEqual({ rows: [], files: [] });
  });

  it('names a file by date and counterparty, without characters a ZIP cannot hold', () => {
    const entry = { id: '1a2b3c4d-0000', contentType: 'image/jpeg' } as ReceivedRow;
    expect(receivedFileName(entry, { transactionDate: '2026-01-02', counterpartyName: 'A*B?"C<D>|E\\F' })).toBe(
      '受領書類/2026-01-02_A_B__C_D__E_F_1a2b3c4d.jpg',
    );
  });
});
