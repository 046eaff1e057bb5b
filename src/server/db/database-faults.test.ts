import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { startPrivatePostgres } from '../test/private-postgres';
import { tcpRelay } from '../test/tcp-relay';

/**
 * The database blinks while diners order: the server (`src/server/main.ts`, one process and
 * INSTANCES=2) on a PostgreSQL of the test's own, reached through a TCP relay. Real faults, one
 * after another: the server's connections terminated, PostgreSQL restarted, the network to it cut
 * and restored. Each time no process dies, requests during the fault are 503s with a Japanese
 * message (never a 500 or a dropped connection), ordering resumes within 5 s of the database,
 * and at the end every acknowledged order is in the database and arrived once on the staff's
 * live stream. Only PostgreSQL has connections to lose, so this runs with TEST_DATABASE_URL.
 */
const sharedDatabase = process.env.TEST_DATABASE_URL;
const secret = 'fault-suite-secret-that-is-long-enough-0123';
const env = { DINER_RATE_LIMIT: '1000000', AUTH_RATE_LIMIT: '100000', AUTH_SECRET: secret };
/** What the issue promises an operator: service back this soon after the database. */
const recoveryLimitMs = 5000;

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; code?: string; message?: string; body: string };
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function call(base: string, path: string, headers: Record<string, string>, method = 'GET', body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let error: { code?: string; message?: string } = {};
        try {
          error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
        } catch {}
        resolve({ status: res.statusCode ?? 0, code: error.code, message: error.message, body: text });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A restaurant with four seats on the private database, and a signed-in staff session. */
async function seedRestaurant(databaseUrl: string) {
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ env });
  try {
    const s = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(s.admin.email, s.host);
    let seats: { name: string; token: string }[] = [];
    for (let i = 0; i < 4; i++) seats = (await (await admin.send('POST', '/api/seats', { name: `F${i}` })).json()).items;
    const itemId = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0].id as string;
    return { host: s.host, companyId: s.companyId, cookie: admin.cookie, seats, itemId };
  } finally {
    await t.close();
    process.env.TEST_DATABASE_URL = previous;
  }
}

