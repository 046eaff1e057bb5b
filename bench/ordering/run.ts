import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createTestContext } from '../../src/server/test/context';
import { floorRate } from './floor';
import type { LoadInput, LoadResult, Restaurant } from './load';

/**
 * Table-side ordering at platform scale (issue 14). For each setup the server is started
 * as users start it (`src/server/main.ts`, its own process; on PostgreSQL with DATABASE_URL)
 * and the load comes from another process (`load.ts`). Each setup runs `repeats` times;
 * figures are printed as min / median / max beside the floor of the same run and the
 * target. Statements per order are counted inside the server (`count-statements.ts`).
 */
/**
 * `instances: 2`: orders go to one server and every stream is opened on another, both on one PostgreSQL.
 * `processes`: one server started with INSTANCES (one port, that many processes).
 */
type Setup = {
  name: string;
  db: 'postgres' | 'pglite';
  restaurants: number;
  diners: number;
  target: number;
  instances?: 2;
  processes?: number;
  pacedRate?: number;
};
const secret = 'bench-secret-that-is-long-enough-0123456789';
export const port = Number(process.env.BENCH_PORT ?? 3104);
export const env = { DINER_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '100000', AUTH_SECRET: secret };

async function seed(setup: Setup, databaseUrl: string | undefined, dataDir: string): Promise<Restaurant[]> {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ embedded: setup.db === 'pglite', pgliteDir: join(dataDir, 'pglite'), env });
  const restaurants: Restaurant[] = [];
  for (let r = 0; r < setup.restaurants; r++) {
    const s = await t.seedCompany({ type: 'mobile-order' });
    // Two staff screens per restaurant, each its own session.
    const screens = [await t.signIn(s.admin.email, s.host), await t.signIn(s.admin.email, s.host)];
    const admin = screens[0] as (typeof screens)[0];
    let seats: { name: string; token: string }[] = [];
    for (let i = 0; i < setup.diners; i++) seats = (await (await admin.send('POST', '/api/seats', { name: `S${i}` })).json()).items;
    const itemId = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0].id;
    restaurants.push({ host: s.host, companyId: s.companyId, cookies: screens.map((x) => x.cookie), seats, itemId });
  }
  await t.close();
  return restaurants;
}

export async function startServer(
  databaseUrl: string | undefined,
  dataDir: string,
  serverPort = port,
  nodeOptions: string[] = [],
  processes = 1,
) {
  const server = spawn(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', '--import', './bench/ordering/count-statements.ts', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        PORT: String(serverPort),
        MAIN_HOST: 'localhost',
        BASE_URL: 'http://localhost:3000',
        DEMO_DATA: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        INSTANCES: String(processes),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('サーバーを起動しました')) resolve();
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // What the server says after start-up (errors) is shown as it comes.
      if (output.includes('サーバーを起動しました')) process.stderr.write(chunk);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return server;
}

type Counts = { statements: number; commits: number; cpuMs: number; systemMs: number };

/** BENCH_CPU_PROF=dir: each server profiles the maximum-rate phase (see `count-statements.ts`). */
function profile(server: ChildProcess, message: 'profile-start' | 'profile-stop') {
  if (!process.env.BENCH_CPU_PROF) return Promise.resolve();
  if (message === 'profile-start') return Promise.resolve(server.send(message));
  return new Promise<void>((resolve) => {
    server.once('message', () => resolve());
    server.send(message);
  });
}

function statementsOf(server: ChildProcess): Promise<Counts> {
  return new Promise((resolve) => {
    server.once('message', (m) => resolve(m as Counts));
    server.send('statements');
  });
}

