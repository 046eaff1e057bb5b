import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rowCount = 50_000;
const header = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';
const productCsv = (lastRow?: string) => {
  const rows = Array.from(
    { length: rowCount },
    (_, i) =>
      `P${String(i).padStart(6, '0')},"業務用 商品 ${i}",ぎょうむよう しょうひん,個,${100 + (i % 900)},10%,50,"説明文, 倉庫 ${i % 20}",有効`,
  );
  if (lastRow) rows[rowCount - 1] = lastRow;
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
};

/**
 * Asks /api/health every 5 ms until `work` settles. A stall shows as a long gap between two
 * answers: the timer between probes waits for the event loop as a socket's request would.
 */
async function probeDuring<T>(work: Promise<T>) {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const gaps: number[] = [];
  let last = performance.now();
  while (!isDone) {
    await new Promise((r) => setTimeout(r, 5));
    const res = await t.request(t.hostOf(null), '/api/health');
    expect(res.status).toBe(200);
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }
  gaps.sort((a, b) => a - b);
  // On a shared, overloaded machine the scheduler or a garbage collection alone can hold the
  // process for a moment: 95% of gaps must stay under 200 ms, and none near a real stall (seconds).
  return { result: await settled, gaps, p95: gaps[Math.floor(gaps.length * 0.95)] ?? 0, worst: gaps.at(-1) ?? 0 };
}

describe('a 50,000-row CSV import never stalls other requests', () => {
  it('imports every row in one go while /api/health keeps answering (95% of gaps under 200 ms)', { timeout: 120_000 }, async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const started = performance.now();
    const { result: res, gaps, p95, worst } = await probeDuring(session.send('POST', '/api/products/import?mode=all', productCsv()));
    const seconds = (performance.now() - started) / 1000;
    expect(await res.json()).toEqual({ total: rowCount, valid: rowCount, errors: [], created: rowCount, updated: 0 });
    // The import takes seconds: many probes ran during it, and none waited long.
    expect(gaps.length).toBeGreaterThanOrEqual(20);
    expect(p95).toBeLessThan(200);
    expect(worst).toBeLessThan(1000);
    expect((await (await session.get('/api/products?q=P049999')).json()).total).toBe(1);
    expect(seconds).toBeLessThan(60);
  });

  it('refuses the whole file when its last row is invalid (all or nothing), still without a stall', { timeout: 60_000 }, async () => {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const csv = productCsv('P-BAD,,,個,abc,10%,,,有効');
    const { result: res, gaps, p95, worst } = await probeDuring(session.send('POST', '/api/products/import?mode=all', csv));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'IMPORT_ROWS_INVALID', message: '1行にエラーがあるため、取り込みませんでした' });
    expect(body.error.rows).toHaveLength(1);
    expect(body.error.rows[0].line).toBe(rowCount + 1);
    expect(gaps.length).toBeGreaterThanOrEqual(10);
    expect(p95).toBeLessThan(200);
    expect(worst).toBeLessThan(1000);
    expect((await (await session.get('/api/products')).json()).total).toBe(0);
  });
});