async function startServer(databaseUrl: string, instances: number) {
  const port = 3400 + ((process.pid + instances * 97) % 500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      MAIN_HOST: 'localhost',
      BASE_URL: 'http://localhost:3000',
      DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kanri-faults-')),
      DATABASE_URL: databaseUrl,
      INSTANCES: String(instances),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', base: `http://127.0.0.1:${port}` };
  child.stdout?.on('data', (chunk) => {
    server.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    server.output += chunk;
  });
  cleanups.push(() => child.kill('SIGKILL'));
  for (const end = Date.now() + 120_000; !server.output.includes('サーバーを起動しました'); ) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${server.output}`);
    await sleep(100);
  }
  return server;
}

type Restaurant = Awaited<ReturnType<typeof seedRestaurant>>;

/**
 * The staff's order stream as a browser's EventSource reads it: when it ends or breaks, it opens
 * again with Last-Event-ID. Counts every order.created it is given, by order id.
 */
function staffStream(base: string, r: Restaurant) {
  const seen = new Map<string, number>();
  let lastId = '';
  let stopped = false;
  let current: http.ClientRequest | null = null;
  let opened: () => void = () => {};
  /** A new stream starts at the current event: orders before it are not its to show. */
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const connect = () => {
    if (stopped) return;
    const headers: Record<string, string> = { host: r.host, cookie: r.cookie, accept: 'text/event-stream' };
    if (lastId) headers['last-event-id'] = lastId;
    current = http.get(`${base}/api/events`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', () => setTimeout(connect, 300));
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(.*)$/m.exec(block)?.[1];
          const type = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
          if (id) lastId = id;
          if (type === 'ready') opened();
          if (type === 'order.created') {
            const order = JSON.parse(data) as { id: string };
            seen.set(order.id, (seen.get(order.id) ?? 0) + 1);
          }
        }
      });
      res.on('error', () => {});
      res.on('close', () => setTimeout(connect, 300));
    });
    current.on('error', () => setTimeout(connect, 300));
  };
  connect();
  return {
    seen,
    ready,
    stop: () => {
      stopped = true;
      current?.destroy();
    },
  };
}

/** Diners at every seat order without pause; what each request got back is kept. */
function orderingLoad(base: string, r: Restaurant) {
  const acknowledged: string[] = [];
  const refusals: { at: number; status: number; code?: string; message?: string }[] = [];
  const dropped: { at: number; error: string }[] = [];
  let stopped = false;
  const headers = { host: r.host, origin: `http://${r.host}`, 'content-type': 'application/json' };
  const diners = r.seats.map(async (seat, i) => {
    const path = `/api/mobile-order/${r.companyId}/${seat.token}`;
    for (let n = 0; !stopped; n++) {
      try {
        const added = await call(base, `${path}/cart/items`, headers, 'POST', { itemId: r.itemId });
        if (added.status !== 200) {
          refusals.push({ at: Date.now(), status: added.status, code: added.code, message: added.message });
          await sleep(50);
          continue;
        }
        const placed = await call(base, `${path}/orders`, headers, 'POST', { requestKey: `fault-${i}-${n}-${Date.now()}` });
        if (placed.status === 201) acknowledged.push((JSON.parse(placed.body) as { order: { id: string } }).order.id);
        else {
          refusals.push({ at: Date.now(), status: placed.status, code: placed.code, message: placed.message });
          await sleep(50);
        }
      } catch (error) {
        dropped.push({ at: Date.now(), error: (error as Error).message });
        await sleep(50);
      }
    }
  });
  return {
    acknowledged,
    refusals,
    dropped,
    /** Resolves at the first order acknowledged after `since`: the milliseconds it took. */
    async resumedWithin(since: number, limitMs: number) {
      const before = acknowledged.length;
      for (const end = since + limitMs + 5000; Date.now() < end; await sleep(20)) {
        if (acknowledged.length > before) return Date.now() - since;
      }
      return Number.POSITIVE_INFINITY;
    },
    async stop() {
      stopped = true;
      await Promise.all(diners);
    },
  };
}

const faults: { name: string; inject: (f: Faults) => Promise<void> }[] = [
  {
    name: "the server's connections are terminated (an idle kill, a failover)",
    inject: async ({ admin }) => {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid() and application_name <> 'fault-suite'`);
    },
  },
  {
    name: 'PostgreSQL restarts',
    inject: async ({ postgres }) => {
      postgres.restart();
    },
  },
  {
    name: 'the network to the database is cut for 2 s',
    inject: async ({ relay }) => {
      await relay.cut();
      await sleep(2000);
      await relay.restore();
    },
  },
];
type Faults = { admin: pg.Client; postgres: Awaited<ReturnType<typeof startPrivatePostgres>>; relay: ReturnType<typeof tcpRelay> };

describe.runIf(sharedDatabase)('the database blinks while diners order', () => {
  for (const instances of [1, 2]) {
    it(`INSTANCES=${instances}: every fault is a short run of 503s, then service resumes and nothing acknowledged is lost`, {
      timeout: 300_000,
    }, async () => {
      const postgres = await startPrivatePostgres();
      cleanups.push(() => postgres.stop());
      const restaurant = await seedRestaurant(postgres.url);
      const relay = tcpRelay(new URL(postgres.url));
      await relay.open();
      cleanups.push(() => relay.cut());
      const server = await startServer(relay.url(), instances);
      const stream = staffStream(server.base, restaurant);
      cleanups.push(() => stream.stop());
      await stream.ready;
      const load = orderingLoad(server.base, restaurant);

      for (const fault of faults) {
        await sleep(1500);
        const admin = new pg.Client({ connectionString: postgres.url, application_name: 'fault-suite' });
        await admin.connect();
        const before = load.refusals.length;
        admin.on('error', () => {});
        await fault.inject({ admin, postgres, relay });
        await admin.end().catch(() => {});
        const back = Date.now();
        const resumedMs = await load.resumedWithin(back, recoveryLimitMs);
        expect(resumedMs, `${fault.name}: ordering resumed`).toBeLessThanOrEqual(recoveryLimitMs);
        // Readiness agrees (the live events' LISTEN connection is back too).
        let readyMs = Number.POSITIVE_INFINITY;
        for (const end = back + recoveryLimitMs + 5000; Date.now() < end; await sleep(50)) {
          if ((await call(server.base, '/api/health/ready', {})).status === 200) {
            readyMs = Date.now() - back;
            break;
          }
        }
        expect(readyMs, `${fault.name}: ready again`).toBeLessThanOrEqual(recoveryLimitMs);
        // What was refused meanwhile was refused as "the database is away", in Japanese.
        const refused = load.refusals.slice(before).map(({ status, code, message }) => `${status} ${code} ${message}`);
        expect(new Set(refused), fault.name).toEqual(
          new Set(
            refused.length ? ['503 DATABASE_UNAVAILABLE データベースに接続できません。しばらくしてからもう一度お試しください。'] : [],
          ),
        );
      }
      await sleep(1000);
      await load.stop();

      // No request lost its connection, and no server process died or was restarted.
      expect(load.dropped).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.output).not.toContain('停止しました');
      expect(server.output).not.toContain('予期しないエラー');
      expect(load.acknowledged.length).toBeGreaterThan(20);

      // Every acknowledged order is in the database, and reached the staff's stream exactly once.
      const check = new pg.Client({ connectionString: postgres.url });
      await check.connect();
      const stored = await check.query('select id from orders where company_id = $1 and id = any($2)', [
        restaurant.companyId,
        load.acknowledged,
      ]);
      await check.end();
      expect(stored.rowCount).toBe(load.acknowledged.length);
      for (const end = Date.now() + 10_000; Date.now() < end && load.acknowledged.some((id) => !stream.seen.has(id)); ) await sleep(100);
      expect(load.acknowledged.filter((id) => !stream.seen.has(id))).toEqual([]);
      expect([...stream.seen.values()].filter((n) => n > 1)).toEqual([]);
      stream.stop();
    });
  }
});
