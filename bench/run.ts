import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { createTestContext, type TestContext } from '../src/server/test/context';
import { dinerBundle } from './diner-bundle';
import { benchArchive } from './document-archive';
import { benchDocuments } from './documents';
import { benchFiles } from './files';
import { benchIssueWhileListing } from './issue-while-listing';
import { benchJobs, printJobs } from './jobs';
import { benchMasterData } from './master-data';
import { benchIdleStreams } from './ordering/idle-streams';
import { benchOrdering } from './ordering/run';
import { benchPhoneMenu } from './phone-menu';
import { benchResponsiveness } from './responsiveness';
import { benchStatements } from './statements';

/**
 * `npm run bench`: figures printed as tables and one JSON line.
 * - server latency of the requests every page makes (in-process),
 * - products and customers: 10,000-row CSV import time and list/search latency at 10,000 rows,
 * - table-side ordering (`ordering/run.ts`): the real server in a process of its own and the
 *   load from another, orders/s, staff-alert latency and statements per order beside the
 *   database floor, on PostgreSQL (BENCH_DATABASE_URL, default the local
 *   postgres://postgres@127.0.0.1:5432/test when it answers) and embedded PGlite,
 * - 期間エクスポート of 1,000 and 5,000 issued documents: time and peak resident memory while it streams,
 * - the diner's first menu on a throttled phone (`phone-menu.ts`): Chromium, Fast/Slow 3G, 12 photos,
 * - requests answered during a 50,000-row import and a 1,000-line PDF (`responsiveness.ts`, PGlite),
 * - another company's product list while a 1,000-line invoice is issued, beside the same list with
 *   nothing running (`issue-while-listing.ts`, PGlite),
 * - files in the database (`files.ts`): a 4000 × 3000 photo uploaded, its copies and original
 *   served, an invoice issued with its PDF kept, the kept PDF downloaded; PGlite and PostgreSQL,
 * - JavaScript shipped (gzip) by the web build.
 * - 合計請求書 (`statements.ts`): a closing batch for 1,000 customers issued through the real
 *   server in its own process, min / median / max of 3 closings beside the preview of each (floor),
 * - the job queue (`jobs.ts`, decision 018): 1,000 no-op jobs queued and completed beside 1,000
 *   bare INSERTs (the floor) in the same run, min / median / max of 3; PGlite and PostgreSQL,
 * BENCH_ONLY=ordering runs the ordering part alone (BENCH_SETUP=PGlite one setup of it);
 * BENCH_ONLY=responsiveness, BENCH_ONLY=issue, BENCH_ONLY=phone, BENCH_ONLY=files, BENCH_ONLY=statements, BENCH_ONLY=jobs and BENCH_ONLY=idle
 * (10,000 idle live streams on one instance) their parts alone.
 */
type Row = { name: string; n: number; p50: number; p95: number; max: number };

