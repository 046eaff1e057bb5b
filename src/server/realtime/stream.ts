import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/client';
import { eventCounters, events } from '../db/schema';
import type { EventBus } from './bus';
import type { Topic } from './publish';

/**
 * An SSE stream of a company's events on the given topics. A client that reconnects with
 * Last-Event-ID (or ?lastEventId) first receives every event it missed, so nothing is lost
 * to a dropped connection; a new client starts at the current id (event `ready`).
 */
/**
 * `isStillAllowed` is asked at every heartbeat: a stream whose session was revoked (sign-out,
 * deactivation, suspended company) or whose seat token was regenerated ends within one.
 */
export function streamEvents(
  c: Context,
  deps: { db: Db; bus: EventBus; streamHeartbeatMs?: number },
  companyId: string,
  topics: Topic[],
  isStillAllowed: () => Promise<boolean> = async () => true,
) {
  const requested = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  return streamSSE(c, async (stream) => {
    let lastId = requested && /^\d+$/.test(requested) ? Number(requested) : await currentId(deps.db, companyId);
    let pending = Promise.resolve();
    let isQueued = false;
    // Wake-ups that arrive while a read is waiting to start share that read.
    const flush = () => {
      if (isQueued) return pending;
      isQueued = true;
      // A failed read must not stop later ones: the next wake-up retries from lastId.
      pending = pending
        .catch(() => {})
        .then(async () => {
          isQueued = false;
          for (;;) {
            const rows = await deps.db
              .select()
              .from(events)
              .where(and(eq(events.companyId, companyId), gt(events.id, lastId), inArray(events.topic, topics)))
              .orderBy(asc(events.id))
              .limit(500);
            for (const row of rows) {
              await stream.writeSSE({ id: String(row.id), event: row.type, data: JSON.stringify(row.data) });
              lastId = row.id;
            }
            if (rows.length < 500) return;
          }
        });
      return pending;
    };
    const unsubscribe = deps.bus.subscribe(companyId, (id) => {
      if (id > lastId) void flush().catch(() => {});
    });
    stream.onAbort(unsubscribe);
    await stream.writeSSE({ id: String(lastId), event: 'ready', data: JSON.stringify({ lastEventId: lastId }) });
    await flush();
    while (!stream.aborted) {
      await stream.sleep(deps.streamHeartbeatMs ?? 15_000);
      if (stream.aborted) break;
      // Fails closed: on a database error the client reconnects and is checked afresh.
      if (!(await isStillAllowed().catch(() => false))) break;
      await stream.write(': keep-alive\n\n');
    }
    unsubscribe();
  });
}

async function currentId(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ id: eventCounters.lastId }).from(eventCounters).where(eq(eventCounters.companyId, companyId));
  return row?.id ?? 0;
}
