import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DocumentParty } from '@/core/api-types';
import { documentNumberLabel, formatDocumentNumber, kindInfo, numberPeriod } from '@/core/documents';
import { documentTotals } from '@/core/money';
import { closingLabel, dayAfter, previousClosing } from '@/core/statements';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { documentLines, documentNumberSequences, documents, operationLogs, statementSources, statements } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { listBankAccounts } from './bank-accounts';
import { readClosing } from './closing-data';
import { type PlannedStatement, planClosing } from './closing-plan';
import { searchTextOf } from './content';
import { loadSettings, ruleOf } from './document-settings';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const chunk = 500;
async function insertChunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

/**
 * Takes `count` consecutive numbers in one upsert: the counter row stays locked until the
 * batch commits, and a failed batch gives every number back.
 */
async function takeNumbers(tx: Tx, companyId: string, template: string, period: string, date: string, count: number) {
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

/**
 * 一括発行: a 合計請求書 for every customer closing that day that has something to bill and no
 * statement for it yet (or only `customerIds`), in one transaction and a fixed number of
 * statements whatever the number of customers. Issued documents are frozen rows; the PDF is
 * rendered from them on first use and kept with its hash (decision 010). Issuing the same
 * closing again makes nothing new: the unique index on customer and 締め日 is the last guard.
 */
export async function issueClosing(db: Db, user: CompanyUser, closingDate: string, customerIds?: string[]): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const settings = await loadSettings(tx, user.companyId);
      const planned = planClosing(await readClosing(tx, user.companyId, closingDate), closingDate, settings.roundingMode);
      const chosen = customerIds ? new Set(customerIds) : null;
      const due = planned.filter((p) => !p.statement && !p.skipReason && (!chosen || chosen.has(p.customerId)));
      if (due.length === 0) return 0;
      const rule = ruleOf(settings, 'statement');
      const numbers = await takeNumbers(tx, user.companyId, rule.template, numberPeriod(rule.reset, closingDate), closingDate, due.length);
      const [issuer, accounts] = await Promise.all([getCompanyProfile(tx, user.companyId), listBankAccounts(tx, user.companyId)]);
      const bank = accounts.find((a) => a.isDefault) ?? accounts[0] ?? null;
      const now = new Date();
      const subject = closingLabel(closingDate);
      const made = due.map((p, i) => ({ plan: p, id: randomUUID(), number: numbers[i] as string }));
      await insertChunked(made, (part) =>
        tx.insert(documents).values(part.map((m) => documentRow(m, { user, closingDate, subject, issuer, bank, now, settings }))),
      );
      const lineRows = made.flatMap(({ plan, id }) => {
        const amounts = documentTotals(plan.lines, settings.roundingMode, plan.priceMode).lineAmounts;
        return plan.lines.map((l, position) => ({
          id: randomUUID(),
          documentId: id,
          companyId: user.companyId,
          position,
          ...l,
          amount: amounts[position] ?? 0,
        }));
      });
      await insertChunked(lineRows, (part) => tx.insert(documentLines).values(part));
      await insertChunked(made, (part) =>
        tx.insert(statements).values(
          part.map(({ plan, id }) => ({
            documentId: id,
            companyId: user.companyId,
            customerId: plan.customerId,
            closingDate,
            previousStatementId: plan.previousStatementId,
            previousBilled: plan.previousBilled,
            received: plan.received,
            carriedOver: plan.carriedOver,
            purchases: plan.purchases,
            tax: plan.tax,
            billed: plan.billed,
            receivedToDate: plan.receivedToDate,
          })),
        ),
      );
      const sourceRows = made.flatMap(({ plan, id }) =>
        plan.sources.map((s) => ({ sourceId: s.id, statementId: id, companyId: user.companyId })),
      );
      await insertChunked(sourceRows, (part) => tx.insert(statementSources).values(part));
      // The record of each statement, as issuing one document writes it (訂正削除の履歴 reads it).
      await insertChunked(made, (part) =>
        tx.insert(operationLogs).values(
          part.map(({ plan, id, number }) => ({
            companyId: user.companyId,
            oemId: user.oemId,
            userId: user.id,
            operationType: 'document.issue',
            targetType: 'statement',
            targetId: id,
            detail: {
              title: kindInfo.statement.title,
              number: documentNumberLabel(number, 1),
              counterparty: plan.customerName,
              total: plan.total,
              closingDate,
            },
          })),
        ),
      );
      await publishEvents(
        tx,
        user.companyId,
        made.map(({ id }) => ({ topic: 'company' as const, type: 'document.changed' as const, data: { kind: 'statement' as const, id } })),
      );
      return made.length;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'STATEMENT_EXISTS', 'この締め日の合計請求書は他の操作で発行されました。画面を更新して確認してください');
    throw error;
  }
}

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
function documentRow({ plan, id, number }: { plan: PlannedStatement; id: string; number: string }, c: RowContext) {
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
