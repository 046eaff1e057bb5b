import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReceivedContentType, ReceivedKind, ReceivedStatus } from '@/core/received';
import { users } from './auth';
import { companies } from './tenancy';

/**
 * 受領書類 (電子帳簿保存法, 電子取引): a file received from a counterparty, kept as received
 * (its bytes in the file store under `fileKey`, their SHA-256 here). A 下書き until a person
 * saves its keys (the first version); each correction adds a version and never changes one;
 * 削除 only marks the entry, with who, when and why.
 */
export const receivedDocuments = pgTable(
  'received_documents',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').$type<ReceivedStatus>().notNull().default('draft'),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').$type<ReceivedContentType>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id),
    /** The version shown and searched: 0 while a draft. */
    currentVersion: integer('current_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id),
    deleteReason: text('delete_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('received_documents_company_idx').on(t.companyId, t.createdAt)],
);

/** The keys of one version of an entry, as a person saved them; rows are only ever added. */
export const receivedDocumentVersions = pgTable(
  'received_document_versions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: text('document_id')
      .notNull()
      .references(() => receivedDocuments.id),
    version: integer('version').notNull(),
    kind: text('kind').$type<ReceivedKind>().notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    /** normalizeForSearch of the name: 取引先 is found by part of it, whatever the width or kana. */
    counterpartySearch: text('counterparty_search').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    memo: text('memo').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('received_document_versions_version_idx').on(t.documentId, t.version),
    index('received_document_versions_date_idx').on(t.companyId, t.transactionDate),
  ],
);
