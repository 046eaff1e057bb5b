import { z } from 'zod';
import { documentStatuses } from '../documents';
import { priceModes } from '../money';
import { recurringInvoiceInput, recurringModes } from '../schemas/recurring-invoices';
import { documentLine } from './documents';
import { endpoint } from './endpoint';

/** 定期請求 (/api/recurring-invoices): the invoice flag, as for 請求書. */

/** One period a template ran for, and the invoice it made. */
export const recurringRun = z.object({
  period: z.string(),
  issueDate: z.string(),
  documentId: z.string().nullable(),
  number: z.string(),
  status: z.enum(documentStatuses).nullable(),
  total: z.number(),
  mailStatus: z.enum(['none', 'sent', 'failed']),
  mailError: z.string(),
  createdAt: z.string(),
  /**
   * Made after its issue day and still a draft: a past month's invoice, made as a draft for the
   * user to check and issue (never issued or mailed by the template into a past month).
   */
  awaitsConfirmation: z.boolean(),
});
export type RecurringRun = z.output<typeof recurringRun>;

/** What each invoice of a template holds besides its customer and dates, as it was saved. */
const recurringContent = z.object({
  subject: z.string(),
  priceMode: z.enum(priceModes),
  /** 0: the month of the issue date (当月分), 1: the next month (翌月分). */
  billedMonthOffset: z.union([z.literal(0), z.literal(1)]),
  dueRule: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('terms') }),
    z.object({ kind: z.literal('days'), days: z.number() }),
    z.object({ kind: z.literal('none') }),
  ]),
  notes: z.string(),
  lines: z.array(documentLine.omit({ id: true, amount: true })),
});

export const recurringInvoice = z.object({
  id: z.string(),
  name: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  /** 1–28, or null for the month's last day. */
  dayOfMonth: z.number().nullable(),
  /** 毎月25日 / 毎月末日 */
  scheduleLabel: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  mode: z.enum(recurringModes),
  stoppedAt: z.string().nullable(),
  /** The next day an invoice will be made, or null when stopped or ended. */
  nextIssueDate: z.string().nullable(),
  content: recurringContent,
  runs: z.array(recurringRun),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecurringInvoice = z.output<typeof recurringInvoice>;

/** What saving a template answers: the template, and the past months this save made as drafts. */
export const savedRecurringInvoice = recurringInvoice.extend({
  /** Periods (YYYY-MM) made as drafts because their issue day had passed, oldest first. */
  backDatedPeriods: z.array(z.string()),
  /** 過去の月の請求書は下書きとして作成しました… when there are some, else null. */
  notice: z.string().nullable(),
});
export type SavedRecurringInvoice = z.output<typeof savedRecurringInvoice>;

/** A template's customer and lines are checked as the invoices it will make. */
const saveErrors = ['NOT_FOUND', 'CUSTOMER_ERASED'] as const;

export const recurringInvoiceEndpoints = {
  /** Newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/recurring-invoices',
    summary: '定期請求の一覧',
    response: z.array(recurringInvoice),
    errors: [],
  }),
  /** Saving runs the periods already due: past months are made as drafts, and the answer says which. */
  create: endpoint({
    method: 'POST',
    path: '/api/recurring-invoices',
    summary: '定期請求を登録する',
    body: recurringInvoiceInput,
    status: 201,
    response: savedRecurringInvoice,
    errors: saveErrors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/recurring-invoices/:id',
    summary: '定期請求の詳細',
    response: recurringInvoice,
    errors: ['NOT_FOUND'],
  }),
  /** Changes what later periods make; invoices already made stay as they are. */
  update: endpoint({
    method: 'PUT',
    path: '/api/recurring-invoices/:id',
    summary: '定期請求を変更する',
    body: recurringInvoiceInput,
    response: savedRecurringInvoice,
    errors: [...saveErrors, 'RECURRING_STOPPED'],
  }),
  /** 停止: no later period runs. */
  stop: endpoint({
    method: 'POST',
    path: '/api/recurring-invoices/:id/stop',
    summary: '定期請求を停止する',
    response: recurringInvoice,
    errors: ['NOT_FOUND'],
  }),
};