async function measure(name: string, n: number, run: () => Promise<Response>): Promise<Row> {
  for (let i = 0; i < 20; i++) await (await run()).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await run();
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  return { name, n, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function apiLatency(t: TestContext): Promise<Row[]> {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const session = await t.signIn(seed.admin.email, seed.host);
  return [
    await measure('GET /api/host', 300, () => t.request(seed.host, '/api/host')),
    await measure('GET /api/me (signed in)', 300, () => session.get('/api/me')),
    await measure('GET /api/settings/company', 300, () => session.get('/api/settings/company')),
    await measure('PATCH /api/settings/company (+ log)', 200, () =>
      session.send('PATCH', '/api/settings/company', { name: '計測株式会社', storeName: '本店' }),
    ),
    await measure('POST sign-in (password hash)', 20, () =>
      t.request(seed.host, '/api/auth/sign-in/email', { method: 'POST', body: { email: seed.admin.email, password: 'test-pass-2026' } }),
    ),
  ];
}

/** Gzip size of the entry JS plus the chunks it imports statically, from the Vite manifest-less build. */
function bundle() {
  const dir = join('dist', 'web', 'assets');
  try {
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    const sizes = Object.fromEntries(files.map((f) => [f, Math.round(gzipSync(readFileSync(join(dir, f))).length / 102.4) / 10]));
    const total = files.reduce((s, f) => s + statSync(join(dir, f)).size, 0);
    return { jsFiles: files.length, rawKiB: Math.round(total / 1024), gzipKiBByFile: sizes };
  } catch {
    return null;
  }
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printDocuments(db: string, r: unknown) {
  const d = r as Awaited<ReturnType<typeof benchDocuments>>;
  console.log(
    `\ndocuments: list of ${d.documents.toLocaleString()} invoices in one company (${db}, in-process, ms; seeded in ${d.seededSeconds}s)`,
  );
  console.table(d.rows);
  console.log(`dashboard over the same documents (${db}, ms)`);
  console.table(d.dashboard);
  console.log(`PDF rendering through the API (${db}, ms)`);
  console.table(d.pdf);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const env = { DINER_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '100000' };
const results: Record<string, unknown> = {};
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isPgReachable = await reachable(pgUrl);

/** The in-process figures of one database: master data, documents and the period export. */
async function benchInProcess(t: TestContext, db: 'PGlite' | 'PostgreSQL', key: 'Embedded' | 'Postgres') {
  results[`masterData${key}`] = await benchMasterData(t, measure);
  const masterData = results[`masterData${key}`] as { rows: unknown[]; imports: unknown };
  console.log(`\nproducts and customers, 10,000 each in one company (${db}, in-process, ms)`);
  console.table(masterData.rows);
  console.log(masterData.imports);
  results[`documents${key}`] = await benchDocuments(t, measure);
  printDocuments(db, results[`documents${key}`]);
  results[`archive${key}`] = await benchArchive(t);
  console.log(`\nperiod export ZIP, written by its job and read chunk by chunk (${db}, in-process)`);
  console.table(results[`archive${key}`]);
}

const only = process.env.BENCH_ONLY;

/** min / median / max of 3 runs each: the figures the tests do not hold to a number. */
async function responsiveness() {
  const embedded = await createTestContext({ embedded: true, env });
  results.responsiveness = await benchResponsiveness(embedded);
  console.log('\nrequests answered during heavy work (PGlite, in-process, 3 runs)');
  console.table(results.responsiveness);
  await embedded.close();
}

if (!only || only === 'responsiveness') await responsiveness();

async function issueWhileListing() {
  const embedded = await createTestContext({ embedded: true, env });
  results.issueWhileListing = await benchIssueWhileListing(embedded);
  console.log("\nanother company's product list while a 1,000-line invoice is issued (PGlite, in-process, ms, 3 runs)");
  console.table(results.issueWhileListing);
  await embedded.close();
}

if (!only || only === 'issue') await issueWhileListing();
if (!only) {
  const embedded = await createTestContext({ embedded: true, env });
  results.apiLatency = await apiLatency(embedded);
  console.log('\nserver latency in ms (PGlite, in-process, sequential)');
  console.table(results.apiLatency);
  await benchInProcess(embedded, 'PGlite', 'Embedded');
  await embedded.close();

  if (isPgReachable) {
    process.env.TEST_DATABASE_URL = pgUrl;
    const onPg = await createTestContext({ poolSize: 20, env });
    await benchInProcess(onPg, 'PostgreSQL', 'Postgres');
    await onPg.close();
  }
}

if (!only || only === 'ordering')
  results.ordering = await benchOrdering({
    databaseUrl: isPgReachable ? pgUrl : null,
    seconds,
    repeats: Number(process.env.BENCH_REPEATS ?? 3),
  });
if (!only || only === 'idle')
  results.idleStreams = await benchIdleStreams({
    databaseUrl: isPgReachable ? pgUrl : null,
    repeats: Number(process.env.BENCH_REPEATS ?? 3),
  });
if (!only || only === 'files') {
  const files = [await benchFiles({ embedded: true })];
  if (isPgReachable) {
    process.env.TEST_DATABASE_URL = pgUrl;
    files.push(await benchFiles({ embedded: false }));
  }
  results.files = files;
  console.log('\nfiles in the database, medians in ms (in-process)');
  console.table(files);
}
if (!only || only === 'statements') {
  const runs = [await benchStatements({ databaseUrl: null })];
  if (isPgReachable) runs.push(await benchStatements({ databaseUrl: pgUrl }));
  results.statements = runs;
  console.log('\n合計請求書: a closing batch for 1,000 customers through the server, seconds (3 closings; floor = its preview)');
  console.table(
    runs.map(({ issueSeconds, previewFloorSeconds, ...r }) => ({
      ...r,
      ...Object.fromEntries(Object.entries(issueSeconds).map(([k, v]) => [`issue ${k}`, v])),
      ...Object.fromEntries(Object.entries(previewFloorSeconds).map(([k, v]) => [`floor ${k}`, v])),
    })),
  );
}
if (!only || only === 'jobs') {
  results.jobs = await benchJobs({ databaseUrl: isPgReachable ? pgUrl : null });
  printJobs(results.jobs as Awaited<ReturnType<typeof benchJobs>>);
}
if (!only || only === 'phone') results.phoneMenu = await benchPhoneMenu(Number(process.env.BENCH_REPEATS ?? 5));
results.web = bundle();
if (results.web) console.log('web JavaScript (gzip KiB per file):', results.web);
if (results.web) {
  const diner = dinerBundle();
  console.log('diner bundle (gzip, budget 120 KiB):', diner);
  if (!diner.isWithinBudget) process.exitCode = 1;
}
console.log(JSON.stringify(results));
