import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const batchSize = 5000;

/**
 * Deletes events older than the replay window, a batch at a time so no transaction grows
 * large, and remembers per company the highest id removed: a client resuming from below it
 * gets `reset` and reloads, instead of silently missing what was pruned.
 */
export async function pruneEvents(db: Db, olderThan: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with gone as (
        delete from events where (company_id, id) in (
          select company_id, id from events where created_at < ${olderThan.toISOString()} limit ${batchSize}
        )
        returning company_id, id
      ), highest as (
        select company_id, max(id) as id, count(*) as n from gone group by company_id
      ), marked as (
        update event_counters c set pruned_through = greatest(c.pruned_through, highest.id)
        from highest where c.company_id = highest.company_id
        returning 1
      )
      select coalesce(sum(n), 0)::int as removed from highest`);
    // Both drivers answer { rows }; the shared Db type does not say so.
    const removed = Number((result as unknown as { rows: { removed: number }[] }).rows[0]?.removed ?? 0);
    total += removed;
    if (removed < batchSize) return total;
  }
}
