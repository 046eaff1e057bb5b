import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus } from 'node:os';
import pg from 'pg';
import { floorRate } from './floor';

/**
 * The ordering bench's load generator, a process of its own (never inside the server it
 * measures). Diners order over keep-alive HTTP (add to cart + place order); every staff
 * stream and every seat's diner stream stays open, and each order's alert is checked to
 * arrive exactly once on each staff stream of its restaurant.
 *  1. max rate: every diner orders as fast as the server answers;
 *  2. half of that rate, paced: the alert latency (order POST sent → alert read);
 *  3. the floor: a bare INSERT + NOTIFY transaction on the same database (PostgreSQL).
 * The parent is told of each phase over IPC (`mark`), so it can count the server's statements.
 */
export type Restaurant = { host: string; companyId: string; cookies: string[]; seats: { name: string; token: string }[]; itemId: string };
/**
 * `streamBase`: where the streams are opened when it is not `base` (a second instance on the same
 * database, so every alert crosses from one instance to the other through PostgreSQL).
 * `pacedRate`: the paced phase's orders/s when it is not half of the maximum.
 * `halfSeconds`: the paced phase's length when it is not `seconds`.
 * `latencyFile`: each phase's raw alert latencies (ms) are written there as `{ max, half }`, so the
 * quantiles of several load processes sharing one server can be taken over all their orders.
 */
export type LoadInput = {
  base: string;
  streamBase?: string;
  restaurants: Restaurant[];
  seconds: number;
  databaseUrl?: string;
  pacedRate?: number;
  halfSeconds?: number;
  latencyFile?: string;
};
export type PhaseResult = {
  /** The machine's CPU in use during the phase, in cores (all processes: server, database, this one, anything else). */
  machineCores: number;
  /** This process's own CPU per order placed (user + system). */
  loadCpuMsPerOrder: number;
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  alertP50: number;
  alertP99: number;
  missing: number;
  duplicates: number;
  failed: number;
};
export type LoadResult = { max: PhaseResult; half: PhaseResult; floor: { transactionsPerSecond: number } | null };

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadInput;
const requests = new http.Agent({ keepAlive: true, maxSockets: 512 });
const streams = new http.Agent({ keepAlive: false });

function call(
  path: string,
  options: { method?: string; headers: Record<string, string>; body?: string; agent?: http.Agent; base?: string },
  isRetry = false,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${options.base ?? input.base}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? requests },
      resolve,
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed just as it was reused (Node's documented race): send again once.
      if (req.reusedSocket && error.code === 'ECONNRESET' && !isRetry) call(path, options, true).then(resolve, reject);
      else reject(error);
    });
    req.end(options.body);
  });
}
async function body(res: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') };
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN).toFixed(1));
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The machine's busy and total CPU time so far (Linux /proc/stat, in clock ticks); null elsewhere. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const values = ticks.map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    // idle and iowait are not busy.
    return { busy: total - (values[3] ?? 0) - (values[4] ?? 0), total };
  } catch {
    return null;
  }
}

/** Reads an SSE stream, calling `onEvent` per event; resolves once it is open (first `ready`). */
async function openStream(path: string, headers: Record<string, string>, onEvent: (type: string, data: string) => void) {
  const res = await call(path, { headers, agent: streams, base: input.streamBase });
  if (res.statusCode !== 200) throw new Error(`stream ${path}: HTTP ${res.statusCode}`);
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => {
    ready = r;
  });
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (type === 'ready' || type === 'reset') ready();
      else if (type) onEvent(type, data);
      end = buffer.indexOf('\n\n');
    }
  });
  res.on('error', () => {});
  await isReady;
  return res;
}

// Alerts per staff stream: order id → times seen. Latency from the pending order of the seat.
type StaffStream = { companyId: string; seen: Map<string, number> };
const staff: StaffStream[] = [];
const pending = new Map<string, number>(); // `${companyId}/${seatName}` → when its order POST was sent
let latencies: number[] = [];
const latenciesByPhase = new Map<string, number[]>();

async function openAll() {
  const opened: http.IncomingMessage[] = [];
  for (const r of input.restaurants) {
    for (const cookie of r.cookies) {
      const s: StaffStream = { companyId: r.companyId, seen: new Map() };
      staff.push(s);
      opened.push(
        await openStream('/api/events', { host: r.host, cookie }, (type, data) => {
          if (type !== 'order.created') return;
          const order = JSON.parse(data) as { id: string; seatName: string };
          s.seen.set(order.id, (s.seen.get(order.id) ?? 0) + 1);
          const sentAt = pending.get(`${r.companyId}/${order.seatName}`);
          if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
        }),
      );
    }
    for (const seat of r.seats) {
      opened.push(await openStream(`/api/mobile-order/${r.companyId}/${seat.token}/events`, { host: r.host }, () => {}));
    }
  }
  return opened;
}

