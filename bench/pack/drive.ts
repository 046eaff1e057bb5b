/**
 * The pack's driver for the ordering bench at several INSTANCES on one machine (bundled to app/drive.mjs).
 * A thin layer over the product's own pieces: seeding as bench/ordering/run.ts does it (createTestContext,
 * seedCompany, two staff sign-ins, seats, one menu item), the server started as run.ts starts it
 * (main.ts with count-statements preloaded, NODE_ENV=production, INSTANCES=n), load from the product's
 * bench/ordering/load.ts (bundled as app/load.mjs), split over PACK_LOADERS processes whose phases start
 * together (a barrier on load.ts's own IPC marks), and the floor of load.ts (INSERT + NOTIFY, 50 at a
 * time on a pool of 10) run once, alone.
 * PACK_BASELINE_APP=dir (an unpacked app-baseline/: another checkout's server bundle and migrations):
 * each INSTANCES setup runs twice on the same seeded database, that server first, then this one, with
 * the same load, so a change is measured against what it changed on the same machine in the same run.
 *   node drive.mjs run                  all setups (env PACK_*), one JSON line each on stdout and in $PACK_RESULTS
 *   node drive.mjs seed n diners file   seeds n restaurants (used by run, in parallel processes)
 *   node drive.mjs floor seconds pool   one floor process (used by run)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { floorRate } from '../ordering/floor';
import type { LoadInput, LoadResult, PhaseResult, Restaurant } from '../ordering/load';

const here = dirname(fileURLToPath(import.meta.url));
const secret = 'bench-secret-that-is-long-enough-0123456789';
const benchEnv = { DINER_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '100000', AUTH_SECRET: secret };
const url = process.env.DATABASE_URL ?? '';
const logDir = process.env.PACK_LOG_DIR ?? tmpdir();
const [mode = 'run', ...args] = process.argv.slice(2);
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server bundle the setups run against: `dir` holds server.mjs, count-statements.mjs, migrations/ and VERSION. */
type App = { name: 'baseline' | 'current'; dir: string; commit: string; bundle: string };
function appAt(name: App['name'], dir: string): App {
  // VERSION: "kanri <commit> bundle=<hash> ..." written by build-app.sh.
  const version = existsSync(join(dir, 'VERSION')) ? readFileSync(join(dir, 'VERSION'), 'utf8').trim() : '';
  return { name, dir, commit: version.split(/\s+/)[1] ?? 'unknown', bundle: /bundle=(\w+)/.exec(version)?.[1] ?? 'unknown' };
}

/** Seeds up to n restaurants, fewer if `deadline` (epoch ms) passes first (at least one). */
async function seedMode(n: number, diners: number, file: string, deadline: number) {
  process.env.TEST_DATABASE_URL = url;
  // Loaded here only: the floor and run modes start without the whole server.
  const { createTestContext } = await import('../../src/server/test/context');
  const t = await createTestContext({ embedded: false, env: benchEnv });
  const restaurants: Restaurant[] = [];
  for (let r = 0; r < n; r++) {
    if (r > 0 && Date.now() > deadline) break;
    const s = await t.seedCompany({ type: 'mobile-order' });
    const screens = [await t.signIn(s.admin.email, s.host), await t.signIn(s.admin.email, s.host)];
    const admin = screens[0] as (typeof screens)[0];
    let seats: { name: string; token: string }[] = [];
    for (let i = 0; i < diners; i++) seats = (await (await admin.send('POST', '/api/seats', { name: `S${i}` })).json()).items;
    const itemId = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0].id;
    restaurants.push({ host: s.host, companyId: s.companyId, cookies: screens.map((x) => x.cookie), seats, itemId });
    // What is seeded so far, whole (written aside, then renamed): a seeder stopped at the deadline still counts.
    writeFileSync(`${file}.tmp`, JSON.stringify(restaurants));
    renameSync(`${file}.tmp`, file);
  }
  await t.close();
}

