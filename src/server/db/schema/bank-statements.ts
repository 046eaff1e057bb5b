import { bigint, boolean, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { companies } from './tenancy';

/**
 * A bank statement line that became a payment (明細取込). `lineKey` names the line the same way
 * every time the statement is read (全銀: account and 照会番号; CSV: date, amount, name and how
 * many identical lines came before it), so reading the statement again finds it taken. Deleting
 * the payment deletes this row too: the line may then be taken again.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    lineKey: text('line_key').notNull(),
    /** Null only inside the transaction that claimed the line and is creating its payment. */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_lines_key_idx').on(t.companyId, t.lineKey)],
);

/** Which columns of a bank's CSV hold 日付, 入金額 and 振込依頼人名, remembered per company (0-based). */
export const bankCsvMappings = pgTable('bank_csv_mappings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  dateColumn: integer('date_column').notNull(),
  amountColumn: integer('amount_column').notNull(),
  payerColumn: integer('payer_column').notNull(),
  hasHeader: boolean('has_header').notNull().default(true),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
