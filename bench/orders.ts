import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import type { TestContext } from '../src/server/test/context';

/**
 * Order placement at N concurrent diners over real HTTP, and the staff-alert latency
 * (order POST sent → `order.created` read from a staff SSE stream). Beside it, the floor
 * on the same database: a bare INSERT + NOTIFY transaction and its LISTEN round trip.
 */
export type OrderBench = {
  diners: number;
  seconds: number;
  orders: number;
  ordersPerSecond: number;
  alertP50: number;
  alertP99: number;
  alertsMissing: number;
};

/** fetch() cannot set Host, and Node cannot resolve *.localhost: plain http with a Host header. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
function call(url: string, options: { method?: string; headers: Record<string, string>; body?: string }): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, resolve);
    req.on('error', reject);
    req.end(options.body);
  });
}
const drain = async (res: http.IncomingMessage) => {
  for await (const _ of res) {
    // read to the end so the connection is reused
  }
  return res.statusCode ?? 0;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN).toFixed(2));
};

export async function benchOrders(t: TestContext, diners: number, seconds: number): Promise<OrderBench> {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  let seats: { name: string; token: string }[] = [];
  for (let i = 0; i < diners; i++) seats = (await (await admin.send('POST', '/api/seats', { name: `S${i}` })).json()).items;
  const itemId = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0].id;

  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { host: seed.host, origin: `http://${seed.host}`, 'content-type': 'application/json' };

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const stream = await call(`${base}/api/events`, { headers: { host: seed.host, cookie: admin.cookie } });
  if (stream.statusCode !== 200) throw new Error(`staff stream: HTTP ${stream.statusCode}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const value of stream.on('error', () => {})) {
      buffer += decoder.decode(value as Buffer, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: order.created')) {
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6).split('\n')[0] ?? '{}');
          const start = sentAt.get(data.seatName);
          if (start !== undefined) latencies.push(performance.now() - start);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 300));

  let orders = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    seats.map(async (seat, i) => {
      const path = `${base}/api/mobile-order/${seed.companyId}/${seat.token}`;
      for (let n = 0; performance.now() < deadline; n++) {
        await drain(await call(`${path}/cart/items`, { method: 'POST', headers, body: JSON.stringify({ itemId }) }));
        sentAt.set(seat.name, performance.now());
        const status = await drain(
          await call(`${path}/orders`, { method: 'POST', headers, body: JSON.stringify({ requestKey: `bench-${i}-${n}-${Date.now()}` }) }),
        );
        if (status === 201) orders++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  stream.destroy();
  await reading.catch(() => {});
  server.close();
  return {
    diners,
    seconds: Number(elapsed.toFixed(1)),
    orders,
    ordersPerSecond: Math.round(orders / elapsed),
    alertP50: quantile(latencies, 0.5),
    alertP99: quantile(latencies, 0.99),
    alertsMissing: orders - latencies.length,
  };
}

export type FloorBench = { transactionsPerSecond: number; notifyP50: number; notifyP99: number };

/** The same work without the application: INSERT + NOTIFY per transaction, N at a time. */
export async function benchFloor(t: TestContext, concurrency: number, seconds: number, databaseUrl?: string): Promise<FloorBench> {
  const { sql } = await import('drizzle-orm');
  await t.db.execute(sql`create table if not exists bench_floor (id bigserial primary key, payload text not null)`);
  const latencies: number[] = [];
  const sent = new Map<string, number>();
  const onNotify = (payload: string) => {
    const start = sent.get(payload);
    if (start !== undefined) latencies.push(performance.now() - start);
  };
  let stop: () => Promise<void>;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (n) => onNotify(n.payload ?? ''));
    await client.query('listen bench_floor');
    stop = () => client.end();
  } else {
    stop = (await t.pglite?.listen('bench_floor', onNotify)) ?? (async () => {});
  }
  let count = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const key = `${i}:${n}`;
        sent.set(key, performance.now());
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`insert into bench_floor (payload) values (${key})`);
          await tx.execute(sql`select pg_notify('bench_floor', ${key})`);
        });
        count++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 300));
  await stop();
  return { transactionsPerSecond: Math.round(count / elapsed), notifyP50: quantile(latencies, 0.5), notifyP99: quantile(latencies, 0.99) };
}
