import { bigint, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { customers } from './master-data';
import { companies } from './tenancy';

/**
 * 合計請求書: the figures of a statement (kind `statement` in documents) that a document row has
 * no column for. 前回請求額 is the previous statement's 今回請求額, so the chain of one customer's
 * statements never breaks; one statement per customer and 締め日.
 */
export const statements = pgTable(
  'statements',
  {
    documentId: text('document_id')
      .primaryKey()
      .references(() => documents.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    previousStatementId: text('previous_statement_id'),
    /** 前回請求額, 入金額 (received since the previous statement, fee included), 繰越額. */
    previousBilled: bigint('previous_billed', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull(),
    carriedOver: bigint('carried_over', { mode: 'number' }).notNull(),
    /** 今回お買上額 (税抜), 消費税 and 今回請求額 = 繰越額 + both. */
    purchases: bigint('purchases', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    billed: bigint('billed', { mode: 'number' }).notNull(),
    /** Payments counted in 入金額 up to this statement, so the next one counts only what came after. */
    receivedToDate: bigint('received_to_date', { mode: 'number' }).notNull(),
    /**
     * 返品・値引き: what credit notes on the customer's earlier statements gave back since the
     * previous statement (繰越額 = 前回請求額 − 入金額 − this), and all of it up to this one.
     */
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    creditedToDate: bigint('credited_to_date', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('statements_customer_closing_idx').on(t.companyId, t.customerId, t.closingDate),
    index('statements_company_closing_idx').on(t.companyId, t.closingDate),
  ],
);

/** The 納品書 a statement bills: each at most once, which the primary key enforces. */
export const statementSources = pgTable(
  'statement_sources',
  {
    sourceId: text('source_id')
      .primaryKey()
      .references(() => documents.id),
    statementId: text('statement_id')
      .notNull()
      .references(() => documents.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [index('statement_sources_statement_idx').on(t.statementId)],
);
