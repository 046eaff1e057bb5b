import { maxDocumentLines } from '../src/core/schemas/documents';
import type { TestContext } from '../src/server/test/context';
import { probeWhile } from '../src/server/test/probe-while';
import { productCsv } from '../src/server/test/product-csv';

/**
 * Whether other requests are answered while heavy work runs, in figures (the tests
 * large-import.test.ts and pdf-rendering.test.ts check only that they are answered): a
 * 50,000-row products import while another company lists its products every 50 ms, and a
 * 1,000-line PDF while /api/health is asked every 20 ms. Each is run `runs` times; every
 * figure is given as min / median / max over the runs, in ms.
 */
export async function benchResponsiveness(t: TestContext, runs = 3) {
  const figures: Record<string, number[]> = {};
  const add = (name: string, value: number) => {
    figures[name] ??= [];
    figures[name].push(Math.round(value));
  };
  for (let run = 0; run < runs; run++) {
    const importing = await importWhileListing(t);
    add('import 50,000 products (ms)', importing.ms);
    add('product list during the import: median', median(importing.answeredMeanwhile));
    add('product list during the import: max', Math.max(...importing.answeredMeanwhile));
    const rendering = await renderWhileAskingHealth(t);
    add('1,000-line PDF (ms)', rendering.ms);
    add('/api/health during the render: median', median(rendering.answeredMeanwhile));
    add('/api/health during the render: max', Math.max(...rendering.answeredMeanwhile));
  }
  return summaryOf(figures);
}

/** Each figure's runs as min / median / max, the way the bench reports them. */
export function summaryOf(figures: Record<string, number[]>) {
  return Object.entries(figures).map(([name, values]) => ({
    name,
    runs: values.length,
    min: Math.min(...values),
    median: median(values),
    max: Math.max(...values),
  }));
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
}

async function importWhileListing(t: TestContext) {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const neighbour = await t.seedCompany();
  const other = await t.signIn(neighbour.admin.email, neighbour.host);
  const started = performance.now();
  const { result, answeredMeanwhile } = await probeWhile(
    session.send('POST', '/api/products/import?mode=all', productCsv(50_000)),
    async () => void (await (await other.get('/api/products')).arrayBuffer()),
    50,
  );
  if (result.status !== 200) throw new Error(`import: ${result.status} ${await result.text()}`);
  return { ms: performance.now() - started, answeredMeanwhile };
}

async function renderWhileAskingHealth(t: TestContext) {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const lines = Array.from({ length: maxDocumentLines }, (_, i) => ({ name: `作業項目 ${i + 1}`, quantity: '1', unitPrice: 1000 + i }));
  const created = await admin.send('POST', '/api/documents/quotation', { issueDate: '2026-11-05', subject: '大量明細', lines });
  const { id } = (await created.json()) as { id: string };
  const started = performance.now();
  const { result, answeredMeanwhile } = await probeWhile(
    admin.get(`/api/documents/quotation/${id}/pdf`),
    async () => void (await (await t.request(seed.host, '/api/health')).arrayBuffer()),
    20,
  );
  if (result.status !== 200) throw new Error(`PDF: ${result.status}`);
  await result.arrayBuffer();
  return { ms: performance.now() - started, answeredMeanwhile };
}
