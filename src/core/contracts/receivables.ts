import { z } from 'zod';
import { agingBuckets } from '../payments';
import { journalExportQuery } from '../schemas/accounting';
import { sendDocumentInput } from '../schemas/documents';
import { receivablesExportQuery, receivablesQuery } from '../schemas/payments';
import { endpoint } from './endpoint';
import { mailDelivery } from './mail-deliveries';
import { openInvoice } from './payments';

/** 売掛金 (/api/receivables): per customer as of a day, a customer's open invoices, the CSVs, 督促. */

export const receivableTotals = z.object({
  invoiced: z.number(),
  /** 返品・値引き given back on the invoices (at most what payments left of each). */
  credited: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  /** 前受金: received and not yet set against an invoice. */
  advance: z.number(),
  aging: z.record(z.enum(agingBuckets), z.number()),
});
export type ReceivableTotals = z.output<typeof receivableTotals>;

export const receivableRow = receivableTotals.extend({
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  openCount: z.number(),
});
export type ReceivableRow = z.output<typeof receivableRow>;

export const receivables = z.object({ asOf: z.string(), rows: z.array(receivableRow), totals: receivableTotals });
export type Receivables = z.output<typeof receivables>;

export const customerReceivable = z.object({
  asOf: z.string(),
  customer: z.object({ id: z.string(), code: z.string(), name: z.string(), email: z.string() }),
  totals: receivableTotals,
  invoices: z.array(openInvoice),
  /** Payments with 前受金 left, to be set against invoices later. */
  advances: z.array(z.object({ id: z.string(), paymentDate: z.string(), amount: z.number(), fee: z.number(), unallocated: z.number() })),
});
export type CustomerReceivable = z.output<typeof customerReceivable>;

/** A 督促's delivery, with what the invoice owed when it was asked for. */
export const reminderDelivery = mailDelivery.extend({ outstanding: z.number() });
export type ReminderDelivery = z.output<typeof reminderDelivery>;

export const receivablesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/receivables',
    summary: '顧客ごとの売掛金（基準日、既定は今日）',
    query: receivablesQuery,
    response: receivables,
    errors: [],
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/receivables/export',
    summary: '売掛金一覧のCSV',
    query: receivablesExportQuery,
    response: { file: 'text/csv' },
    errors: [],
  }),
  customer: endpoint({
    method: 'GET',
    path: '/api/receivables/customers/:customerId',
    summary: '顧客の未入金の請求書と前受金',
    query: receivablesQuery,
    response: customerReceivable,
    errors: ['NOT_FOUND'],
  }),
  /** Queued and answered at once (202) with its delivery, the invoice's PDF attached. */
  reminder: endpoint({
    method: 'POST',
    path: '/api/receivables/invoices/:id/reminder',
    summary: '督促メールを送る',
    body: sendDocumentInput,
    status: 202,
    response: reminderDelivery,
    errors: [
      'NOT_FOUND',
      'NOT_ISSUED',
      'NOTHING_OWED',
      'MAIL_LIMIT_REACHED',
      'TOO_MANY_RECIPIENTS',
      'PDF_BUSY',
      'PDF_TIMEOUT',
      'TOO_MANY_LINES',
    ],
  }),
  /** 仕訳CSV of a period in the layout of the company's accounting package, or the one asked for. */
  accountingExport: endpoint({
    method: 'GET',
    path: '/api/receivables/accounting-export',
    summary: '会計ソフト用の仕訳CSV',
    query: journalExportQuery,
    response: { file: 'text/csv' },
    errors: [],
  }),
};
