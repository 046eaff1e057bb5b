import { bigint, boolean, customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** Served only to the company's own members (the seal); once set, never cleared. */
  isPrivate: boolean('is_private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of every kept file — an uploaded image (`files/{id}`), its smaller copies
 * (`files/{id}-w640.webp`), an issued PDF (`documents/{company}/{id}.pdf`) — by a key that is
 * its old path under DATA_DIR. In the database, so that any number of instances serve them.
 * `size` is the bytes stored so far (a resumable upload grows chunk by chunk).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's bytes in rows of at most 256 KiB, by their offset: no query moves a whole file. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    offset: bigint('offset', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.offset] })],
);
