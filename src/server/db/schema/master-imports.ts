import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';

export type MasterImportState = 'queued' | 'running' | 'done' | 'failed';
export type MasterImportError = { code: string; message: string };
/** The member who asked (the 操作履歴 entry is theirs). */
export type MasterImportActor = { userId: string; companyId: string | null; oemId: string | null };

/**
 * A CSV import of 商品 or 顧客, written by a background job (decision 018). The file waits in the
 * file store under `fileKey` until the job is done. `doneRows` moves forward with each batch in
 * the batch's own transaction: a job that runs again after its process died resumes after it.
 * At most one import of a company is `running` at a time, across every instance.
 */
export const masterImports = pgTable(
  'master_imports',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    entity: text('entity').$type<'product' | 'customer'>().notNull(),
    mode: text('mode').$type<'all' | 'valid'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fileKey: text('file_key').notNull(),
    actor: jsonb('actor').$type<MasterImportActor>().notNull(),
    state: text('state').$type<MasterImportState>().notNull().default('queued'),
    total: integer('total'),
    valid: integer('valid'),
    doneRows: integer('done_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    rowErrors: jsonb('row_errors').$type<{ line: number; message: string }[]>().notNull().default([]),
    error: jsonb('error').$type<MasterImportError | null>(),
    /** Every row the import writes carries this time; the undo touches only rows that still do. */
    writtenAt: timestamp('written_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('master_imports_idempotency_idx').on(t.companyId, t.idempotencyKey),
    uniqueIndex('master_imports_running_idx').on(t.companyId).where(sql`state = 'running'`),
    index('master_imports_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** What one committed batch did, kept until its import ends: the ids it created and the rows it updated as they were. */
export const masterImportBatches = pgTable(
  'master_import_batches',
  {
    importId: text('import_id')
      .notNull()
      .references(() => masterImports.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    createdIds: jsonb('created_ids').$type<string[]>().notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.batch] })],
);
