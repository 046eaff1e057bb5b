import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies, oems } from './tenancy';

/** Append-only: the application never updates or deletes these rows. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for platform-level (manager) actions. */
    companyId: text('company_id').references(() => companies.id),
    oemId: text('oem_id').references(() => oems.id, { onUpdate: 'cascade' }),
    userId: text('user_id').references(() => users.id),
    operationType: text('operation_type').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_company_time_idx').on(t.companyId, t.timestamp),
    // A document's own history (訂正削除の履歴) reads the entries of a few target ids.
    index('operation_logs_company_target_idx').on(t.companyId, t.targetId),
  ],
);
