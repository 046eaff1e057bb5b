import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A fixed-window counter in the database (shared by every instance): one atomic upsert per
 * request. Used where better-auth's limiter does not reach, e.g. the diner endpoints.
 */
export async function hit(db: Db, key: string, windowMs: number, max: number): Promise<boolean> {
  const now = Date.now();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count`);
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  return count <= max;
}
