import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Restaurant } from './load';

/**
 * The idle-streams bench's client, a process of its own. It opens every seat's diner stream
 * and two staff streams per restaurant, holds them idle for `holdSeconds` while noting when
 * each stream last heard anything (events or the server's keep-alive comments), then places
 * one order per restaurant, paced, and checks its alert arrives once on each staff stream.
 * The parent is told over IPC when every stream is open, so it can read the server's memory.
 */
export type IdleInput = { base: string; restaurants: Restaurant[]; holdSeconds: number };
export type IdleResult = {
  streams: number;
  openSeconds: number;
  /** Longest silence of any stream during the hold, and how many streams were silent past the limit. */
  maxGapSeconds: number;
  late: number;
  /** Streams that ended or failed to open. */
  dropped: number;
  alertP50: number;
  alertP99: number;
  missing: number;
  duplicates: number;
};

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as IdleInput;
/** The server's keep-alive is every 15 s; a stream silent for longer than this heard its heartbeat late. */
export const lateAfterMs = 17_000;
const streams = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const requests = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Stream = { lastHeard: number; maxGap: number; isOpen: boolean };

function openStream(path: string, host: string, cookie: string | undefined, onEvent: (type: string, data: string) => void) {
  return new Promise<Stream>((resolve, reject) => {
    const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
    const req = http.request(`${input.base}${path}`, { headers, agent: streams }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${path}: HTTP ${res.statusCode}`));
      const s: Stream = { lastHeard: performance.now(), maxGap: 0, isOpen: true };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = performance.now();
        s.maxGap = Math.max(s.maxGap, now - s.lastHeard);
        s.lastHeard = now;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1] ?? '';
          if (type === 'ready') resolve(s);
          else if (type) onEvent(type, /^data: (.*)$/m.exec(block)?.[1] ?? '');
        }
      });
      res.on('close', () => {
        s.isOpen = false;
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });
}

function post(host: string, path: string, body: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers = { host, origin: `http://${host}`, 'content-type': 'application/json' };
    const req = http.request(`${input.base}${path}`, { method: 'POST', headers, agent: requests }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN).toFixed(1));
};

/** Runs `tasks` with at most `width` of them at once (opening 10,000 sockets at one instant is a SYN flood, not a workload). */
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

// Alerts per staff stream: order id → times seen, and when each restaurant's order was sent.
const seen = new Map<string, Map<string, number>[]>();
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const tasks: (() => Promise<Stream>)[] = [];
for (const r of input.restaurants) {
  const staffSeen: Map<string, number>[] = [];
  seen.set(r.companyId, staffSeen);
  for (const cookie of r.cookies) {
    const counts = new Map<string, number>();
    staffSeen.push(counts);
    tasks.push(() =>
      openStream('/api/events', r.host, cookie, (type, data) => {
        if (type !== 'order.created') return;
        const id = (JSON.parse(data) as { id: string }).id;
        counts.set(id, (counts.get(id) ?? 0) + 1);
        const sent = sentAt.get(r.companyId);
        if (sent !== undefined) latencies.push(performance.now() - sent);
      }),
    );
  }
  for (const seat of r.seats)
    tasks.push(() => openStream(`/api/mobile-order/${r.companyId}/${seat.token}/events`, r.host, undefined, () => {}));
}

const started = performance.now();
// A stream that fails to open counts as dropped, never as silence.
const failed = (): Stream => ({ lastHeard: 0, maxGap: 0, isOpen: false });
const all = await inBatches(
  tasks.map((task) => () => task().catch(failed)),
  100,
);
const opened = all.filter((s) => s.isOpen);
const openSeconds = (performance.now() - started) / 1000;
await new Promise<void>((resolve) => {
  process.once('message', () => resolve());
  process.send?.({ open: opened.length });
});

// The hold: gaps count from here on, so the opening's own pace does not count as silence.
const holdStart = performance.now();
for (const s of opened) {
  s.lastHeard = holdStart;
  s.maxGap = 0;
}
await new Promise((r) => setTimeout(r, input.holdSeconds * 1000));
const holdEnd = performance.now();
for (const s of opened) s.maxGap = Math.max(s.maxGap, holdEnd - s.lastHeard);

// One order per restaurant (a key of this run: the bench repeats on the same seats), paced over 5 s (20 a second for 100 restaurants) while every stream
// is still open: the alert latency a restaurant sees on an instance holding all these streams.
const placed: { companyId: string; id: string }[] = [];
const paceMs = 5000 / input.restaurants.length;
await Promise.all(
  input.restaurants.map(async (r, i) => {
    await new Promise((resolve) => setTimeout(resolve, i * paceMs));
    const seat = r.seats[0] as Restaurant['seats'][number];
    const path = `/api/mobile-order/${r.companyId}/${seat.token}`;
    await post(r.host, `${path}/cart/items`, { itemId: r.itemId });
    sentAt.set(r.companyId, performance.now());
    const res = await post(r.host, `${path}/orders`, { requestKey: `idle-${Date.now()}-${i}` });
    if (res.status === 201) placed.push({ companyId: r.companyId, id: (JSON.parse(res.text) as { order: { id: string } }).order.id });
  }),
);
let missing = 0;
for (let wait = 0; wait < 100; wait++) {
  missing = 0;
  for (const o of placed) for (const counts of seen.get(o.companyId) ?? []) if (!counts.has(o.id)) missing++;
  if (missing === 0) break;
  await new Promise((r) => setTimeout(r, 100));
}
missing += (input.restaurants.length - placed.length) * 2;
let duplicates = 0;
for (const staffSeen of seen.values()) for (const counts of staffSeen) for (const n of counts.values()) duplicates += n - 1;

const result: IdleResult = {
  streams: all.length,
  openSeconds: Number(openSeconds.toFixed(1)),
  maxGapSeconds: Number((Math.max(...opened.map((s) => s.maxGap)) / 1000).toFixed(1)),
  late: opened.filter((s) => s.maxGap > lateAfterMs).length,
  dropped: all.length - opened.filter((s) => s.isOpen).length,
  alertP50: quantile(latencies, 0.5),
  alertP99: quantile(latencies, 0.99),
  missing,
  duplicates,
};
process.send?.({ result });
process.exit(0);
