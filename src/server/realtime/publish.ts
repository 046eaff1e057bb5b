import { type SQL, sql } from 'drizzle-orm';
import type { CompanyEvents, SeatEvents } from '@/core/live-events';
import type { Db, Tx } from '../db/client';
import { eventCounters, events } from '../db/schema';

export const eventChannel = 'kanri_events';

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
 * Appends live-update events inside the caller's transaction; call it once, last, with all
 * of the transaction's events. Bumping the per-company counter row-locks it until commit,
 * so a company's event ids become visible strictly in order — and because it comes last,
 * the lock is held only for the insert, the NOTIFY and the commit. PostgreSQL delivers the
 * NOTIFY (company, last id and, when they fit, the events themselves) at commit.
 */
export async function publishEvents(tx: Tx | Db, companyId: string, batch: LiveEvent[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(batch.map((e, i) => ({ i: i + 1, topic: e.topic, type: e.type, data: e.data ?? {} })));
  // One round trip: bump the counter, write the events, queue the NOTIFY.
  await tx.execute(sql`
    with ${publishing(companyId, batch.length, sql`select * from jsonb_to_recordset(${rows}::jsonb) as x(i int, topic text, type text, data jsonb)`)}
    select count(*) from notified`);
}

/**
 * A NOTIFY payload is `{companyId}:{lastId}`, followed by `:{rows}` (the events as a JSON array)
 * when they fit under PostgreSQL's 8000-byte limit: then no instance reads them back.
 */
const maxCarriedBytes = 7800;

/**
 * The CTEs `counter`, `written`, `carried` and `notified` of publishEvents, for a statement that makes
 * its change and writes its events in one round trip. `events` selects `n` rows
 * (i 1…n, topic, type, data) — or none when the change did nothing, and then nothing is
 * written or notified. The statement must read `notified` (an unread SELECT CTE never runs).
 */
export function publishing(companyId: string, n: number, eventRows: SQL): SQL {
  return sql`counter as (
      insert into ${eventCounters} (company_id, last_id)
      select ${companyId}::text, ${n}::bigint where exists (${eventRows})
      on conflict (company_id) do update set last_id = ${eventCounters}.last_id + ${n}
      returning last_id
    ), written as (
      insert into ${events} (company_id, id, topic, type, data)
      select ${companyId}, counter.last_id - ${n} + x.i, x.topic, x.type, x.data
      from counter, (${eventRows}) as x
      returning id, topic, type, data
    ), carried as (
      select jsonb_agg(jsonb_build_object('id', id, 'topic', topic, 'type', type, 'data', data) order by id)::text as rows from written
    ), notified as (
      select pg_notify(${eventChannel}, ${companyId} || ':' || last_id
        || case when octet_length(carried.rows) <= ${maxCarriedBytes} then ':' || carried.rows else '' end)
      from counter, carried
    )`;
}
