import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eventCounters, events } from '../db/schema';

export const eventChannel = 'kanri_events';

export type Topic = 'company' | 'menu' | `seat:${string}`;

/**
 * Appends a live-update event inside the caller's transaction. The per-company counter row
 * is locked until commit, so a company's event ids become visible strictly in order, and
 * the NOTIFY (payload: company and id only) is delivered by PostgreSQL at commit.
 */
export async function publishEvent(
  tx: Tx | Db,
  companyId: string,
  topic: Topic,
  type: string,
  data: Record<string, unknown> = {},
): Promise<number> {
  const [counter] = await tx
    .insert(eventCounters)
    .values({ companyId, lastId: 1 })
    .onConflictDoUpdate({ target: eventCounters.companyId, set: { lastId: sql`${eventCounters.lastId} + 1` } })
    .returning({ id: eventCounters.lastId });
  const id = counter?.id ?? 0;
  await tx.insert(events).values({ companyId, id, topic, type, data });
  await tx.execute(sql`select pg_notify(${eventChannel}, ${`${companyId}:${id}`})`);
  return id;
}
