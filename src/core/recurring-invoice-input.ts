/**
 * The invoice a 定期請求 template makes for a period, as a documents-feature input: its issue
 * day, 対象期間 (当月分 or 翌月分), 支払期限 by the template's rule, and the mail it is sent with.
 */
import { addDays, plainDate } from './calendar';
import { dueDateFromTerms } from './documents';
import { billedMonth, issueDateOf } from './recurring-periods';
import type { PaymentTerms } from './schemas/customers';
import type { DocumentInput } from './schemas/documents';
import type { RecurringInvoiceContent } from './schemas/recurring-invoices';

type Template = { customerId: string; dayOfMonth: number | null; content: RecurringInvoiceContent };

/** `terms`: the customer's 支払条件, else the company's default (null: none). */
export function recurringInvoiceInput(template: Template, period: string, terms: PaymentTerms | null): DocumentInput {
  const { content } = template;
  const issueDate = issueDateOf(period, template.dayOfMonth);
  const billed = billedMonth(period, content.billedMonthOffset);
  const rule = content.dueRule;
  const dueDate =
    rule.kind === 'days'
      ? addDays(plainDate(issueDate), rule.days)
      : rule.kind === 'terms' && terms
        ? dueDateFromTerms(issueDate, terms)
        : null;
  return {
    issueDate,
    transactionDate: null,
    periodFrom: billed.from,
    periodTo: billed.to,
    customerId: template.customerId,
    honorific: null,
    addressee: '',
    subject: content.subject,
    personInCharge: '',
    validUntil: null,
    deliveryDate: null,
    dueDate,
    deliveryPlace: '',
    receivedDate: null,
    inspectionDueDate: null,
    paymentMethod: '',
    priceMode: content.priceMode,
    bankAccountId: null,
    notes: content.notes,
    memo: '',
    pdfLanguage: null,
    suppliedMaterials: [],
    lines: content.lines,
  };
}