async function runLoad(servers: ChildProcess[], input: LoadInput) {
  const file = join(tmpdir(), `kanri-bench-load-${process.pid}.json`);
  await writeFile(file, JSON.stringify(input));
  const load = spawn(process.execPath, ['--import', 'tsx', 'bench/ordering/load.ts', file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const counts = new Map<string, Counts>();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    load.on('message', async (m: { mark?: number; name?: string; result?: LoadResult }) => {
      if (m.result) resolve(m.result);
      else if (m.mark) {
        if (m.name === 'max:end') await Promise.all(servers.map((s) => profile(s, 'profile-stop')));
        const each = await Promise.all(servers.map(statementsOf));
        if (m.name === 'max:start') await Promise.all(servers.map((s) => profile(s, 'profile-start')));
        counts.set(m.name ?? '', {
          statements: each.reduce((n, c) => n + c.statements, 0),
          commits: each.reduce((n, c) => n + c.commits, 0),
          cpuMs: each.reduce((n, c) => n + c.cpuMs, 0),
          systemMs: each.reduce((n, c) => n + c.systemMs, 0),
        });
        load.send({ mark: m.mark });
      }
    });
    load.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited (${code})`)));
  });
  const during = (key: 'statements' | 'commits') =>
    ['max', 'half'].reduce((n, p) => n + (counts.get(`${p}:end`)?.[key] ?? 0) - (counts.get(`${p}:start`)?.[key] ?? 0), 0);
  const orders = result.max.orders + result.half.orders;
  // The servers' CPU per order, at the maximum rate and paced: figures other work on the machine moves far less than orders/s.
  const cpuMs = (p: 'max' | 'half', key: 'cpuMs' | 'systemMs' = 'cpuMs') =>
    ((counts.get(`${p}:end`)?.[key] ?? 0) - (counts.get(`${p}:start`)?.[key] ?? 0)) / result[p].orders;
  return {
    ...result,
    statementsPerOrder: during('statements') / orders,
    commitsPerOrder: during('commits') / orders,
    cpuMsPerOrder: cpuMs('max'),
    /** Of which in the kernel (socket writes and reads). */
    systemMsPerOrder: cpuMs('max', 'systemMs'),
    pacedCpuMsPerOrder: cpuMs('half'),
  };
}

/** PGlite's floor, in a process of its own database: INSERT + NOTIFY transactions, 50 at a time. */
async function pgliteFloor(seconds: number) {
  const db = await PGlite.create('memory://');
  await db.exec('create table bench_floor (id bigserial primary key, payload text not null)');
  const off = await db.listen('bench_floor', () => {});
  const transactionsPerSecond = await floorRate(seconds, (payload) =>
    db.transaction(async (tx) => {
      await tx.query('insert into bench_floor (payload) values ($1)', [payload]);
      await tx.query("select pg_notify('bench_floor', $1)", [payload]);
    }),
  );
  await off();
  await db.close();
  return { transactionsPerSecond };
}

export type SetupRun = Awaited<ReturnType<typeof runLoad>>;

export async function benchOrdering({ databaseUrl, seconds, repeats }: { databaseUrl: string | null; seconds: number; repeats: number }) {
  const setups: Setup[] = [
    ...(databaseUrl
      ? [
          { name: 'PostgreSQL, 50 restaurants × 4 diners', db: 'postgres', restaurants: 50, diners: 4, target: 1000 } as const,
          {
            name: 'PostgreSQL, INSTANCES=2, 50 restaurants × 4 diners',
            db: 'postgres',
            restaurants: 50,
            diners: 4,
            target: 1000,
            processes: 2,
          } as const,
          { name: 'PostgreSQL, 1 restaurant × 50 diners', db: 'postgres', restaurants: 1, diners: 50, target: 600 } as const,
          {
            name: 'PostgreSQL, two instances, 50 × 4 at 200 orders/s',
            db: 'postgres',
            restaurants: 50,
            diners: 4,
            target: 200,
            instances: 2,
            pacedRate: 200,
          } as const,
        ]
      : []),
    { name: 'PGlite, 50 restaurants × 4 diners', db: 'pglite', restaurants: 50, diners: 4, target: 300 },
  ];
  const only = process.env.BENCH_SETUP;
  const results: { setup: Setup; runs: SetupRun[] }[] = [];
  for (const setup of setups.filter((s) => !only || s.name.includes(only))) {
    const dataDir = await mkdtemp(join(tmpdir(), 'kanri-bench-'));
    const url = setup.db === 'postgres' ? (databaseUrl ?? undefined) : undefined;
    const restaurants = await seed(setup, url, dataDir);
    const runs: SetupRun[] = [];
    for (let i = 0; i < repeats; i++) {
      const floor = setup.db === 'pglite' ? await pgliteFloor(seconds) : null;
      const servers = [await startServer(url, dataDir, port, [], setup.processes)];
      // The second instance has a DATA_DIR of its own, as on another machine.
      const secondDir = setup.instances === 2 ? await mkdtemp(join(tmpdir(), 'kanri-bench-b-')) : null;
      if (secondDir) servers.push(await startServer(url, secondDir, port + 1));
      try {
        const streamBase = setup.instances === 2 ? `http://127.0.0.1:${port + 1}` : undefined;
        const input: LoadInput = {
          base: `http://127.0.0.1:${port}`,
          streamBase,
          restaurants,
          seconds,
          databaseUrl: url,
          // BENCH_PACED_RATE: the paced phase at a fixed rate, so its CPU per order compares across runs.
          pacedRate: setup.pacedRate ?? (Number(process.env.BENCH_PACED_RATE) || undefined),
        };
        const run = await runLoad(servers, input);
        runs.push({ ...run, floor: run.floor ?? floor });
        console.log(`${setup.name}, run ${i + 1}:`, JSON.stringify(run));
      } finally {
        for (const server of servers) {
          server.kill('SIGTERM');
          await new Promise((r) => server.once('exit', r));
        }
        if (secondDir) await rm(secondDir, { recursive: true, force: true });
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    results.push({ setup, runs });
  }
  printTable(results);
  return results;
}

/** min / median / max of the runs, as the tables print them. */
export function spread(values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));
  return `${f(sorted[0])} / ${f(sorted[Math.floor(sorted.length / 2)])} / ${f(sorted[sorted.length - 1])}`;
}

