import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { customers } from './master-data';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/**
 * 入金: money a customer paid, as the bank statement shows it. `amount` is what arrived and
 * `fee` the 振込手数料 the bank deducted (先方負担): together they settle invoices. What is not
 * allocated stays with the customer as 前受金.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** 振込名義 as the bank prints it (カナ). */
    payerName: text('payer_name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    index('payments_company_date_idx').on(t.companyId, t.paymentDate, t.id),
    index('payments_customer_idx').on(t.companyId, t.customerId),
  ],
);

/** 消込: part of a payment set against one issued invoice. The invoice row itself never changes but for its status. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_allocations_payment_idx').on(t.paymentId), index('payment_allocations_document_idx').on(t.documentId)],
);
