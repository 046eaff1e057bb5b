import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents, type SseEvent } from '../test/sse';
import { EventFeed } from './feed';
import { publishEvents } from './publish';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const orderIds = (events: SseEvent[]) => events.filter((e) => e.event === 'order.created').map((e) => JSON.parse(e.data).id as string);

describe('the instance event feed', () => {
  it('reads a company’s new events once per wake-up, however many streams listen', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    let reads = 0;
    // Counts the feed's reads of the events table (its only select after the counter).
    const select = t.db.select.bind(t.db) as (...args: unknown[]) => unknown;
    const countingSelect = (...args: unknown[]) => {
      reads++;
      return select(...args);
    };
    const counting = new Proxy(t.db, { get: (db, key) => (key === 'select' ? countingSelect : Reflect.get(db, key)) }) as Db;
    const feed = new EventFeed(counting, t.bus);
    const heard: number[][] = Array.from({ length: 50 }, () => []);
    const subscriptions = heard.map((ids) => feed.subscribe(seed.companyId, (rows) => ids.push(...rows.map((r) => r.id))));
    await Promise.all(subscriptions.map((s) => s.ready));
    const before = reads;
    await publishEvents(t.db, seed.companyId, [{ topic: 'company', type: 'seat.changed' }]);
    for (let i = 0; i < 100 && heard.some((ids) => ids.length === 0); i++) await new Promise((r) => setTimeout(r, 20));
    expect(new Set(heard.map((ids) => ids.join()))).toEqual(new Set([heard[0]?.join()]));
    expect(heard[0]).toHaveLength(1);
    expect(reads - before).toBe(1);
    for (const s of subscriptions) s.off();
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
