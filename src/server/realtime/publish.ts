import { sql } from 'drizzle-orm';
import type { CompanyEvents, SeatEvents } from '@/core/live-events';
import type { Db, Tx } from '../db/client';
import { afterCommitOf } from './announce';

export type Topic = 'company' | 'menu' | `seat:${string}`;

/** A payload with nothing required may be left out. */
type EventOf<Events, T extends Topic> = {
  [K in keyof Events]: { topic: T; type: K } & (Record<string, never> extends Events[K] ? { data?: Events[K] } : { data: Events[K] });
}[keyof Events];

/** An event as core's contract types it: the company stream's, a seat's, or the menu's (heard by both). */
export type LiveEvent =
  | EventOf<Omit<CompanyEvents, 'menu.changed'>, 'company'>
  | EventOf<Omit<SeatEvents, 'menu.changed'>, `seat:${string}`>
  | EventOf<Pick<CompanyEvents, 'menu.changed'>, 'menu'>;

/**
 * Appends live-update events inside the caller's transaction; call it once, last, with all of the
 * transaction's events. One call of record_events_v1 (migration 0032), which placing an order and
 * adding to a cart also call from inside the database: bumping the per-company counter row-locks
 * it until commit, so a company's event ids become visible strictly in order — and because it
 * comes last, the lock is held only for the insert and the commit. The events are announced to
 * every instance once the transaction has committed (announce.ts); where no announcer can tell the
 * commit (a savepoint, a database opened without one) publish_events_v1 notifies inside instead.
 */
export async function publishEvents(tx: Tx | Db, companyId: string, batch: LiveEvent[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(batch.map((e) => ({ topic: e.topic, type: e.type, data: e.data ?? {} })));
  const afterCommit = afterCommitOf(tx);
  if (!afterCommit) {
    await tx.execute(sql`select publish_events_v1(${companyId}::text, ${rows}::jsonb)`);
    return;
  }
  const result = await tx.execute(sql`select record_events_v1(${companyId}::text, ${rows}::jsonb) as note`);
  afterCommit((result as unknown as { rows: { note: string | null }[] }).rows[0]?.note);
}
