import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';

/** Uploaded files (tus, resumable); the bytes live in the file store under the same id. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  userId: text('user_id'),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  isComplete: boolean('is_complete').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
