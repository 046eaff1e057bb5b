import { randomUUID } from 'node:crypto';
import { documentNumberLabel, kindInfo, numberPeriod } from '@/core/documents';
import { documentTotals } from '@/core/money';
import { closingLabel } from '@/core/statements';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { documentLines, documents, operationLogs, statementSources, statements } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { listBankAccounts } from './bank-accounts';
import { readClosing } from './closing-data';
import { planClosing } from './closing-plan';
import { documentRow, insertChunked, takeNumbers } from './closing-rows';
import { loadSettings, ruleOf } from './document-settings';

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
