import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MasterImport } from '@/core/contracts/master-data';
import { createTestContext, type TestContext } from '../test/context';
import { importCsv } from '../test/master-import';
import { probeWhile } from '../test/probe-while';
import { productCsv } from '../test/product-csv';
import { importChunkRows } from './import-rows';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rowCount = 50_000;
/**
 * Another company's user lists its products: each request reads the session, the user and
 * the list from the database, so it waits for whatever holds the database — the stall a
 * user would feel. It must answer, and with its own company's row only.
 */
const listsItsOwn = (other: Awaited<ReturnType<TestContext['signIn']>>) => async () => {
  const res = await other.get('/api/products');
  expect(res.status).toBe(200);
  expect((await res.json()).items.map((p: { code: string }) => p.code)).toEqual(['N-1']);
};

async function twoCompanies() {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const neighbour = await t.seedCompany();
  const other = await t.signIn(neighbour.admin.email, neighbour.host);
  await other.send('POST', '/api/products', { code: 'N-1', name: '隣の商品', unitPrice: 100 });
  return { session, other };
}

// How long these take is the bench's (bench/responsiveness.ts): here, what is answered and in which order.
describe('a 50,000-row CSV import never stalls other requests', () => {
  it('imports every row in short transactions while another company’s product list keeps answering', { timeout: 300_000 }, async () => {
    const { session, other } = await twoCompanies();
    const transactions = vi.spyOn(t.db, 'transaction');
    const { result: imported, answeredMeanwhile } = await probeWhile(
      importCsv(t, session, 'products', productCsv(rowCount)),
      listsItsOwn(other),
      50,
    );
    const chunks = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(imported).toMatchObject({
      state: 'done',
      total: rowCount,
      valid: rowCount,
      done: rowCount,
      errors: [],
      created: rowCount,
      updated: 0,
    });
    // Linear: one transaction to queue the file, one per chunk of rows and one for the log entry, whatever the file's size.
    expect(chunks).toBe(1 + rowCount / importChunkRows + 1);
    // Other requests were answered between the chunks, before the import was done.
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(5);
    expect((await (await session.get('/api/products?q=P049999')).json()).total).toBe(1);
  });

  it('refuses the whole file when its last row is invalid (all or nothing), answering others meanwhile', { timeout: 300_000 }, async () => {
    const { session, other } = await twoCompanies();
    const csv = productCsv(rowCount, 'P-BAD,,,個,abc,10%,,,有効');
    const transactions = vi.spyOn(t.db, 'transaction');
    const { result: imported, answeredMeanwhile } = await probeWhile(importCsv(t, session, 'products', csv), listsItsOwn(other), 20);
    const written = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(imported).toMatchObject({
      state: 'failed',
      error: { code: 'IMPORT_ROWS_INVALID', message: '1行にエラーがあるため、取り込みませんでした' },
    });
    expect(imported.errors).toHaveLength(1);
    expect(imported.errors[0]?.line).toBe(rowCount + 1);
    // One transaction queued the file, one recorded the refusal: no chunk of rows.
    expect(written).toBe(2);
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(5);
    expect((await (await session.get('/api/products')).json()).total).toBe(0);
  });

  it('lets another company’s small import go in while a large one is being written', { timeout: 300_000 }, async () => {
    const { session, other } = await twoCompanies();
    const large = await session.send('POST', '/api/products/imports?mode=all', productCsv(20_000));
    expect(large.status).toBe(202);
    const { id: largeId } = (await large.json()) as MasterImport;
    const small = await other.send('POST', '/api/products/imports?mode=all', productCsv(2));
    expect(small.status).toBe(202);
    const { id: smallId } = (await small.json()) as MasterImport;
    const statusOf = async (s: typeof session, id: string) => (await (await s.get(`/api/products/imports/${id}`)).json()) as MasterImport;
    let smallNow = await statusOf(other, smallId);
    for (let tries = 0; smallNow.state === 'queued' || smallNow.state === 'running'; tries++) {
      if (tries > 2400) throw new Error('the small import never ended');
      await new Promise((r) => setTimeout(r, 50));
      smallNow = await statusOf(other, smallId);
    }
    const largeThen = await statusOf(session, largeId);
    expect(smallNow).toMatchObject({ state: 'done', created: 2 });
    // The large file was still being written when the small one was done: it did not wait its turn behind it.
    expect(largeThen.state).not.toBe('done');
    await t.jobs.idle(290_000);
    expect(await statusOf(session, largeId)).toMatchObject({ state: 'done', created: 20_000 });
  });
});