/** Every diner orders until the deadline; `intervalMs` paces each diner (0: as fast as answered). */
async function phase(name: string, seconds: number, intervalMs: number): Promise<PhaseResult> {
  await mark(`${name}:start`);
  latencies = [];
  const placed: { companyId: string; id: string }[] = [];
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const diners = input.restaurants.flatMap((r) => r.seats.map((seat) => ({ r, seat })));
  await Promise.all(
    diners.map(async ({ r, seat }, i) => {
      const headers = { host: r.host, origin: `http://${r.host}`, 'content-type': 'application/json' };
      const path = `/api/mobile-order/${r.companyId}/${seat.token}`;
      // Paced diners start spread over one interval, so the load is even.
      let next = started + (intervalMs * i) / diners.length;
      for (let n = 0; ; n++) {
        if (intervalMs > 0) {
          if (next >= deadline) return;
          const wait = next - performance.now();
          if (wait > 0) await sleep(wait);
          next += intervalMs;
        }
        if (n > 0 && performance.now() >= deadline) return;
        try {
          const added = await body(
            await call(`${path}/cart/items`, { method: 'POST', headers, body: JSON.stringify({ itemId: r.itemId }) }),
          );
          if (added.status !== 200) {
            failed++;
            continue;
          }
          pending.set(`${r.companyId}/${seat.name}`, performance.now());
          const res = await body(
            await call(`${path}/orders`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ requestKey: `${name}-${i}-${n}-${Date.now()}` }),
            }),
          );
          if (res.status === 201) placed.push({ companyId: r.companyId, id: (JSON.parse(res.text) as { order: { id: string } }).order.id });
          else failed++;
        } catch {
          // A refused or dropped connection counts as a failed order; the diner goes on.
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineCpu();
  // The share of all cores' time that was busy, times the cores: cores in use.
  const machineCores =
    machineBefore && machineAfter
      ? ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * cpus().length
      : Number.NaN;
  await mark(`${name}:end`);
  // Every alert of the phase must have arrived once on each of its restaurant's staff streams.
  let missing = 0;
  let duplicates = 0;
  for (let wait = 0; wait < 50; wait++) {
    missing = 0;
    for (const s of staff) for (const o of placed) if (o.companyId === s.companyId && !s.seen.has(o.id)) missing++;
    if (missing === 0) break;
    await sleep(100);
  }
  for (const s of staff) for (const count of s.seen.values()) if (count > 1) duplicates += count - 1;
  for (const s of staff) s.seen.clear();
  latenciesByPhase.set(name, latencies);
  return {
    machineCores: Number(machineCores.toFixed(2)),
    loadCpuMsPerOrder: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, placed.length)).toFixed(2)),
    orders: placed.length,
    seconds: Number(elapsed.toFixed(1)),
    ordersPerSecond: Math.round(placed.length / elapsed),
    alertP50: quantile(latencies, 0.5),
    alertP99: quantile(latencies, 0.99),
    missing,
    duplicates,
    failed,
  };
}

/** The same transaction count without the application: INSERT + NOTIFY, 50 at a time on a pool of 10. */
async function floor(databaseUrl: string, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('create table if not exists bench_floor (id bigserial primary key, payload text not null)');
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
  await pool.query('truncate bench_floor');
  await pool.end();
  return { transactionsPerSecond };
}

let marks = 0;
function mark(name: string): Promise<void> {
  if (!process.send) return Promise.resolve();
  const id = ++marks;
  return new Promise((resolve) => {
    const onMessage = (m: { mark?: number }) => {
      if (m.mark !== id) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ mark: id, name });
  });
}

const opened = await openAll();
// Warm-up (not counted): every diner orders once, so the server's code is compiled and its pool open.
await phase('warm-up', 0.001, 0);
const max = await phase('max', input.seconds, 0);
const diners = input.restaurants.reduce((n, r) => n + r.seats.length, 0);
const rate = input.pacedRate ?? Math.max(1, max.ordersPerSecond / 2);
const half = await phase('half', input.halfSeconds ?? input.seconds, (diners / rate) * 1000);
for (const res of opened) res.destroy();
const result: LoadResult = { max, half, floor: input.databaseUrl ? await floor(input.databaseUrl, input.seconds) : null };
if (input.latencyFile)
  writeFileSync(input.latencyFile, JSON.stringify({ max: latenciesByPhase.get('max'), half: latenciesByPhase.get('half') }));
process.send?.({ result });
process.exit(0);
