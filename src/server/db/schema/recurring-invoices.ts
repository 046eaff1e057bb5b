import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecurringInvoiceContent } from '@/core/schemas/recurring-invoices';
import { documents } from './documents';
import { customers } from './master-data';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/**
 * 定期請求: an invoice to make every month on day `dayOfMonth` (or the month's last day when it
 * is null), from `startDate` to `endDate`, as a draft or issued and mailed (`mode`).
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** 件名, lines, 支払期限 rule and the rest of the invoice, as the template was saved. */
    content: jsonb('content').$type<RecurringInvoiceContent>().notNull(),
    dayOfMonth: integer('day_of_month'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    mode: text('mode').$type<'draft' | 'issue-and-mail'>().notNull().default('draft'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [index('recurring_invoices_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One run of a template for one period (YYYY-MM). The unique key is claimed in the transaction
 * that creates the invoice, so however many servers run the template, one invoice is made.
 */
export const recurringInvoiceRuns = pgTable(
  'recurring_invoice_runs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: text('template_id')
      .notNull()
      .references(() => recurringInvoices.id),
    period: text('period').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    documentId: text('document_id').references(() => documents.id),
    /** none (draft mode), sent, or failed with `mailError`. */
    mailStatus: text('mail_status').$type<'none' | 'sent' | 'failed'>().notNull().default('none'),
    mailError: text('mail_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recurring_invoice_runs_period_idx').on(t.templateId, t.period),
    index('recurring_invoice_runs_company_idx').on(t.companyId),
  ],
);
