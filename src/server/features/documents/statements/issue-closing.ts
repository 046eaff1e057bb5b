import { randomUUID } from 'node:crypto';
import { documentNumberLabel, kindInfo, numberPeriod, todayInJapan } from '@/core/documents';
import { formatJapaneseDate } from '@/core/format';
import { documentTotals } from '@/core/money';
import { closingLabel } from '@/core/statements';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { documentLines, documents, operationLogs, statementSources, statements } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError } from '../../../http/errors';
import { postSales } from '../../../ledger/post';
import { publishEvents } from '../../../realtime/publish';
import { getCompanyProfile } from '../../../tenancy/company-profile';
import type { PdfOutput } from '../pdf/issued-pdf';
import { listBankAccounts } from '../settings/bank-accounts';
import { loadSettings, ruleOf } from '../settings/document-settings';
import { readClosing } from './closing-data';
import { keepClosingPdfs } from './closing-pdfs';
import { planClosing } from './closing-plan';
import { documentRow, insertChunked, takeNumbers } from './closing-rows';

/** What 一括発行 answers: statements issued, and how many of them got no PDF at issue (see keepClosingPdfs). */
export type ClosingIssued = { issued: number; pdfPending: number };

/**
 * 一括発行 with the PDFs: the batch commits first, then each statement's PDF is rendered and kept
 * before the answer (decision 010).
 */
export async function issueClosingWithPdfs(
  deps: { db: Db } & PdfOutput,
  user: CompanyUser,
  input: IssueClosingOptions & { closingDate: string },
): Promise<ClosingIssued> {
  const ids = await issueClosing(deps.db, user, input.closingDate, input);
  const pending = await keepClosingPdfs(deps, user.companyId, ids);
  return { issued: ids.length, pdfPending: pending.length };
}

type IssueClosingOptions = {
  /** Only these customers of the batch (all that have something to bill when left out). */
  customerIds?: string[];
  /** The user was asked, and issues for a 締め日 after today. */
  confirmFutureClosing?: boolean;
  today?: string;
};

/**
 * The batch itself: a 合計請求書 for every customer closing that day that has something to bill
 * and no statement for it yet (or only `customerIds`), in one transaction and a fixed number of
 * statements whatever the number of customers. Issued documents are frozen rows; their PDFs are
 * rendered from them after commit (keepClosingPdfs), so the numbering lock is not held for
 * 1,000 renders. Issuing the same closing again makes nothing new: the unique index on customer
 * and 締め日 is the last guard.
 *
 * A 締め日 after today is refused unless confirmed: 納品書 delivered and payments received
 * between today and that day would miss the statement, which is then frozen. The confirmation is
 * kept in each statement's log entry. Answers the ids of the statements issued.
 */
export async function issueClosing(
  db: Db,
  user: CompanyUser,
  closingDate: string,
  { customerIds, confirmFutureClosing = false, today = todayInJapan() }: IssueClosingOptions = {},
): Promise<string[]> {
  const isFuture = closingDate > today;
  if (isFuture && !confirmFutureClosing)
    throw new AppError(
      409,
      'FUTURE_CLOSING_UNCONFIRMED',
      `締め日がまだ来ていません（締め日 ${formatJapaneseDate(closingDate)}、今日 ${formatJapaneseDate(today)}）。締め日までの納品書や入金は、発行した合計請求書に入りません。発行する場合は、確認のうえ発行してください`,
    );
  try {
    return await db.transaction(async (tx) => {
      const settings = await loadSettings(tx, user.companyId);
      const planned = planClosing(await readClosing(tx, user.companyId, closingDate), closingDate, settings.roundingMode);
      const chosen = customerIds ? new Set(customerIds) : null;
      const due = planned.filter((p) => !p.statement && !p.skipReason && (!chosen || chosen.has(p.customerId)));
      if (due.length === 0) return [];
      const rule = ruleOf(settings, 'statement');
      const numbers = await takeNumbers(tx, user.companyId, rule.template, numberPeriod(rule.reset, closingDate), closingDate, due.length);
      const [issuer, accounts] = await Promise.all([getCompanyProfile(tx, user.companyId), listBankAccounts(tx, user.companyId)]);
      const bank = accounts.find((a) => a.isDefault) ?? accounts[0] ?? null;
      const now = new Date();
      const subject = closingLabel(closingDate);
      const made = due.map((p, i) => ({ plan: p, id: randomUUID(), number: numbers[i] as string }));
      const rows = made.map((m) => documentRow(m, { user, closingDate, subject, issuer, bank, now, settings }));
      await insertChunked(rows, (part) => tx.insert(documents).values(part));
      // Each statement is a receivable of its own: its sale in the ledger, in this transaction.
      await postSales(tx, user.companyId, rows);
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
            credited: plan.credited,
            carriedOver: plan.carriedOver,
            purchases: plan.purchases,
            tax: plan.tax,
            billed: plan.billed,
            receivedToDate: plan.receivedToDate,
            creditedToDate: plan.creditedToDate,
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
              ...(isFuture && { futureClosingConfirmed: true, confirmedOn: today }),
            },
          })),
        ),
      );
      await publishEvents(
        tx,
        user.companyId,
        made.map(({ id }) => ({ topic: 'company' as const, type: 'document.changed' as const, data: { kind: 'statement' as const, id } })),
      );
      return made.map(({ id }) => id);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'STATEMENT_EXISTS', 'この締め日の合計請求書は他の操作で発行されました。画面を更新して確認してください');
    throw error;
  }
}
