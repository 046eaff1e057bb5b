import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, masterImportBatches, masterImports, operationLogs, products } from '../db/schema';
import { customerDefinition } from '../features/customers/definition';
import { productDefinition } from '../features/products/definition';
import type { CompanyUser } from '../http/env';
import type { JobQueue } from '../jobs/engine';
import { createTestContext, type TestContext } from '../test/context';
import { importCsv } from '../test/master-import';
import { runMasterImport } from './import-job';
import type { ImportOptions } from './import-rows';
import { queueMasterImport } from './import-store';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const header = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';
const csvOf = (rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;
const codes = (from: number, n: number) => Array.from({ length: n }, (_, i) => `U${String(from + i).padStart(4, '0')}`);

async function company() {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const user = { id: seed.admin.id, companyId: seed.companyId, oemId: seed.oemId } as CompanyUser;
  const table = () => t.db.select().from(products).where(eq(products.companyId, seed.companyId)).orderBy(asc(products.code));
  const logged = async () =>
    (await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId))).map((l) => l.operationType);
  const published = async () =>
    (
      await t.db
        .select()
        .from(events)
        .where(and(eq(events.companyId, seed.companyId), eq(events.type, 'product.changed')))
    ).length;
  return { seed, session, user, table, logged, published };
}

const definitions = { product: productDefinition, customer: customerDefinition } as Parameters<typeof runMasterImport>[1];
/** A queue that keeps the job to itself: the test runs the import's job by hand. */
const heldQueue: JobQueue = { send: async () => null, wake: () => {} };
const rowsOf = (list: string[], name: string) => csvOf(list.map((code) => `${code},${name},かな,個,500,10%,300,,有効`));

/** An import queued as a request queues it, its job run by the test (with `options`) as the retry `retryCount` of `retryLimit`. */
async function queuedImport(user: CompanyUser, csv: string) {
  const queued = await queueMasterImport(t.db, heldQueue, productDefinition, user, { mode: 'all', file: new TextEncoder().encode(csv) });
  const run = (options: ImportOptions, retryCount = 0, retryLimit = 0) =>
    runMasterImport(t.db, definitions, { importId: queued.id }, { id: 'test', retryCount, retryLimit }, options);
  const state = async () => (await t.db.select().from(masterImports).where(eq(masterImports.id, queued.id)))[0];
  return { id: queued.id, run, state };
}

