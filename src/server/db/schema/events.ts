import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';

/** The last event id of each company; bumping it row-locks, so ids commit in order. */
export const eventCounters = pgTable('event_counters', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  /** Events up to this id were pruned: a client resuming below it must reload instead. */
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});

/**
 * Live-update log, written in the transaction of the change. A reconnecting client sends
 * the last id it saw and receives every later event of its topic.
 */
export const events = pgTable(
  'events',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    id: bigint('id', { mode: 'number' }).notNull(),
    /** `company` (staff screens) or `seat:{seatId}` (that seat's diners). */
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('events_topic_idx').on(t.companyId, t.topic, t.id),
    index('events_created_at_idx').on(t.createdAt),
  ],
);
