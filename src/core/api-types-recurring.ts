import type { DocumentStatus } from './documents';
import type { RecurringInvoiceContent, recurringModes } from './schemas/recurring-invoices';

/** Shapes of 定期請求 as the API returns them. */

/** One period a template ran for, and the invoice it made. */
export type RecurringRun = {
  period: string;
  issueDate: string;
  documentId: string | null;
  number: string;
  status: DocumentStatus | null;
  total: number;
  mailStatus: 'none' | 'sent' | 'failed';
  mailError: string;
  createdAt: string;
  /**
   * Made after its issue day and still a draft: a past month's invoice, made as a draft for the
   * user to check and issue (never issued or mailed by the template into a past month).
   */
  awaitsConfirmation: boolean;
};

export type RecurringInvoice = {
  id: string;
  name: string;
  customerId: string;
  customerCode: string;
  customerName: string;
  dayOfMonth: number | null;
  /** 毎月25日 / 毎月末日 */
  scheduleLabel: string;
  startDate: string;
  endDate: string | null;
  mode: (typeof recurringModes)[number];
  stoppedAt: string | null;
  /** The next day an invoice will be made, or null when stopped or ended. */
  nextIssueDate: string | null;
  content: RecurringInvoiceContent;
  runs: RecurringRun[];
  createdAt: string;
  updatedAt: string;
};

/** What saving a template answers: the template, and the past months this save made as drafts. */
export type SavedRecurringInvoice = RecurringInvoice & {
  /** Periods (YYYY-MM) made as drafts because their issue day had passed, oldest first. */
  backDatedPeriods: string[];
  /** 過去の月の請求書は下書きとして作成しました… when there are some, else null. */
  notice: string | null;
};
