import { bigint, bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LedgerAccount, PostingType } from '@/core/ledger';
import type { TaxCategory } from '@/core/money';
import { companies } from './tenancy';

/**
 * 売掛金の元帳: every change to what a customer owes, as balanced entries (debit = credit per
 * posting, integer yen), written in the transaction of the change itself and never updated or
 * deleted. A correction is a posting that `reverses` another. Every money figure — 売掛金 and
 * aging, each document's 未入金 / 一部入金 / 入金済, 消込 limits, 督促, bank matching, the
 * dashboard, receipts — is read from here (decision 016).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The lines of one posting share it; they balance. */
    postingId: text('posting_id').notNull(),
    postingType: text('posting_type').$type<PostingType>().notNull(),
    /** The posting this one cancels (a payment edited or deleted, a status set back, a 修正). */
    reverses: text('reverses'),
    /** The business date: issue date, 入金日, 入金日 of a 入金済 set by hand. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    customerId: text('customer_id'),
    /** The invoice or 合計請求書 a 売掛金 line belongs to (null for other accounts). */
    documentId: text('document_id'),
    /** What caused it: the document issued, the credit note, the payment. */
    sourceId: text('source_id').notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    taxCategory: text('tax_category').$type<TaxCategory>(),
    /** The consumption tax included in a sales line's amount. */
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_document_idx').on(t.companyId, t.documentId, t.entryDate),
    index('ledger_customer_idx').on(t.companyId, t.customerId, t.account, t.entryDate),
    index('ledger_source_idx').on(t.companyId, t.sourceId),
    index('ledger_reverses_idx').on(t.companyId, t.reverses),
    index('ledger_date_idx').on(t.companyId, t.entryDate),
  ],
);

/** Whether the history recorded before the ledger existed has been replayed into it (one row). */
export const ledgerReplay = pgTable('ledger_replay', {
  id: text('id').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }),
});
