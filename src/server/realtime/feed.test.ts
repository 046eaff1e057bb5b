import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents, type SseEvent } from '../test/sse';
import { eventChannel } from './announce';
import { EventFeed } from './feed';
import { publishEvents } from './publish';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The database with its selects counted: the feed's reads of the events table (its only select after the counter). */
function countingReads() {
  const reads = { count: 0 };
  const select = t.db.select.bind(t.db) as (...args: unknown[]) => unknown;
  const countingSelect = (...args: unknown[]) => {
    reads.count++;
    return select(...args);
  };
  return { db: new Proxy(t.db, { get: (db, key) => (key === 'select' ? countingSelect : Reflect.get(db, key)) }) as Db, reads };
}

const orderIds = (events: SseEvent[]) => events.filter((e) => e.event === 'order.created').map((e) => JSON.parse(e.data).id as string);

describe('the instance event feed', () => {
  it('hands a company’s new events to every stream once: as the notification carried them, or read once when too large', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const { db: counting, reads } = countingReads();
    const feed = new EventFeed(counting, t.bus);
    const heard: { id: number; type: string; data: unknown }[][] = Array.from({ length: 50 }, () => []);
    const subscriptions = heard.map((rows) =>
      feed.subscribe(seed.companyId, (batch) => rows.push(...batch.map(({ id, type, data }) => ({ id, type, data })))),
    );
    await Promise.all(subscriptions.map((s) => s.ready));
    const heardBy = async (n: number) => {
      for (let i = 0; i < 100 && heard.some((rows) => rows.length < n); i++) await new Promise((r) => setTimeout(r, 20));
      expect(new Set(heard.map((rows) => JSON.stringify(rows)))).toEqual(new Set([JSON.stringify(heard[0])]));
      expect(heard[0]).toHaveLength(n);
    };
    const before = reads.count;
    await publishEvents(t.db, seed.companyId, [{ topic: 'company', type: 'seat.changed' }]);
    await heardBy(1);
    expect(heard[0]?.[0]).toMatchObject({ type: 'seat.changed', data: {} });
    expect(reads.count - before).toBe(0);
    // An event too large for a notification (8000 bytes) is read from the table, once for all streams.
    const note = 'あ'.repeat(3000);
    await publishEvents(t.db, seed.companyId, [{ topic: 'company', type: 'seat.changed', data: { note } as never }]);
    await heardBy(2);
    expect(heard[0]?.[1]).toMatchObject({ id: (heard[0]?.[0]?.id ?? 0) + 1, type: 'seat.changed', data: { note } });
    expect(reads.count - before).toBe(1);
    for (const s of subscriptions) s.off();
  });

  it('events announced out of order by two instances are handed on in order, without a read', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const { db: counting, reads } = countingReads();
    const heard: number[] = [];
    const subscription = new EventFeed(counting, t.bus).subscribe(seed.companyId, (rows) => heard.push(...rows.map((r) => r.id)));
    await subscription.ready;
    const before = reads.count;
    // Two transactions' events, committed; their announcements sent later one than earlier one.
    const query = async (text: string, params: unknown[]) => {
      if (t.pglite) return (await t.pglite.query<Record<string, string>>(text, params)).rows;
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        return (await client.query<Record<string, string>>(text, params)).rows;
      } finally {
        await client.end();
      }
    };
    const record = `select record_events_v1($1, '[{"topic":"company","type":"seat.changed","data":{}}]'::jsonb) as note`;
    const [earlier] = await query(record, [seed.companyId]);
    const [later] = await query(record, [seed.companyId]);
    await query(`select pg_notify('${eventChannel}', $1)`, [later?.note]);
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([]);
    await query(`select pg_notify('${eventChannel}', $1)`, [earlier?.note]);
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    const first = Number(earlier?.note?.split(':')[1]);
    expect(heard).toEqual([first, first + 1]);
    expect(reads.count - before).toBe(0);
    subscription.off();
  });

  it('every staff stream gets each order exactly once, in order, and a resumed one its missed events first', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const seats = (await (await admin.send('POST', '/api/seats', { name: 'A1' })).json()).items;
    const beer = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0];
    const diner = (path: string, body: unknown) =>
      t.request(seed.host, `/api/mobile-order/${seed.companyId}/${seats[0].token}${path}`, { method: 'POST', body });
    const order = async (key: string) => {
      await diner('/cart/items', { itemId: beer.id });
      return (await (await diner('/orders', { requestKey: key })).json()).order.id as string;
    };
    const first = await order('before-streams');
    const threeOrders = (events: SseEvent[]) => orderIds(events).length >= 3;
    const streams = [await admin.get('/api/events'), await admin.get('/api/events'), await admin.get('/api/events')];
    const readings = streams.map((s) => readEvents(s, threeOrders));
    // Resumes from before the first order: it gets that one from the database, then the live ones.
    const resumed = t.request(seed.host, `/api/events?lastEventId=0`, { cookie: admin.cookie });
    const resumedReading = resumed.then((res) => readEvents(res, (events) => orderIds(events).length >= 4));
    await new Promise((r) => setTimeout(r, 200));
    const placed = [await order('live-order-1'), await order('live-order-2'), await order('live-order-3')];
    for (const events of await Promise.all(readings)) {
      expect(orderIds(events)).toEqual(placed);
      const ids = events.filter((e) => e.id && e.event !== 'ready').map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(orderIds(await resumedReading)).toEqual([first, ...placed]);
  });
});
