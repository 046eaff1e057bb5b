import { sql } from 'drizzle-orm';
import type { DocumentParty } from '@/core/contracts/documents';
import { formatDocumentNumber } from '@/core/documents';
import { documentTotals } from '@/core/money';
import { dayAfter, previousClosing } from '@/core/statements';
import type { Tx } from '../../../db/client';
import { documentNumberSequences } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import type { getCompanyProfile } from '../../../tenancy/company-profile';
import { searchTextOf } from '../content';
import type { listBankAccounts } from '../settings/bank-accounts';
import type { loadSettings } from '../settings/document-settings';
import type { PlannedStatement } from './closing-plan';

/** The rows a closing batch writes, and the numbers it takes for them in one go. */

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const chunk = 500;
export async function insertChunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

/**
 * Takes `count` consecutive numbers in one upsert: the counter row stays locked until the
 * batch commits, and a failed batch gives every number back.
 */
export async function takeNumbers(tx: Tx, companyId: string, template: string, period: string, date: string, count: number) {
  const [row] = await tx
    .insert(documentNumberSequences)
    .values({ companyId, kind: 'statement', period, nextSeq: count + 1 })
    .onConflictDoUpdate({
      target: [documentNumberSequences.companyId, documentNumberSequences.kind, documentNumberSequences.period],
      set: { nextSeq: sql`${documentNumberSequences.nextSeq} + ${count}` },
    })
    .returning({ nextSeq: documentNumberSequences.nextSeq });
  const first = (row?.nextSeq ?? count + 1) - count;
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(template, date, first + i));
}

const partyOf = (c: PlannedStatement['customer']): DocumentParty => ({
  name: c.name,
  honorific: c.honorific,
  department: c.department,
  contactPerson: c.contactPerson,
  postalCode: c.postalCode,
  address: c.address,
  registrationNumber: c.registrationNumber,
});

type RowContext = {
  user: CompanyUser;
  closingDate: string;
  subject: string;
  issuer: Awaited<ReturnType<typeof getCompanyProfile>>;
  bank: Awaited<ReturnType<typeof listBankAccounts>>[number] | null;
  now: Date;
  settings: Awaited<ReturnType<typeof loadSettings>>;
};

/** The frozen document row of one statement: snapshots of issuer, customer and 振込先. */
export function documentRow({ plan, id, number }: { plan: PlannedStatement; id: string; number: string }, c: RowContext) {
  const totals = documentTotals(plan.lines, c.settings.roundingMode, plan.priceMode);
  const since = plan.previousStatementId ? null : dayAfter(previousClosing(c.closingDate));
  const firstDelivery = plan.sources[0]?.delivered ?? c.closingDate;
  const periodFrom = [since ?? dayAfter(previousClosing(c.closingDate)), firstDelivery].sort()[0] as string;
  return {
    id,
    companyId: c.user.companyId,
    kind: 'statement' as const,
    status: 'issued' as const,
    number,
    issueDate: c.closingDate,
    customerId: plan.customerId,
    honorific: plan.customer.honorific,
    counterpartyName: plan.customerName,
    counterparty: partyOf(plan.customer),
    subject: c.subject,
    dueDate: plan.dueDate,
    periodFrom: periodFrom < c.closingDate ? periodFrom : null,
    periodTo: periodFrom < c.closingDate ? c.closingDate : null,
    transactionDate: periodFrom < c.closingDate ? null : c.closingDate,
    bankAccountId: c.bank?.id ?? null,
    bankAccount: c.bank,
    notes: c.settings.defaultNotes.statement ?? '',
    roundingMode: c.settings.roundingMode,
    priceMode: plan.priceMode,
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    withholding: 0,
    amountDue: totals.total,
    byRate: totals.byRate,
    issuer: c.issuer,
    searchText: searchTextOf(number, 1, plan.customerName, c.subject),
    createdBy: c.user.id,
    updatedBy: c.user.id,
    issuedAt: c.now,
    createdAt: c.now,
    updatedAt: c.now,
  };
}