describe('CSV import written in chunks', () => {
  it('undoes the chunks already written when a middle chunk fails: created rows gone, updated rows restored', async () => {
    const c = await company();
    // Existing rows, to be updated by chunks 0, 1 and 2 (chunk 2 is the one that fails).
    const existing = csvOf(['U0000', 'U0003', 'U0005'].map((code) => `${code},元の商品 ${code},もと,箱,1200,軽減8%,,元の説明,無効`));
    expect((await importCsv(t, c.session, 'products', existing)).created).toBe(3);
    const before = await c.table();
    const [logsBefore, eventsBefore] = [await c.logged(), await c.published()];

    const imported = await queuedImport(c.user, rowsOf(codes(0, 10), '取り込み後'));
    await imported.run({
      chunkRows: 2,
      // A real database error inside the third chunk's transaction, after its rows are written (the last try).
      onChunkWritten: async (index, tx) => {
        if (index === 2) await tx.execute('select 1 / 0');
      },
    });
    expect(await imported.state()).toMatchObject({
      state: 'failed',
      error: {
        code: 'IMPORT_FAILED',
        message: '取り込み中にエラーが発生したため、取り込みを取り消しました。時間をおいて再度お試しください',
      },
    });
    expect(await t.db.select().from(masterImportBatches).where(eq(masterImportBatches.importId, imported.id))).toEqual([]);

    // Every column of every row as before (updated_at too), no row left from chunks 0 and 1.
    expect(await c.table()).toEqual(before);
    expect(await c.logged()).toEqual(logsBefore);
    expect(await c.published()).toBe(eventsBefore);
    const listed = await (await c.session.get('/api/products')).json();
    expect(listed.items.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['元の商品 U0000', false],
      ['元の商品 U0003', false],
      ['元の商品 U0005', false],
    ]);
  });

  it('logs and announces a many-chunk import once, counting created and updated rows', async () => {
    const c = await company();
    await importCsv(t, c.session, 'products', csvOf(['U0007,既存,,個,100,10%,,,有効']));
    const [logsBefore, eventsBefore] = [(await c.logged()).length, await c.published()];
    const rows = codes(0, 120).map((code) => `${code},商品 ${code},,個,300,10%,,,有効`);
    const res = await importCsv(t, c.session, 'products', csvOf(rows), 'valid');
    expect(res).toMatchObject({ state: 'done', total: 120, valid: 120, done: 120, errors: [], created: 119, updated: 1, error: null });
    expect((await c.logged()).slice(logsBefore)).toEqual(['product.import']);
    expect(await c.published()).toBe(eventsBefore + 1);
    expect((await c.table()).map((p) => [p.code, p.name]).slice(6, 8)).toEqual([
      ['U0006', '商品 U0006'],
      ['U0007', '商品 U0007'],
    ]);
  });

  it('runs two imports of one company one after the other, never chunk by chunk', async () => {
    const c = await company();
    // The second file lists the codes backwards: interleaved chunks would meet in the middle,
    // each import creating half the rows and overwriting the other's half.
    const forwards = codes(0, 600);
    const files = [
      csvOf(forwards.map((code) => `${code},一回目,,個,300,10%,,,有効`)),
      csvOf([...forwards].reverse().map((code) => `${code},二回目,,個,300,10%,,,有効`)),
    ];
    const answers = await Promise.all(files.map((file) => importCsv(t, c.session, 'products', file)));
    expect(answers.map((a) => [a.created, a.updated]).sort()).toEqual([
      [0, 600],
      [600, 0],
    ]);
    // The table is what one file says, all of it: the file imported last.
    const last = answers.findIndex((a) => a.updated === 600) === 0 ? '一回目' : '二回目';
    expect(new Set((await c.table()).map((p) => p.name))).toEqual(new Set([last]));
  });

  it('resumes after the last committed batch when the job runs again after its process died: every row once', async () => {
    const c = await company();
    const imported = await queuedImport(c.user, rowsOf(codes(0, 10), '再開'));
    // The process dies inside the fourth batch: three are committed, the fourth is not.
    const killed = async (index: number) => {
      if (index === 3) throw new Error('killed');
    };
    const died = imported.run({ chunkRows: 2, onChunkWritten: killed }, 0, 2);
    await expect(died).rejects.toThrow('killed');
    expect(await imported.state()).toMatchObject({ state: 'running', doneRows: 6, created: 6 });
    expect(await c.table()).toHaveLength(6);
    expect(await c.logged()).toEqual([]);

    // The retry (on this instance or another) writes the last four rows only.
    await imported.run({ chunkRows: 2 }, 1, 2);
    expect(await imported.state()).toMatchObject({ state: 'done', doneRows: 10, created: 10 });
    expect((await c.table()).map((p) => [p.code, p.name])).toEqual(codes(0, 10).map((code) => [code, '再開']));
    expect(await c.logged()).toEqual(['product.import']);
    expect(await (await c.session.get(`/api/products/imports/${imported.id}`)).json()).toMatchObject({ created: 10, updated: 0 });
  });

  it('waits its turn while another import of the company runs (on any instance), then runs', async () => {
    const c = await company();
    const first = await queuedImport(c.user, rowsOf(['W0001'], '先'));
    const second = await queuedImport(c.user, rowsOf(['W0002'], '後'));
    // As if another instance were writing the first one.
    await t.db.update(masterImports).set({ state: 'running' }).where(eq(masterImports.id, first.id));
    await expect(second.run({})).rejects.toMatchObject({ seconds: 1, data: { importId: second.id, waits: 1 } });
    expect(await second.state()).toMatchObject({ state: 'queued' });
    // A third that has waited an hour behind it gives up, in Japanese, rather than wait forever.
    const third = await queuedImport(c.user, rowsOf(['W0003'], '諦め'));
    await runMasterImport(t.db, definitions, { importId: third.id, waits: 3600 }, { id: 'test', retryCount: 0, retryLimit: 0 });
    expect(await third.state()).toMatchObject({
      state: 'failed',
      error: { code: 'IMPORT_FAILED', message: '別の取り込みが終わらないため、取り込めませんでした。時間をおいて再度お試しください' },
    });
    await first.run({});
    await second.run({});
    expect((await c.table()).map((p) => p.name)).toEqual(['先', '後']);
  });

  it('queues one import for one Idempotency-Key, however often the request comes', async () => {
    const c = await company();
    const send = () =>
      t.request(c.seed.host, '/api/products/imports?mode=all', {
        method: 'POST',
        cookie: c.session.cookie,
        headers: { 'idempotency-key': 'press-1', 'content-type': 'text/csv' },
        body: rowsOf(['K0001'], '一度だけ'),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const [ida, idb] = [(await a.json()).id, (await b.json()).id];
    expect(ida).toBe(idb);
    await t.jobs.idle();
    expect(await t.db.select().from(masterImports).where(eq(masterImports.companyId, c.seed.companyId))).toHaveLength(1);
    expect(await c.logged()).toEqual(['product.import']);
  });
});