/** load.ts's floor, unchanged but for the table made (and emptied) by the caller. */
async function floorMode(seconds: number, poolSize: number, startAt: number) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Several floor processes start together: each waits for the same moment (late ones say how late).
  const lateMs = Math.max(0, Date.now() - startAt);
  await sleep(startAt - Date.now());
  const transactionsPerSecond = await floorRate(seconds, async (payload) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into bench_floor (payload) values ($1)', [payload]);
      await client.query("select pg_notify('bench_floor', $1)", [payload]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  await pool.end();
  console.log(JSON.stringify({ transactionsPerSecond, lateMs }));
}

/** A child process, its output to a log file; resolves with its exit code (null: killed). */
function child(
  argv: string[],
  logName: string,
  options: { env?: NodeJS.ProcessEnv; ipc?: boolean; detached?: boolean; cwd?: string } = {},
) {
  const out = createWriteStream(join(logDir, logName), { flags: 'a' });
  const proc = spawn(process.execPath, argv, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
    detached: options.detached ?? false,
    cwd: options.cwd ?? here,
  });
  let stdout = '';
  proc.stdout?.on('data', (c: Buffer) => {
    stdout += c.toString();
    out.write(c);
  });
  proc.stderr?.on('data', (c: Buffer) => out.write(c));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited, output: () => stdout };
}

