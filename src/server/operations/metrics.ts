import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'hono';
import { routePath } from 'hono/route';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the server is doing, for Prometheus (`prom-client`): `GET /metrics` with
 * `Authorization: Bearer METRICS_TOKEN` (README, "Operating it"). One registry per process; under
 * INSTANCES the process asked gathers every process's figures through the watching process, so one
 * scrape of the port sees the whole machine.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kanri_' });
// Totals of gauges named like counters, which `promtool check metrics` rejects; the same figures by
// type stay (kanri_nodejs_active_handles{type=…} and the like).
for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total'])
  registry.removeSingleMetric(`kanri_nodejs_${name}`);
// A server process answers the watching process's requests for its figures from this registry.
if (cluster.isWorker) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

export const httpDuration = new Histogram({
  name: 'kanri_http_request_duration_seconds',
  help: 'HTTP requests by method, route (as registered, not the URL) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'kanri_orders_placed_total',
  help: 'Orders placed: by diners at the seat, or by staff (代理注文)',
  labelNames: ['by'] as const,
  registers: [registry],
});

export const liveStreams = new Gauge({
  name: 'kanri_live_streams_open',
  help: 'Open live-update streams: staff screens and diners',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** What the gauges below read when scraped: this process's own parts (set once the server is built). */
export type Observed = {
  busListening: () => boolean;
  databaseReachable: () => boolean;
  pool?: () => { total: number; idle: number; waiting: number };
  pdfInFlight?: () => number;
  jobs?: () => Promise<{ kind: string; state: string; jobs: number }[]>;
};
let observed: Partial<Observed> = {};
export function observe(parts: Partial<Observed>) {
  observed = { ...observed, ...parts };
}

new Gauge({
  name: 'kanri_event_bus_listening',
  help: '1 while this process hears the database’s events (LISTEN), 0 while it reconnects',
  registers: [registry],
  aggregator: 'min',
  collect() {
    if (observed.busListening) this.set(observed.busListening() ? 1 : 0);
  },
});
new Gauge({
  name: 'kanri_database_reachable',
  help: '1 while the database answers, 0 while requests are refused with 503',
  registers: [registry],
  aggregator: 'min',
  collect() {
    if (observed.databaseReachable) this.set(observed.databaseReachable() ? 1 : 0);
  },
});
new Gauge({
  name: 'kanri_db_pool_connections',
  help: 'PostgreSQL pool connections by state (waiting: queries waiting for a connection)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = observed.pool?.();
    if (!pool) return;
    this.set({ state: 'open' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});
new Gauge({
  name: 'kanri_pdf_renders_in_flight',
  help: 'PDF renders accepted and not yet finished (rendering, or waiting for a worker thread)',
  registers: [registry],
  collect() {
    if (observed.pdfInFlight) this.set(observed.pdfInFlight());
  },
});

new Gauge({
  name: 'kanri_jobs',
  help: 'Background jobs by kind and state: created and retry are waiting, active running, failed the dead letters (kept 30 days)',
  labelNames: ['kind', 'state'] as const,
  registers: [registry],
  // Counted in the database: every process sees the same queue, so under INSTANCES the largest is the figure.
  aggregator: 'max',
  async collect() {
    const counts = await observed.jobs?.().catch(() => null);
    if (!counts) return;
    this.reset();
    for (const { kind, state, jobs } of counts) this.set({ kind, state }, jobs);
  },
});

/** Times every request, labelled by the route that answered (bounded: never the raw URL). */
export async function timeRequests(c: Context, next: Next) {
  const end = httpDuration.startTimer();
  try {
    await next();
  } finally {
    end({ method: c.req.method, route: routePath(c) || 'unmatched', status: String(c.res.status) });
  }
}

const request = 'kanri:metrics';
const reply = 'kanri:metrics-reply';

/** The text Prometheus reads: this process's registry, or every process's under INSTANCES. */
export async function metricsText(): Promise<string> {
  if (cluster.isPrimary || !process.send) return registry.metrics();
  const id = `${process.pid}-${Math.random()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('metrics: the watching process did not answer'));
    }, 5000);
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== reply || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: request, id });
  });
}

/** Under INSTANCES, in the watching process: answers a process's request with everyone's figures. */
export function gatherMetricsForWorkers() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', async (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== request) return;
    try {
      const text = await (await aggregator.clusterMetrics()).toString();
      worker.send({ type: reply, id: message.id, text });
    } catch (error) {
      worker.send({ type: reply, id: message.id, error: (error as Error).message });
    }
  });
}

/** Compares a presented token with the configured one in constant time (hashes are the same length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
