import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eventCounters, events } from '../db/schema';

export const eventChannel = 'kanri_events';

export type Topic = 'company' | 'menu' | `seat:${string}`;
export type LiveEvent = { topic: Topic; type: string; data?: Record<string, unknown> };

/**
 * Appends live-update events inside the caller's transaction; call it once, last, with all
 * of the transaction's events. Bumping the per-company counter row-locks it until commit,
 * so a company's event ids become visible strictly in order — and because it comes last,
 * the lock is held only for the insert, the NOTIFY and the commit. PostgreSQL delivers the
 * NOTIFY (payload: company and last id only) at commit.
 */
export async function publishEvents(tx: Tx | Db, companyId: string, batch: LiveEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  const [counter] = await tx
    .insert(eventCounters)
    .values({ companyId, lastId: batch.length })
    .onConflictDoUpdate({ target: eventCounters.companyId, set: { lastId: sql`${eventCounters.lastId} + ${batch.length}` } })
    .returning({ id: eventCounters.lastId });
  const lastId = counter?.id ?? 0;
  const firstId = lastId - batch.length + 1;
  await tx.insert(events).values(batch.map((e, i) => ({ companyId, id: firstId + i, topic: e.topic, type: e.type, data: e.data ?? {} })));
  await tx.execute(sql`select pg_notify(${eventChannel}, ${`${companyId}:${lastId}`})`);
  return lastId;
}
