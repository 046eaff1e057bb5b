import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents } from '../test/sse';
import { pruneEvents } from './prune';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A company with three product changes, the first two of them ten days old. */
async function companyWithOldEvents() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  for (const code of ['OLD-1', 'OLD-2', 'NEW-1']) {
    expect((await admin.send('POST', '/api/products', { code, name: code, unitPrice: 100 })).status).toBe(201);
  }
  const ids = (await t.db.select({ id: events.id }).from(events).where(eq(events.companyId, seed.companyId))).map((r) => r.id).sort();
  await t.db.execute(
    sql`update events set created_at = now() - interval '10 days' where company_id = ${seed.companyId} and id <= ${ids[1]}`,
  );
  return { seed, admin, ids };
}

describe('the replay window', () => {
  it('events older than the window are deleted, newer ones kept', async () => {
    const { seed, ids } = await companyWithOldEvents();
    await pruneEvents(t.db, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000));
    const left = await t.db.select({ id: events.id }).from(events).where(eq(events.companyId, seed.companyId));
    expect(left.map((r) => r.id)).toEqual([ids[2]]);
  });

  it('a client resuming from a pruned id gets `reset` (and reloads); one inside the window gets a replay', async () => {
    const { seed, admin, ids } = await companyWithOldEvents();
    await pruneEvents(t.db, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000));
    const stale = await t.request(seed.host, `/api/events?lastEventId=${ids[0]}`, { cookie: admin.cookie });
    const [first] = await readEvents(stale, (e) => e.length >= 1);
    expect(first?.event).toBe('reset');
    expect(JSON.parse(first?.data ?? '{}').lastEventId).toBe(ids[2]);

    const fresh = await t.request(seed.host, `/api/events?lastEventId=${ids[1]}`, { cookie: admin.cookie });
    const replay = await readEvents(fresh, (e) => e.length >= 2);
    expect(replay.map((e) => [e.event, e.id])).toEqual([
      ['ready', String(ids[1])],
      ['product.changed', String(ids[2])],
    ]);
  });
});
