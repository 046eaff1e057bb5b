import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seats } from '../../src/server/db/schema';
import { newSeatToken } from '../../src/server/ordering/seats';
import { createTestContext } from '../../src/server/test/context';
import type { IdleInput, IdleResult } from './idle-load';
import type { Restaurant } from './load';
import { env, port, spread, startServer } from './run';

/**
 * Idle live streams per instance (issue 14: 10,000 held with < 1 GB RSS, heartbeats on time).
 * The server is started as users start it; a client process (`idle-load.ts`) opens every
 * seat's diner stream plus two staff streams per restaurant, holds them idle past two
 * keep-alive intervals, then places one order per restaurant while all are open. The
 * server's resident memory is read from /proc before the streams (the floor) and with them.
 */
type Setup = { name: string; db: 'postgres' | 'pglite'; restaurants: number; seatsEach: number };

async function seed(setup: Setup, databaseUrl: string | undefined, dataDir: string): Promise<Restaurant[]> {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ embedded: setup.db === 'pglite', pgliteDir: join(dataDir, 'pglite'), env });
  const restaurants: Restaurant[] = [];
  for (let r = 0; r < setup.restaurants; r++) {
    const s = await t.seedCompany({ type: 'mobile-order' });
    const screens = [await t.signIn(s.admin.email, s.host), await t.signIn(s.admin.email, s.host)];
    const admin = screens[0] as (typeof screens)[0];
    const itemId = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0].id;
    // The seats go straight into the table: creating 10,000 through the API is not what is measured.
    const rows = Array.from({ length: setup.seatsEach }, (_, i) => ({
      id: `${s.companyId}-seat-${i}`,
      companyId: s.companyId,
      token: newSeatToken(),
      name: `S${i}`,
      sortOrder: i,
      sessionStartedAt: Date.now(),
    }));
    await t.db.insert(seats).values(rows);
    restaurants.push({ host: s.host, companyId: s.companyId, cookies: screens.map((x) => x.cookie), seats: rows, itemId });
  }
  await t.close();
  return restaurants;
}

async function residentMiB(pid: number | undefined) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

/** The server's memory after a full collection (resident, and the JavaScript heap in use), MiB. */
function collectedMiB(server: ChildProcess) {
  return new Promise<{ resident: number; heap: number }>((resolve) => {
    const onMessage = (m: { memory?: NodeJS.MemoryUsage }) => {
      if (!m.memory) return;
      server.off('message', onMessage);
      resolve({ resident: Math.round(m.memory.rss / 2 ** 20), heap: Math.round(m.memory.heapUsed / 2 ** 20) });
    };
    server.on('message', onMessage);
    server.send('memory');
  });
}

async function runOnce(server: ChildProcess, input: IdleInput) {
  const file = join(tmpdir(), `kanri-bench-idle-${process.pid}.json`);
  await writeFile(file, JSON.stringify(input));
  // The client holds 10,000 sockets: give it room for them.
  const client = spawn(process.execPath, ['--max-old-space-size=2048', '--import', 'tsx', 'bench/ordering/idle-load.ts', file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let withStreams = 0;
  let collected = { resident: 0, heap: 0 };
  const result = await new Promise<IdleResult>((resolve, reject) => {
    client.on('message', async (m: { open?: number; result?: IdleResult }) => {
      if (m.result) resolve(m.result);
      else if (m.open !== undefined) {
        // Let the opening's garbage be collected before reading what the streams hold.
        await new Promise((r) => setTimeout(r, 3000));
        withStreams = await residentMiB(server.pid);
        collected = await collectedMiB(server);
        client.send({ go: true });
      }
    });
    client.once('exit', (code) => code !== 0 && reject(new Error(`idle client exited (${code})`)));
  });
  return { ...result, residentWithStreamsMiB: withStreams, collectedWithStreams: collected };
}

export type IdleRun = Awaited<ReturnType<typeof runOnce>> & { residentIdleMiB: number; collectedIdle: { resident: number; heap: number } };

export async function benchIdleStreams({ databaseUrl, repeats }: { databaseUrl: string | null; repeats: number }) {
  const restaurants = Number(process.env.BENCH_IDLE_RESTAURANTS ?? 100);
  const seatsEach = Number(process.env.BENCH_IDLE_SEATS ?? 100);
  const setups: Setup[] = [
    ...(databaseUrl ? [{ name: 'PostgreSQL', db: 'postgres', restaurants, seatsEach } as const] : []),
    { name: 'PGlite', db: 'pglite', restaurants, seatsEach },
  ];
  const only = process.env.BENCH_SETUP;
  const results: { setup: Setup; runs: IdleRun[] }[] = [];
  for (const setup of setups.filter((s) => !only || s.name.includes(only))) {
    const dataDir = await mkdtemp(join(tmpdir(), 'kanri-bench-idle-'));
    const url = setup.db === 'postgres' ? (databaseUrl ?? undefined) : undefined;
    const seeded = await seed(setup, url, dataDir);
    const runs: IdleRun[] = [];
    for (let i = 0; i < repeats; i++) {
      const server = await startServer(url, dataDir, port, ['--expose-gc']);
      try {
        const residentIdleMiB = await residentMiB(server.pid);
        const collectedIdle = await collectedMiB(server);
        const input: IdleInput = {
          base: `http://127.0.0.1:${port}`,
          restaurants: seeded,
          holdSeconds: Number(process.env.BENCH_IDLE_HOLD ?? 35),
        };
        const run = { ...(await runOnce(server, input)), residentIdleMiB, collectedIdle };
        runs.push(run);
        console.log(`idle streams, ${setup.name}, run ${i + 1}:`, JSON.stringify(run));
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    results.push({ setup, runs });
  }
  printTable(results);
  return results;
}

function printTable(results: { setup: Setup; runs: IdleRun[] }[]) {
  const rows = results.map(({ setup, runs }) => ({
    setup: setup.name,
    streams: spread(runs.map((r) => r.streams)),
    'open s': spread(
      runs.map((r) => r.openSeconds),
      1,
    ),
    'RSS MiB, no streams (floor)': spread(runs.map((r) => r.residentIdleMiB)),
    'RSS MiB with streams (< 1024)': spread(runs.map((r) => r.residentWithStreamsMiB)),
    'RSS MiB after GC, no streams / with': runs.map((r) => `${r.collectedIdle.resident}/${r.collectedWithStreams.resident}`).join(' '),
    'heap MiB after GC, no streams / with': runs.map((r) => `${r.collectedIdle.heap}/${r.collectedWithStreams.heap}`).join(' '),
    'KiB per stream (RSS after GC)': spread(
      runs.map((r) => ((r.collectedWithStreams.resident - r.collectedIdle.resident) * 1024) / r.streams),
      1,
    ),
    'longest silence s (keep-alive 15)': spread(
      runs.map((r) => r.maxGapSeconds),
      1,
    ),
    'late / dropped': runs.map((r) => `${r.late}/${r.dropped}`).join(' '),
    'alert p50 / p99 ms, streams open': runs.map((r) => `${r.alertP50}/${r.alertP99}`).join(' '),
    'missing / duplicates': runs.map((r) => `${r.missing}/${r.duplicates}`).join(' '),
  }));
  console.log('\nidle live streams on one instance (server and client in separate processes; min / median / max)');
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchIdleStreams({ databaseUrl: process.env.BENCH_DATABASE_URL ?? null, repeats: Number(process.env.BENCH_REPEATS ?? 3) });
}
