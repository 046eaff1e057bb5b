import { readFileSync } from 'node:fs';
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
 * Milliseconds this process's main thread has spent ready to run but waiting for a CPU
 * (Linux schedstat; 0 where unavailable). The test machine is shared: when other jobs hold
 * both cores, a request waits that long however the server is written, so that wait is
 * subtracted from a latency before it is held to the requirement (the raw figure is logged).
 */
function cpuQueueMs(): number {
  try {
    return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

type Session = Awaited<ReturnType<TestContext['signIn']>>;
const round = (n: number) => Math.round(n);
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: round(s[0] ?? 0), median: round(s[Math.floor(s.length / 2)] ?? 0), worst: round(s.at(-1) ?? 0) };
};

/**
 * While `work` runs, another company's user lists its products again and again: each
 * request reads the session, the user and the list from the database, so it waits for
 * whatever holds the database — the stall a user would feel.
 */
async function probeDuring<T>(work: Promise<T>, other: Session, everyMs: number) {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const raw: number[] = [];
  const own: number[] = [];
  while (!isDone) {
    // Not back to back: the probes must not take most of the thread from the import.
    await new Promise((r) => setTimeout(r, everyMs));
    // Queue read first at the start and last at the end: a preemption between two reads
    // then counts against the server, never for it.
    const queued = cpuQueueMs();
    const started = performance.now();
    const res = await other.get('/api/products');
    expect(res.status).toBe(200);
    expect((await res.json()).items.map((p: { code: string }) => p.code)).toEqual(['N-1']);
    const elapsed = performance.now() - started;
    raw.push(elapsed);
    own.push(elapsed - (cpuQueueMs() - queued));
  }
  const stats = { probes: raw.length, latency: summary(raw), withoutCpuQueue: summary(own) };
  console.info(`probe latency in ms (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${JSON.stringify(stats)}`);
  return { result: await settled, ...stats };
}

async function twoCompanies() {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const neighbour = await t.seedCompany();
  const other = await t.signIn(neighbour.admin.email, neighbour.host);
  await other.send('POST', '/api/products', { code: 'N-1', name: '隣の商品', unitPrice: 100 });
  return { session, other };
}

describe('a 50,000-row CSV import never stalls other requests', () => {
  it('imports every row while another company’s product list keeps answering within 200 ms', { timeout: 120_000 }, async () => {
    const { session, other } = await twoCompanies();
    const {
      result: res,
      probes,
      withoutCpuQueue,
    } = await probeDuring(session.send('POST', '/api/products/import?mode=all', productCsv()), other, 50);
    expect(await res.json()).toEqual({ total: rowCount, valid: rowCount, errors: [], created: rowCount, updated: 0 });
    expect(probes).toBeGreaterThanOrEqual(20);
    expect(withoutCpuQueue.worst).toBeLessThan(200);
    expect((await (await session.get('/api/products?q=P049999')).json()).total).toBe(1);
  });

  it('refuses the whole file when its last row is invalid (all or nothing), still without a stall', { timeout: 120_000 }, async () => {
    const { session, other } = await twoCompanies();
    const csv = productCsv('P-BAD,,,個,abc,10%,,,有効');
    const {
      result: res,
      probes,
      withoutCpuQueue,
    } = await probeDuring(session.send('POST', '/api/products/import?mode=all', csv), other, 20);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'IMPORT_ROWS_INVALID', message: '1行にエラーがあるため、取り込みませんでした' });
    expect(body.error.rows).toHaveLength(1);
    expect(body.error.rows[0].line).toBe(rowCount + 1);
    expect(probes).toBeGreaterThanOrEqual(10);
    expect(withoutCpuQueue.worst).toBeLessThan(200);
    expect((await (await session.get('/api/products')).json()).total).toBe(0);
  });
});
