import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestContext } from './context';

/**
 * The server as a process of its own over HTTP, for tests of what only a real process shows (faults,
 * upgrades): starting it, a restaurant seeded on its database, calls, and the staff's order stream.
 */
/** Both the seeding and the served process sign sessions with this secret, so the seeded cookie works. */
export const servedEnv = {
  DINER_RATE_LIMIT: '1000000',
  AUTH_RATE_LIMIT: '100000',
  AUTH_SECRET: 'served-process-secret-that-is-long-enough-01',
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Answer = { status: number; code?: string; message?: string; body: string };
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function call(base: string, path: string, headers: Record<string, string>, method = 'GET', body?: unknown): Promise<Answer> {
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

/** A restaurant with four seats on the given database, and a signed-in staff session (seeded by this code). */
export async function seedRestaurant(databaseUrl: string) {
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ env: servedEnv });
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

/**
 * `src/server/main.ts` as an operator starts it, on PostgreSQL, in a process of its own; `cwd` runs
 * another checkout of the code (the previous release). Resolves once it listens; `stop` kills it.
 */
export async function startServerProcess({
  databaseUrl,
  port,
  instances = 1,
  cwd = process.cwd(),
}: {
  databaseUrl: string;
  port: number;
  instances?: number;
  cwd?: string;
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...servedEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      MAIN_HOST: 'localhost',
      BASE_URL: 'http://localhost:3000',
      DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kanri-served-')),
      DATABASE_URL: databaseUrl,
      INSTANCES: String(instances),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
  child.stdout?.on('data', (chunk) => {
    server.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    server.output += chunk;
  });
  for (const end = Date.now() + 120_000; !server.output.includes('サーバーを起動しました'); ) {
    if (child.exitCode !== null || Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${server.output}`);
    }
    await sleep(100);
  }
  return server;
}

export type Restaurant = Awaited<ReturnType<typeof seedRestaurant>>;

/**
 * The staff's order stream as a browser's EventSource reads it: when it ends or breaks, it opens
 * again with Last-Event-ID. Counts every order.created it is given, by order id.
 */
export function staffStream(base: string, r: Restaurant) {
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