function printTable(results: { setup: Setup; runs: SetupRun[] }[]) {
  const rows = results.map(({ setup, runs }) => {
    const floor = runs.map((r) => r.floor?.transactionsPerSecond ?? Number.NaN);
    return {
      setup: setup.name,
      'orders/s (min/med/max)': spread(runs.map((r) => r.max.ordersPerSecond)),
      target: `≥ ${setup.target}`,
      'server CPU ms/order': spread(
        runs.map((r) => r.cpuMsPerOrder),
        2,
      ),
      'paced: CPU ms/order': spread(
        runs.map((r) => r.pacedCpuMsPerOrder),
        2,
      ),
      'machine cores busy at max': spread(
        runs.map((r) => r.max.machineCores),
        2,
      ),
      'load generator CPU ms/order': spread(
        runs.map((r) => r.max.loadCpuMsPerOrder),
        2,
      ),
      'floor tx/s': spread(floor),
      'orders ÷ floor (≥ 0.4)': spread(
        runs.map((r, i) => r.max.ordersPerSecond / (floor[i] ?? Number.NaN)),
        2,
      ),
      'paced orders/s': spread(runs.map((r) => r.half.ordersPerSecond)),
      'alert p50 ms, paced': spread(runs.map((r) => r.half.alertP50)),
      'alert p99 ms, paced (≤ 50)': spread(runs.map((r) => r.half.alertP99)),
      'alert p99 ms at max': spread(runs.map((r) => r.max.alertP99)),
      'statements/order (≤ 8)':
        setup.db === 'postgres'
          ? spread(
              runs.map((r) => r.statementsPerOrder),
              1,
            )
          : '–',
      'commits/order':
        setup.db === 'postgres'
          ? spread(
              runs.map((r) => r.commitsPerOrder),
              1,
            )
          : '–',
      'missing / duplicates / failed': runs
        .map((r) => `${r.max.missing + r.half.missing}/${r.max.duplicates + r.half.duplicates}/${r.max.failed + r.half.failed}`)
        .join(' '),
    };
  });
  console.log('\ntable-side ordering (server and load generator in separate processes; min / median / max of the runs)');
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchOrdering({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    repeats: Number(process.env.BENCH_REPEATS ?? 3),
  });
}
