import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oems } from './tenancy';

/** Remote config: a partner's key/value parameters, set by platform managers (at most 100 per partner). */
export const partnerParameters = pgTable(
  'partner_parameters',
  {
    oemId: text('oem_id')
      .notNull()
      .references(() => oems.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.oemId, t.key] })],
);
