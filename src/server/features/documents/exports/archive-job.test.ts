import { and, eq, like } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentArchive } from '@/core/contracts/documents';
import { documentArchives, operationLogs, storedFiles } from '../../../db/schema';
import { issuedPdfKey, putFile, removeFile, storedSize } from '../../../files/file-store';
import { createTestContext, type TestContext } from '../../../test/context';
import { archiveEnded } from '../../../test/document-archive';
import { readIssuedPdf } from '../pdf/issued-pdf';
import { expireDocumentArchives } from './archive-expiry';
import { runDocumentArchive } from './archive-job';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;
const november = { from: '2026-11-01', to: '2026-11-30' };
const hourMs = 60 * 60 * 1000;

async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社保存先');
  return { seed, admin, customerId };
}

async function issueInvoice(session: Session, customerId: string, name = '保守') {
  const draft = await session.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    lines: [{ name, unitPrice: 10_000 }],
  });
  const { id } = await draft.json();
  expect((await session.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id as string;
}

const queue = (session: Session, host: string, body: object, key?: string) =>
  t.request(host, '/api/documents/archives', {
    method: 'POST',
    body,
    cookie: session.cookie,
    headers: key ? { 'idempotency-key': key } : {},
  });

const rowOf = async (id: string) => (await t.db.select().from(documentArchives).where(eq(documentArchives.id, id)))[0];

/** An archive recorded as the request records it, without its job (the test runs the job itself). */
async function recorded(seed: Awaited<ReturnType<typeof company>>['seed'], values: Partial<typeof documentArchives.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await t.db.insert(documentArchives).values({
    id,
    companyId: seed.companyId,
    requestedBy: { userId: seed.admin.id, companyId: seed.companyId, oemId: seed.oemId },
    idempotencyKey: id,
    periodFrom: november.from,
    periodTo: november.to,
    kinds: ['invoice'],
    encoding: 'utf8',
    ...values,
  });
  return id;
}

const failingOutput = { pdf: { render: () => Promise.reject(new Error('renderer down')), close: async () => {} } };

describe('期間エクスポート as a background job', () => {
  it('answers 202 at once, writes the ZIP in its job, and serves it with its Japanese name for 24 hours', async () => {
    const { seed, admin, customerId } = await company();
    await issueInvoice(admin, customerId);

    const res = await admin.send('POST', '/api/documents/archives', november);
    expect(res.status).toBe(202);
    const queued = (await res.json()) as DocumentArchive;
    expect(queued).toMatchObject({ state: 'queued', from: '2026-11-01', to: '2026-11-30', total: null, size: null, expiresAt: null });
    expect(queued.fileName).toBe('帳票_20261101-20261130.zip');
    const early = await admin.get(`/api/documents/archives/${queued.id}/download`);
    // The job may already run; either way nothing is served before it is done.
    if (early.status !== 200) {
      expect(early.status).toBe(409);
      expect((await early.json()).error).toEqual({
        code: 'ARCHIVE_NOT_READY',
        message: 'ZIPを作成しています。できあがってからダウンロードしてください',
      });
    }

    await t.jobs.idle(120_000);
    const done = (await (await admin.get(`/api/documents/archives/${queued.id}`)).json()) as DocumentArchive;
    expect(done).toMatchObject({ state: 'done', total: 1, written: 1, error: null });
    expect(done.size).toBeGreaterThan(1000);
    const lifetime = Date.parse(done.expiresAt ?? '') - Date.parse(done.finishedAt ?? '');
    expect(lifetime).toBe(24 * hourMs);

    const zip = await admin.get(`/api/documents/archives/${queued.id}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-length')).toBe(String(done.size));
    expect(zip.headers.get('content-disposition')).toBe(
      `attachment; filename="documents-20261101-20261130.zip"; filename*=UTF-8''${encodeURIComponent('帳票_20261101-20261130.zip')}`,
    );
    expect(zip.headers.get('x-document-count')).toBe('1');
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()).toEqual([
      '帳票一覧.csv',
      '明細一覧.csv',
      '索引簿.csv',
      '請求書/20261105_11000_株式会社保存先_INV-202611-0001_請求書.pdf',
    ]);

    // The list brings it back after the screen was left; the 操作履歴 entry is the member's, once.
    const list = (await (await admin.get('/api/documents/archives')).json()) as DocumentArchive[];
    expect(list.map((a) => [a.id, a.state])).toEqual([[queued.id, 'done']]);
    const logs = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'document.archive')));
    expect(logs).toEqual([expect.objectContaining({ userId: seed.admin.id, targetId: queued.id })]);
  });

  it('is not found for another company, nor for another member of the same company', async () => {
    const own = await company();
    await issueInvoice(own.admin, own.customerId);
    const archive = await archiveEnded(t, own.admin, november);
    expect(archive.state).toBe('done');

    const other = await company();
    const colleague = await t.signIn(own.seed.staff.email, own.seed.host);
    for (const session of [other.admin, colleague]) {
      for (const path of [`/api/documents/archives/${archive.id}`, `/api/documents/archives/${archive.id}/download`]) {
        const res = await session.get(path);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: '期間エクスポートが見つかりません' } });
      }
      expect(await (await session.get('/api/documents/archives')).json()).toEqual([]);
    }
  });

  it('refuses an expired ZIP with a Japanese 404; the hourly expiry removes its file and marks it', async () => {
    const { seed, admin, customerId } = await company();
    await issueInvoice(admin, customerId);
    const archive = await archiveEnded(t, admin, november);
    const fileKey = (await rowOf(archive.id))?.fileKey as string;
    expect(await storedSize(t.db, fileKey)).toBe(archive.size);

    // A day later, before the hourly expiry has run: refused already.
    await t.db
      .update(documentArchives)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentArchives.id, archive.id));
    const expiredMessage = {
      code: 'ARCHIVE_EXPIRED',
      message: 'このZIPは保存期間（作成から24時間）が過ぎたため削除しました。もう一度作成してください',
    };
    const late = await admin.get(`/api/documents/archives/${archive.id}/download`);
    expect(late.status).toBe(404);
    expect((await late.json()).error).toEqual(expiredMessage);

    // Another archive still in its 24 hours is left as it is.
    const fresh = await archiveEnded(t, admin, { from: '2026-10-01', to: '2026-10-31' });
    expect(await expireDocumentArchives(t.db)).toBeGreaterThanOrEqual(1);
    expect(await storedSize(t.db, fileKey)).toBeNull();
    expect(await rowOf(archive.id)).toMatchObject({ state: 'expired', companyId: seed.companyId });
    const gone = await admin.get(`/api/documents/archives/${archive.id}/download`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toEqual(expiredMessage);
    const list = (await (await admin.get('/api/documents/archives')).json()) as DocumentArchive[];
    expect(list.map((a) => [a.id, a.state])).toEqual([
      [fresh.id, 'done'],
      [archive.id, 'expired'],
    ]);
    expect((await admin.get(`/api/documents/archives/${fresh.id}/download`)).status).toBe(200);
  });

  it('ends failed with a Japanese message once its retries are spent, its partial file removed', async () => {
    const { seed, admin, customerId } = await company();
    const id = await issueInvoice(admin, customerId);
    // Issued before PDFs were kept: the job must render it, and the renderer is down.
    await removeFile(t.db, issuedPdfKey(seed.companyId, id));
    const archiveId = await recorded(seed);

    const deps = { db: t.db, output: failingOutput };
    await expect(runDocumentArchive(deps, { archiveId }, { id: 'j1', retryCount: 0, retryLimit: 2 })).rejects.toThrow('renderer down');
    const retried = await rowOf(archiveId);
    expect(retried?.state).toBe('running');
    expect(await storedSize(t.db, retried?.fileKey as string)).toBeNull();

    await runDocumentArchive(deps, { archiveId }, { id: 'j1', retryCount: 2, retryLimit: 2 });
    const failed = (await (await admin.get(`/api/documents/archives/${archiveId}`)).json()) as DocumentArchive;
    expect(failed).toMatchObject({
      state: 'failed',
      error: { code: 'ARCHIVE_FAILED', message: 'ZIPを作成できませんでした。時間をおいて、もう一度作成してください' },
    });
    const download = await admin.get(`/api/documents/archives/${archiveId}/download`);
    expect(download.status).toBe(409);
    expect((await download.json()).error).toEqual({
      code: 'ARCHIVE_NOT_READY',
      message: 'このZIPは作成できませんでした。もう一度作成してください',
    });
  });

  it('starts the file over when it runs again after its process died', async () => {
    const { seed, admin, customerId } = await company();
    await issueInvoice(admin, customerId);
    // A run that died mid-way left its part of a ZIP under its own key.
    const deadKey = `archives/${seed.companyId}/dead-run.zip`;
    await putFile(t.db, deadKey, new Uint8Array(5000).fill(7));
    const archiveId = await recorded(seed, { state: 'running', runId: 'dead-run', fileKey: deadKey, written: 3, total: 9 });

    await runDocumentArchive({ db: t.db, output: failingOutput }, { archiveId }, { id: 'j2', retryCount: 1, retryLimit: 2 });
    expect(await storedSize(t.db, deadKey)).toBeNull();
    const row = await rowOf(archiveId);
    expect(row).toMatchObject({ state: 'done', total: 1, written: 1 });
    const zip = await admin.get(`/api/documents/archives/${archiveId}/download`);
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toHaveLength(4);

    // A job of an archive that has ended does nothing.
    await runDocumentArchive({ db: t.db, output: failingOutput }, { archiveId }, { id: 'j3', retryCount: 0, retryLimit: 2 });
    expect(await rowOf(archiveId)).toMatchObject({ state: 'done', fileKey: row?.fileKey });
  });

  it('stops a run that another run took over (its job expired and was retried), leaving the archive to the other', async () => {
    const { seed, admin, customerId } = await company();
    const id = await issueInvoice(admin, customerId);
    const pdf = (await readIssuedPdf(t.db, seed.companyId, id)) as Buffer;
    // Its PDF must be rendered; the first run's render hangs until released.
    await removeFile(t.db, issuedPdfKey(seed.companyId, id));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const rendering = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = {
      pdf: {
        render: async () => {
          started();
          await held;
          return pdf;
        },
        close: async () => {},
      },
    };
    const archiveId = await recorded(seed);
    const first = runDocumentArchive({ db: t.db, output: slow }, { archiveId }, { id: 'j4', retryCount: 0, retryLimit: 2 });
    await rendering;
    const quick = { pdf: { render: async () => pdf, close: async () => {} } };
    await runDocumentArchive({ db: t.db, output: quick }, { archiveId }, { id: 'j4', retryCount: 1, retryLimit: 2 });
    const done = await rowOf(archiveId);
    expect(done).toMatchObject({ state: 'done', total: 1 });

    release();
    await first;
    expect(await rowOf(archiveId)).toEqual(done);
    const files = await t.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, `archives/${seed.companyId}/${archiveId}-%`));
    expect(files.map((f) => f.key)).toEqual([done?.fileKey]);
    expect((await admin.get(`/api/documents/archives/${archiveId}/download`)).status).toBe(200);
  });

  it('makes one archive of a repeated press (Idempotency-Key) and refuses a sixth while five are unfinished', async () => {
    const { seed, admin } = await company();
    const key = crypto.randomUUID();
    const first = await queue(admin, seed.host, november, key);
    const again = await queue(admin, seed.host, november, key);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    const [a, b] = [(await first.json()) as DocumentArchive, (await again.json()) as DocumentArchive];
    expect(b.id).toBe(a.id);
    const rows = await t.db.select().from(documentArchives).where(eq(documentArchives.companyId, seed.companyId));
    expect(rows).toHaveLength(1);
    await t.jobs.idle(120_000);

    for (let i = 0; i < 5; i++) await recorded(seed);
    const refused = await queue(admin, seed.host, november);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: '作成中の期間エクスポートが5件あります。終わってからもう一度お試しください',
    });
    expect(await t.db.select().from(documentArchives).where(eq(documentArchives.companyId, seed.companyId))).toHaveLength(6);
  });

  it('ends an archive still unfinished a day after it was asked for as failed, its file removed', async () => {
    const { seed } = await company();
    const key = `archives/${seed.companyId}/stuck.zip`;
    await putFile(t.db, key, new Uint8Array(100));
    const archiveId = await recorded(seed, {
      state: 'running',
      runId: 'stuck',
      fileKey: key,
      createdAt: new Date(Date.now() - 25 * hourMs),
    });
    await expireDocumentArchives(t.db);
    expect(await rowOf(archiveId)).toMatchObject({
      state: 'failed',
      error: { code: 'ARCHIVE_FAILED', message: 'ZIPの作成が終わらなかったため中止しました。もう一度作成してください' },
    });
    expect(await storedSize(t.db, key)).toBeNull();
  });
});
