import { maxDocumentLines } from '../src/core/schemas/documents';
import type { TestContext } from '../src/server/test/context';
import { productCsv } from '../src/server/test/product-csv';
import { median, summaryOf } from './responsiveness';

/**
 * Another company's product list (100 products) asked every 20 ms while one company issues a
 * 1,000-line invoice, PDF included, on embedded PGlite — beside the floor: the same list asked
 * the same way for 3 s with nothing else running — and the issue's own time, alone and with the
 * lists. Each is run `runs` times; every figure is given as min / median / max over the runs, in
 * ms. The issue holds the database for its transactions only, not for the render (see issuing).
 */
export async function benchIssueWhileListing(t: TestContext, runs = 3) {
  const neighbour = await t.seedCompany();
  const other = await t.signIn(neighbour.admin.email, neighbour.host);
  const imported = await other.send('POST', '/api/products/import?mode=all', productCsv(100));
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  const list = async () => {
    const res = await other.get('/api/products');
    if (res.status !== 200) throw new Error(`product list: ${res.status}`);
    await res.arrayBuffer();
  };
  // The PDF worker is started once before: its start (about a second) is not what is measured.
  await issue(await bigDraft(t, 1));

  const figures: Record<string, number[]> = {};
  const add = (name: string, value: number) => {
    figures[name] ??= [];
    figures[name].push(Math.round(value));
  };
  for (let run = 0; run < runs; run++) {
    const floor = await readsDuring(new Promise((resolve) => setTimeout(resolve, 3_000)), list);
    add('product list, nothing else running (floor): median', median(floor));
    add('product list, nothing else running (floor): max', Math.max(...floor));
    const alone = await bigDraft(t, maxDocumentLines);
    let started = performance.now();
    await issue(alone);
    add('issue of a 1,000-line invoice with its PDF, alone (ms)', performance.now() - started);
    const draft = await bigDraft(t, maxDocumentLines);
    started = performance.now();
    const during = await readsDuring(issue(draft), list);
    add('the same issue, with the list asked meanwhile (ms)', performance.now() - started);
    add('product list during the issue: median', median(during));
    add('product list during the issue: max', Math.max(...during));
    add('product list during the issue: lists asked', during.length);
  }
  return summaryOf(figures);
}

/**
 * The duration of each list asked every 20 ms while `work` runs, the last one included even when
 * it is answered after the work (a list held up for the whole issue counts with its whole wait).
 */
async function readsDuring(work: Promise<unknown>, read: () => Promise<void>) {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const times: number[] = [];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (isDone) break;
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  await settled;
  return times;
}

type Draft = { admin: Awaited<ReturnType<TestContext['signIn']>>; id: string };

/** A draft invoice of `lines` lines in a company of its own. */
async function bigDraft(t: TestContext, lines: number): Promise<Draft> {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社計測');
  const body = {
    issueDate: '2026-11-05',
    customerId,
    subject: '大量明細',
    lines: Array.from({ length: lines }, (_, i) => ({ name: `作業項目 ${i + 1}`, quantity: '1', unitPrice: 1000 + i })),
  };
  const res = await admin.send('POST', '/api/documents/invoice', body);
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${await res.text()}`);
  return { admin, id: ((await res.json()) as { id: string }).id };
}

async function issue({ admin, id }: Draft) {
  const res = await admin.send('POST', `/api/documents/invoice/${id}/issue`);
  if (res.status !== 200) throw new Error(`issue: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}
