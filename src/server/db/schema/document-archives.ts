import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentKind } from '@/core/documents';
import type { ShiftJisReplacements } from '@/core/shift-jis';
import { companies } from './tenancy';

export type DocumentArchiveState = 'queued' | 'running' | 'done' | 'failed' | 'expired';
export type DocumentArchiveError = { code: string; message: string };
/** The member who asked: the only one who sees it, and the one the 操作履歴 entry names. */
export type DocumentArchiveActor = { userId: string; companyId: string | null; oemId: string | null };

/**
 * A 期間エクスポート written by a background job (decision 018) into the file store under
 * `fileKey`, kept for 24 hours (`expiresAt`), then removed by the hourly expiry and marked
 * `expired`. Each run of the job takes a new `runId` and writes a file of its own: a run that finds
 * another has taken over (its job expired and was retried while it still ran) stops.
 * `kinds` are the kinds the member could read when asking; `written` counts the PDFs in the ZIP so far.
 */
export const documentArchives = pgTable(
  'document_archives',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    requestedBy: jsonb('requested_by').$type<DocumentArchiveActor>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    kinds: jsonb('kinds').$type<DocumentKind[]>().notNull(),
    encoding: text('encoding').$type<'utf8' | 'sjis'>().notNull(),
    state: text('state').$type<DocumentArchiveState>().notNull().default('queued'),
    runId: text('run_id'),
    fileKey: text('file_key'),
    size: bigint('size', { mode: 'number' }),
    total: integer('total'),
    written: integer('written').notNull().default(0),
    /** What the CSV files wrote as 〓 (Shift_JIS only), told with the download as the export told it. */
    replaced: jsonb('replaced').$type<ShiftJisReplacements | null>(),
    error: jsonb('error').$type<DocumentArchiveError | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('document_archives_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('document_archives_company_idx').on(t.companyId, t.createdAt),
    index('document_archives_expiry_idx').on(t.expiresAt).where(sql`state = 'done'`),
  ],
);