function withTimeout<T>(p: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: timed out after ${seconds} s`)), seconds * 1000);
    }),
  ]);
}

// Servers run detached in a process group of their own (INSTANCES forks): they are killed by group.
const live = new Set<ChildProcess>();
const groups = new Set<ChildProcess>();
function killAll(signal: NodeJS.Signals = 'SIGKILL') {
  for (const p of live) {
    try {
      if (p.pid && groups.has(p)) process.kill(-p.pid, signal);
      else p.kill(signal);
    } catch {}
  }
}
// Stopped from outside (run.sh's timeout at the end of the budget): the run under way gets a line of
// its own, and its processes and files go with it.
const tempDirs = new Set<string>();
let running: { instances: number; app: App } | null = null;
process.on('exit', () => {
  killAll();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const s of ['SIGINT', 'SIGTERM'] as const)
  process.on(s, () => {
    if (running) {
      const { instances, app } = running;
      emit({
        setup: `INSTANCES=${instances}`,
        app: app.name,
        commit: app.commit,
        bundle: app.bundle,
        instances,
        error: `stopped (${s}): out of time`,
      });
    }
    process.exit(130);
  });

function machineCpu() {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const v = ticks.map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - (v[3] ?? 0) - (v[4] ?? 0), total };
}
/**
 * CPU ticks (user + system) of the pack's PostgreSQL: its postmaster, its live children, and the
 * children it has reaped (cutime + cstime), so a backend that exits during a phase still counts and
 * another cluster on the machine does not. Without PACK_PGDATA_DIR: every process named postgres*.
 */
function postgresTicks() {
  const stats = new Map<number, string[]>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // After the command: state, ppid, … utime (index 11), stime, cutime, cstime.
      if (comm.startsWith('postgres')) stats.set(Number(pid), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {}
  }
  const own = (f: string[]) => Number(f[11]) + Number(f[12]);
  const dataDir = process.env.PACK_PGDATA_DIR;
  let postmaster = Number.NaN;
  try {
    if (dataDir) postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {}
  const main = stats.get(postmaster);
  if (!main) return [...stats.values()].reduce((n, f) => n + own(f), 0);
  let sum = own(main) + Number(main[13]) + Number(main[14]);
  for (const f of stats.values()) if (Number(f[1]) === postmaster) sum += own(f);
  return sum;
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN).toFixed(1));
};
type Counts = { statements: number; commits: number; cpuMs: number; systemMs: number };
type Snapshot = { at: number; counts: Counts; machine: { busy: number; total: number }; pgTicks: number };

async function runSetup(instances: number, app: App, restaurants: Restaurant[], c: Config, floorTx: number | null) {
  const started = performance.now();
  const tag = `${app.name} INSTANCES=${instances}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kanri-pack-'));
  tempDirs.add(dataDir);
  running = { instances, app };
  const server = child(
    ['--import', pathToFileURL(join(app.dir, 'count-statements.mjs')).href, join(app.dir, 'server.mjs')],
    `server-${app.name}-${instances}.log`,
    {
      env: {
        ...process.env,
        ...benchEnv,
        NODE_ENV: 'production',
        PORT: String(c.port),
        MAIN_HOST: 'localhost',
        BASE_URL: 'http://localhost:3000',
        DEMO_DATA: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        INSTANCES: String(instances),
      },
      ipc: true,
      detached: true,
      cwd: app.dir,
    },
  );
  live.add(server.proc);
  groups.add(server.proc);
  const loaders: ReturnType<typeof child>[] = [];
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (server.output().includes('サーバーを起動しました')) {
            clearInterval(check);
            resolve();
          }
        }, 100);
        server.exited.then((code) => {
          clearInterval(check);
          reject(new Error(`server exited (${code}), see server-${app.name}-${instances}.log`));
        });
      }),
      90,
      'server start',
    );
    log(`${tag}: server up after ${((performance.now() - started) / 1000).toFixed(1)} s; ${c.loaders} load processes`);
    const statements = () =>
      withTimeout(
        new Promise<Counts>((resolve) => {
          server.proc.once('message', (m) => resolve(m as Counts));
          server.proc.send('statements');
        }),
        20,
        'server statements',
      );
    const snapshot = async (): Promise<Snapshot> => ({
      at: performance.now(),
      counts: await statements(),
      machine: machineCpu(),
      pgTicks: postgresTicks(),
    });
    const snaps = new Map<string, Snapshot>();
    const shares: Restaurant[][] = Array.from({ length: c.loaders }, () => []);
    for (const [i, r] of restaurants.entries()) shares[i % c.loaders]?.push(r);
    const results: (LoadResult | undefined)[] = [];
    const latencyFiles: string[] = [];
    const waiting = new Map<string, { i: number; mark: number }[]>();
    const active = shares.filter((s) => s.length > 0);
    const done = active.map((share, i) => {
      const latencyFile = join(dataDir, `latencies-${i}.json`);
      const input: LoadInput = {
        base: `http://127.0.0.1:${c.port}`,
        restaurants: share,
        seconds: c.maxSeconds,
        halfSeconds: c.halfSeconds,
        latencyFile,
      };
      latencyFiles[i] = latencyFile;
      const file = join(dataDir, `load-${i}.json`);
      writeFileSync(file, JSON.stringify(input));
      const l = child([join(here, 'load.mjs'), file], `load-${app.name}-${instances}-${i}.log`, { ipc: true });
      loaders.push(l);
      live.add(l.proc);
      l.proc.on('message', async (m: { mark?: number; name?: string; result?: LoadResult }) => {
        if (m.result) results[i] = m.result;
        else if (m.mark) {
          const name = m.name ?? '';
          const list = waiting.get(name) ?? [];
          list.push({ i, mark: m.mark });
          waiting.set(name, list);
          if (list.length === active.length) {
            if (name.startsWith('max:') || name.startsWith('half:')) snaps.set(name, await snapshot());
            if (name === 'warm-up:start') log(`${tag}: all streams open, warm-up`);
            if (name === 'max:start') log(`${tag}: max rate for ${c.maxSeconds} s`);
            if (name === 'half:start') log(`${tag}: paced phase for ${c.halfSeconds} s`);
            for (const w of list) loaders[w.i]?.proc.send({ mark: w.mark });
          }
        }
      });
      return l.exited.then((code) => {
        if (code !== 0 || !results[i]) throw new Error(`load process ${i} exited (${code}), see load-${app.name}-${instances}-${i}.log`);
      });
    });
    await withTimeout(Promise.all(done), c.setupTimeout, `${tag} load`);
    const rs = results as LoadResult[];
    const lat = latencyFiles.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { max: number[]; half: number[] });
    const sum = (p: 'max' | 'half', k: keyof PhaseResult) => rs.reduce((n, r) => n + (r[p][k] as number), 0);
    const a = snaps.get('max:start') as Snapshot;
    const b = snaps.get('max:end') as Snapshot;
    const maxOrders = sum('max', 'orders');
    const halfOrders = sum('half', 'orders');
    const seconds = (b.at - a.at) / 1000;
    const during = (k: keyof Counts) =>
      ['max', 'half'].reduce((n, p) => n + ((snaps.get(`${p}:end`)?.counts[k] ?? 0) - (snaps.get(`${p}:start`)?.counts[k] ?? 0)), 0);
    const tick = 100; // USER_HZ on Linux
    const ordersPerSecond = Math.round(maxOrders / seconds);
    return {
      setup: `INSTANCES=${instances}`,
      app: app.name,
      commit: app.commit,
      bundle: app.bundle,
      instances,
      restaurants: restaurants.length,
      diners: restaurants[0]?.seats.length ?? 0,
      loadProcesses: active.length,
      maxSeconds: Number(seconds.toFixed(1)),
      ordersPerSecond,
      ordersPerSecondByLoader: rs.map((r) => r.max.ordersPerSecond),
      orders: maxOrders,
      pacedOrdersPerSecond: Math.round(sum('half', 'ordersPerSecond')),
      missing: sum('max', 'missing') + sum('half', 'missing'),
      duplicates: sum('max', 'duplicates') + sum('half', 'duplicates'),
      failed: sum('max', 'failed') + sum('half', 'failed'),
      alertP50Paced: quantile(
        lat.flatMap((l) => l.half ?? []),
        0.5,
      ),
      alertP99Paced: quantile(
        lat.flatMap((l) => l.half ?? []),
        0.99,
      ),
      alertP50Max: quantile(
        lat.flatMap((l) => l.max ?? []),
        0.5,
      ),
      alertP99Max: quantile(
        lat.flatMap((l) => l.max ?? []),
        0.99,
      ),
      floorTxPerSecond: floorTx,
      ordersPerFloor: floorTx ? Number((ordersPerSecond / floorTx).toFixed(2)) : null,
      serverCpuMsPerOrder: Number(((b.counts.cpuMs - a.counts.cpuMs) / maxOrders).toFixed(2)),
      serverSystemMsPerOrder: Number(((b.counts.systemMs - a.counts.systemMs) / maxOrders).toFixed(2)),
      serverCoresBusy: Number(((b.counts.cpuMs - a.counts.cpuMs) / 1000 / seconds).toFixed(2)),
      postgresCpuMsPerOrder: Number((((b.pgTicks - a.pgTicks) * (1000 / tick)) / maxOrders).toFixed(2)),
      postgresCoresBusy: Number(((b.pgTicks - a.pgTicks) / tick / seconds).toFixed(2)),
      // Each load process's own CPU at max rate, in cores: near 1.0 means that process limited the rate.
      loadCoresBusyByLoader: rs.map((r) => Number(((r.max.loadCpuMsPerOrder * r.max.orders) / 1000 / r.max.seconds).toFixed(2))),
      loadCpuMsPerOrder: Number((rs.reduce((n, r) => n + r.max.loadCpuMsPerOrder * r.max.orders, 0) / maxOrders).toFixed(2)),
      machineCoresBusy: Number((((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total)) * cpus().length).toFixed(2)),
      machineCores: cpus().length,
      statementsPerOrder: Number((during('statements') / (maxOrders + halfOrders)).toFixed(2)),
      commitsPerOrder: Number((during('commits') / (maxOrders + halfOrders)).toFixed(2)),
      pacedServerCpuMsPerOrder: Number(
        (((snaps.get('half:end')?.counts.cpuMs ?? 0) - (snaps.get('half:start')?.counts.cpuMs ?? 0)) / halfOrders).toFixed(2),
      ),
      setupSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    for (const l of loaders) {
      l.proc.kill('SIGKILL');
      live.delete(l.proc);
    }
    if (server.proc.exitCode === null) {
      server.proc.kill('SIGTERM');
      const stopped = await Promise.race([server.exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) log(`${tag}: server did not stop on SIGTERM, killed`);
    }
    try {
      if (server.proc.pid) process.kill(-server.proc.pid, 'SIGKILL');
    } catch {}
    live.delete(server.proc);
    groups.delete(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
    running = null;
  }
}

type Config = ReturnType<typeof config>;
function config() {
  const n = (k: string, d: number) => Number(process.env[k] ?? d);
  return {
    instances: (process.env.PACK_INSTANCES ?? '1,2,4,8,12').split(',').map(Number),
    restaurants: n('PACK_RESTAURANTS', 200),
    diners: n('PACK_DINERS', 4),
    loaders: n('PACK_LOADERS', 6),
    seeders: n('PACK_SEEDERS', 10),
    maxSeconds: n('PACK_MAX_SECONDS', 20),
    halfSeconds: n('PACK_HALF_SECONDS', 8),
    floorSeconds: n('PACK_FLOOR_SECONDS', 8),
    port: n('PACK_PORT', 25480),
    setupTimeout: n('PACK_SETUP_TIMEOUT', 120),
    deadline: Date.now() + n('PACK_BUDGET_SECONDS', 100000) * 1000,
  };
}

function emit(line: object) {
  const text = JSON.stringify(line);
  console.log(text);
  if (process.env.PACK_RESULTS) appendFileSync(process.env.PACK_RESULTS, `${text}\n`);
}

async function floorRun(c: Config, processes: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table if not exists bench_floor (id bigserial primary key, payload text not null)');
  const a = machineCpu();
  const startAt = String(Date.now() + 1500 + 500 * processes);
  const runs = Array.from({ length: processes }, (_, i) =>
    child([join(here, 'drive.mjs'), 'floor', String(c.floorSeconds), '10', startAt], `floor-${processes}-${i}.log`),
  );
  for (const r of runs) live.add(r.proc);
  const codes = await withTimeout(Promise.all(runs.map((r) => r.exited)), c.floorSeconds + 60, 'floor');
  const b = machineCpu();
  for (const r of runs) live.delete(r.proc);
  await client.query('truncate bench_floor');
  await client.end();
  if (codes.some((x) => x !== 0)) throw new Error(`floor process exited (${codes.join(',')})`);
  const answers = runs.map(
    (r) => JSON.parse(r.output().trim().split('\n').pop() ?? '{}') as { transactionsPerSecond: number; lateMs: number },
  );
  const each = answers.map((a) => a.transactionsPerSecond);
  return {
    transactionsPerSecond: each.reduce((x, y) => x + y, 0),
    each,
    lateMs: Math.max(...answers.map((a) => a.lateMs)),
    machineCoresBusy: Number((((b.busy - a.busy) / (b.total - a.total)) * cpus().length).toFixed(2)),
  };
}

async function runMode() {
  const c = config();
  if (!url) throw new Error('DATABASE_URL is not set');
  const current = appAt('current', here);
  const apps = [...(process.env.PACK_BASELINE_APP ? [appAt('baseline', process.env.PACK_BASELINE_APP)] : []), current];
  log(`apps: ${apps.map((a) => `${a.name} ${a.commit.slice(0, 12)} (bundle ${a.bundle})`).join(', ')}`);
  log(`seeding ${c.restaurants} restaurants × ${c.diners} diners in ${c.seeders} processes`);
  const t0 = performance.now();
  const per = Array.from(
    { length: c.seeders },
    (_, i) => Math.floor(c.restaurants / c.seeders) + (i < c.restaurants % c.seeders ? 1 : 0),
  ).filter((x) => x > 0);
  // The first seeder alone runs the migrations (the others would wait on the lock anyway): this
  // checkout's, so a baseline server starts on a schema its own migrations are a prefix of.
  // Seeding stops early enough to leave at least one setup's time to the budget.
  const seedDeadline = Math.min(
    Date.now() + Number(process.env.PACK_SEED_SECONDS ?? 90) * 1000,
    c.deadline - (c.maxSeconds + c.halfSeconds + 20 + 2 * c.floorSeconds + 20) * 1000,
  );
  const seedDir = mkdtempSync(join(tmpdir(), 'kanri-pack-seed-'));
  tempDirs.add(seedDir);
  const seeders: ChildProcess[] = [];
  const seedOne = async (i: number, n: number) => {
    const file = join(seedDir, `seed-${i}.json`);
    if (n <= 0) return;
    const s = child([join(here, 'drive.mjs'), 'seed', String(n), String(c.diners), file, String(seedDeadline)], `seed-${i}.log`);
    live.add(s.proc);
    seeders.push(s.proc);
    const code = await s.exited;
    live.delete(s.proc);
    if (code !== 0) log(`seeding process ${i} exited (${code}), see seed-${i}.log`);
  };
  const seeded = () =>
    readdirSync(seedDir)
      .filter((f) => /^seed-\d+\.json$/.test(f))
      .flatMap((f) => JSON.parse(readFileSync(join(seedDir, f), 'utf8')) as Restaurant[]);
  await withTimeout(seedOne(0, 1), 120, 'migrations + first restaurant');
  if (seeded().length === 0) throw new Error('the first restaurant was not seeded, see seed-0.log');
  // The others stop at the deadline (between restaurants); a seeder still busy 45 s after it is stopped, keeping what it wrote.
  const rest = Promise.all(per.map((n, i) => seedOne(i + 1, i === 0 ? n - 1 : n)));
  try {
    await withTimeout(rest, Math.max(10, (seedDeadline - Date.now()) / 1000 + 45), 'seeding');
  } catch (error) {
    log(`${error instanceof Error ? error.message : error}: seeders stopped, going on with what they wrote`);
    for (const p of seeders) p.kill('SIGKILL');
  }
  const restaurants = seeded();
  rmSync(seedDir, { recursive: true, force: true });
  log(`seeded ${restaurants.length} restaurants in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  emit({
    setup: 'seed',
    app: current.name,
    commit: current.commit,
    bundle: current.bundle,
    restaurants: restaurants.length,
    diners: c.diners,
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  });

  let floorTx: number | null = null;
  try {
    log(`floor: INSERT + NOTIFY, 50 at a time on a pool of 10, one process, ${c.floorSeconds} s`);
    const one = await floorRun(c, 1);
    floorTx = one.transactionsPerSecond;
    emit({ setup: 'floor', processes: 1, pool: 10, ...one });
    if (c.loaders > 1) {
      log(`floor: the same in ${c.loaders} processes at once (pool of 10 each)`);
      emit({ setup: 'floor', processes: c.loaders, pool: 10, ...(await floorRun(c, c.loaders)) });
    }
  } catch (error) {
    log(`floor failed: ${error}`);
    emit({ setup: 'floor', error: String(error) });
  }
  // What one setup takes beyond its two phases (server start, streams, warm-up, checks, stop): the
  // longest seen so far, so a pair is only started when both of its runs fit in what is left.
  let longest = c.maxSeconds + c.halfSeconds + 20;
  for (const n of c.instances) {
    const left = (c.deadline - Date.now()) / 1000;
    if (left < longest * apps.length + 10) {
      log(`INSTANCES=${n}: skipped, ${left.toFixed(0)} s left of the budget (a setup takes about ${longest.toFixed(0)} s)`);
      for (const app of apps)
        emit({ setup: `INSTANCES=${n}`, app: app.name, commit: app.commit, bundle: app.bundle, instances: n, skipped: 'time budget' });
      continue;
    }
    for (const app of apps) {
      const remaining = (c.deadline - Date.now()) / 1000;
      const started = performance.now();
      log(`${app.name} INSTANCES=${n}: starting`);
      try {
        const setupTimeout = Math.max(10, Math.min(c.setupTimeout, remaining - 5));
        const line = await runSetup(n, app, restaurants, { ...c, setupTimeout }, floorTx);
        emit(line);
        log(
          `${app.name} INSTANCES=${n}: ${line.ordersPerSecond} orders/s, missing ${line.missing}, duplicates ${line.duplicates}, failed ${line.failed}, machine ${line.machineCoresBusy} cores busy`,
        );
      } catch (error) {
        log(`${app.name} INSTANCES=${n}: failed: ${error instanceof Error ? error.message : error}`);
        emit({
          setup: `INSTANCES=${n}`,
          app: app.name,
          commit: app.commit,
          bundle: app.bundle,
          instances: n,
          error: String(error instanceof Error ? error.message : error),
        });
      }
      longest = Math.max(longest, (performance.now() - started) / 1000);
    }
  }
}

try {
  if (mode === 'seed') await seedMode(Number(args[0]), Number(args[1]), args[2] ?? '', Number(args[3] ?? Number.POSITIVE_INFINITY));
  else if (mode === 'floor') await floorMode(Number(args[0]), Number(args[1]), Number(args[2] ?? 0));
  else await runMode();
} catch (error) {
  log(`${mode} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  if (mode === 'run') emit({ setup: 'run', error: String(error instanceof Error ? error.message : error) });
  process.exit(1);
}
process.exit(0);
