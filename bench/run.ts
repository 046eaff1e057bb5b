import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestContext } from '../src/server/test/context';

/**
 * `npm run bench`: server-side latency of the requests every page makes, on the embedded
 * database (or PostgreSQL with TEST_DATABASE_URL), and the size of the web bundle.
 */
type Row = { name: string; n: number; p50: number; p95: number; max: number };

async function measure(name: string, n: number, run: () => Promise<Response>): Promise<Row> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
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

function bundle() {
  const dir = join('dist', 'web', 'assets');
  try {
    const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f));
    const raw = files.reduce((s, f) => s + statSync(join(dir, f)).size, 0);
    const gz = files.reduce((s, f) => s + gzipSync(readFileSync(join(dir, f))).length, 0);
    return { files: files.length, rawKiB: Math.round(raw / 1024), gzipKiB: Math.round(gz / 1024) };
  } catch {
    return null;
  }
}

const t = await createTestContext();
const seed = await t.seedCompany({ type: 'mobile-order' });
const session = await t.signIn(seed.admin.email, seed.host);
const rows = [
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
await t.close();

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
console.log(`\nserver latency in ms (${database}, in-process, sequential)`);
console.table(rows);
const web = bundle();
if (web) console.log(`web bundle: ${web.files} files, ${web.rawKiB} KiB, ${web.gzipKiB} KiB gzip`);
console.log(JSON.stringify({ database, rows, web }));
