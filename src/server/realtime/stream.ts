import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { LiveEventFilter } from '@/core/live-events';
import type { Db } from '../db/client';
import { eventCounters, events } from '../db/schema';
import type { EventBus } from './bus';
import { dataTextOf, type EventRow, feedOf } from './feed';
import type { Topic } from './publish';
import { sseResponse } from './sse-response';

export type StreamAccess = {
  /** The events the stream may carry, as of now. */
  filter: LiveEventFilter;
  /** Bus keys whose change may end or narrow the stream (`user:{id}`, `seat:{id}` …). */
  keys: readonly string[];
  /** Reads access afresh: the new filter, or null when the stream must end. */
  recheck: () => Promise<LiveEventFilter | null>;
};

type Deps = { db: Db; bus: EventBus; streamHeartbeatMs?: number };
/** Heartbeats between two safety-net access checks: 5 min at the 15 s heartbeat. */
export const recheckEvery = 20;

/**
 * An SSE stream of a company's events on the given topics. A client that reconnects with
 * Last-Event-ID (or ?lastEventId) first receives every event it missed, so nothing is lost
 * to a dropped connection; a new client starts at the current id (event `ready`). A client
 * whose id is older than the kept window gets `reset` and reloads its data instead.
 *
 * Access is re-checked the moment the database says it may have changed (session ended,
 * flags, role, deactivation, suspension, seat QR renewed), after the bus was deaf for a
 * while, and every `recheckEvery` heartbeats (5 min) as a safety net for what no row change
 * announces (a session passing its expiry); events the user may no longer see stop at once.
 * A heartbeat itself reads nothing: 10,000 idle streams must not be 10,000 queries every 15 s.
 * `server.status` tells the page whether this server can hear the database right now.
 */
export function streamEvents(c: Context, deps: Deps, companyId: string, topics: Topic[], access: StreamAccess) {
  const requested = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  return sseResponse(c, async (stream) => {
    const position = await startPosition(deps.db, companyId, requested);
    let lastId = position.lastId;
    let filter: LiveEventFilter | null = access.filter;
    let checking = Promise.resolve();
    const send = async (rows: EventRow[]) => {
      // An access change heard before these events is applied before they are sent.
      await checking;
      for (const row of rows) {
        if (!filter) return;
        if (row.id <= lastId) continue;
        if (topics.includes(row.topic as Topic) && filter(row.type, row.data)) {
          await stream.send(row.type, dataTextOf(row), String(row.id));
        }
        lastId = row.id;
      }
    };
    // One queue: the replay first, then the rows the instance's feed reads once for all streams.
    // A failed write must not stop later ones.
    let pending = Promise.resolve();
    const enqueue = (task: () => Promise<void>) => {
      pending = pending.catch(() => {}).then(task);
      return pending;
    };
    const feed = feedOf(deps.db, deps.bus).subscribe(companyId, (rows) => void enqueue(() => send(rows)).catch(() => {}));
    /** What this stream missed before the feed took over: read from the database, once. */
    const replay = async () => {
      await feed.ready;
      for (;;) {
        const rows = await deps.db
          .select()
          .from(events)
          .where(and(eq(events.companyId, companyId), gt(events.id, lastId), inArray(events.topic, topics)))
          .orderBy(asc(events.id))
          .limit(500);
        await send(rows);
        if (rows.length < 500 || !filter) return;
      }
    };
    let wake: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const end = () => {
      filter = null;
      wake();
      stream.close();
    };
    // Checks run one after another; a failed check fails closed (the client reconnects and is checked afresh).
    const recheck = () => {
      checking = checking.then(async () => {
        if (!filter) return;
        const next = await access.recheck().catch(() => null);
        if (next) filter = next;
        else end();
      });
      return checking;
    };
    const writeStatus = () => stream.send('server.status', JSON.stringify({ isLive: deps.bus.state === 'listening' })).catch(() => {});
    const offAccess = deps.bus.watchAccess(access.keys, () => void recheck());
    const offState = deps.bus.watchState(() => void writeStatus());
    const unsubscribe = () => {
      feed.off();
      offAccess();
      offState();
      wake();
    };
    stream.onClose(unsubscribe);
    const ready = { lastEventId: lastId, isLive: deps.bus.state === 'listening' };
    // First in the queue, before any row of the feed: `ready`, then what the client missed.
    pending = pending.then(async () => {
      await stream.send(position.isReset ? 'reset' : 'ready', JSON.stringify(ready), String(lastId));
      await replay();
    });
    await pending.catch(() => {});
    const heartbeatMs = deps.streamHeartbeatMs ?? 15_000;
    // The first safety-net check falls anywhere in the first interval, so streams opened together spread out.
    let beatsToCheck = 1 + Math.floor(Math.random() * recheckEvery);
    let timer: ReturnType<typeof setTimeout> | undefined;
    stream.onClose(() => clearTimeout(timer));
    while (!stream.isClosed && filter) {
      await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, heartbeatMs))), closed]);
      if (stream.isClosed || !filter) break;
      if (--beatsToCheck === 0) {
        beatsToCheck = recheckEvery;
        await recheck();
        if (!filter) break;
      }
      await stream.keepAlive();
    }
    unsubscribe();
  });
}

/** Where a stream starts: the client's id, or the present when it has none or it fell out of the window. */
async function startPosition(db: Db, companyId: string, requested: string | undefined) {
  const [row] = await db
    .select({ lastId: eventCounters.lastId, prunedThrough: eventCounters.prunedThrough })
    .from(eventCounters)
    .where(eq(eventCounters.companyId, companyId));
  const current = row?.lastId ?? 0;
  if (!requested || !/^\d{1,15}$/.test(requested)) return { lastId: current, isReset: false };
  const id = Number(requested);
  // An id from the future (another database, a restore) is as unusable as one from before the window.
  if (id < (row?.prunedThrough ?? 0) || id > current) return { lastId: current, isReset: true };
  return { lastId: id, isReset: false };
}
