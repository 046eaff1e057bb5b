import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { call, type Restaurant, seedRestaurant, sleep, staffStream, startServerProcess } from '../test/server-process';
import { readEvents } from '../test/sse';
import { catchUpMs } from './feed';

/**
 * Live events are announced after their transaction commits (announce.ts). What is committed
 * reaches every stream even when its announcement never comes: an instance killed between its
 * commit and its announcement loses nothing.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('events committed without an announcement', () => {
  it('reach an open staff stream within the catch-up time', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const stream = await admin.get('/api/events');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'seat.changed'), 5000);
    await sleep(200);
    // Written as an instance writes them, committed, and never announced (as if it died right after).
    const written = 'select record_events_v1($1, \'[{"topic":"company","type":"seat.changed","data":{}}]\'::jsonb)';
    if (t.pglite) await t.pglite.query(written, [seed.companyId]);
    else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(written, [seed.companyId]);
      await client.end();
    }
    const started = Date.now();
    const events = await reading;
    expect(events.map((e) => e.event)).toContain('seat.changed');
    expect(Date.now() - started).toBeLessThan(catchUpMs + 1500);
  });
});

/** Diners at four seats ordering through `base` until stopped; the orders answered 201. */
function dinersOrdering(base: string, r: Restaurant) {
  const answered: string[] = [];
  let stopped = false;
  const headers = { host: r.host, origin: `http://${r.host}`, 'content-type': 'application/json' };
  const done = Promise.all(
    r.seats.map(async (seat, i) => {
      const path = `/api/mobile-order/${r.companyId}/${seat.token}`;
      for (let n = 0; !stopped; n++) {
        try {
          await call(base, `${path}/cart/items`, headers, 'POST', { itemId: r.itemId });
          const placed = await call(base, `${path}/orders`, headers, 'POST', { requestKey: `crash-${i}-${n}` });
          if (placed.status === 201) answered.push((JSON.parse(placed.body) as { order: { id: string } }).order.id);
        } catch {
          await sleep(50); // the instance is gone
        }
      }
    }),
  );
  return {
    answered,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe.runIf(databaseUrl)('kill -9 of an instance while it takes orders', () => {
  it('every order committed reaches the staff on another instance exactly once', { timeout: 180_000 }, async () => {
    const r = await seedRestaurant(databaseUrl as string);
    const port = 3500 + (process.pid % 200);
    const taking = await startServerProcess({ databaseUrl: databaseUrl as string, port });
    const watching = await startServerProcess({ databaseUrl: databaseUrl as string, port: port + 1 });
    const stream = staffStream(watching.base, r);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await stream.ready;
      const load = dinersOrdering(taking.base, r);
      await sleep(1500);
      taking.stop(); // SIGKILL, mid-load
      await load.stop();
      // Every order.created the database holds for the restaurant: events in.
      const committed = (
        await admin.query<{ id: string }>(
          "select data ->> 'id' as id from events where company_id = $1 and topic = 'company' and type = 'order.created'",
          [r.companyId],
        )
      ).rows.map((row) => row.id);
      expect(committed.length).toBeGreaterThan(20);
      // Events out: each of them on the stream of the instance that lived, once.
      for (const end = Date.now() + catchUpMs + 5000; Date.now() < end && committed.some((id) => !stream.seen.has(id)); ) await sleep(100);
      expect(committed.filter((id) => !stream.seen.has(id))).toEqual([]);
      expect([...stream.seen.values()].filter((count) => count !== 1)).toEqual([]);
      expect(stream.seen.size).toBe(committed.length);
      // An order answered to its diner was committed.
      expect(load.answered.filter((id) => !committed.includes(id))).toEqual([]);
    } finally {
      stream.stop();
      taking.stop();
      watching.stop();
      await admin.end();
    }
  });
});
