import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { billedKinds } from '@/core/payments';
import { documents } from '../db/schema';
import { creditedSql } from './invoice-credits';

/** What payments settled of an invoice or statement, all of them and those dated on or before a day. */
export type SettledSql = { all: SQL; asOf: SQL };

/** A company's invoices and 合計請求書 as issued (the current version, never a draft): what can be owed. */
export const billedDocumentsOf = (companyId: string) =>
  and(
    eq(documents.companyId, companyId),
    inArray(documents.kind, [...billedKinds]),
    eq(documents.isLatest, true),
    ne(documents.status, 'draft'),
  ) as SQL;

/** 入金済 set by hand on an invoice no payment was recorded against (isPaidByHand, in SQL). */
export const paidByHandSql = (settled: SettledSql) => sql`${documents.status} = 'paid' and coalesce(${settled.all}, 0) = 0`;

/**
 * What an issued invoice or 合計請求書 (the `"documents"` row of the surrounding query) still owes
 * as of a day: invoiceOutstanding (src/core/payments) for every row at once — its 差引請求額 less
 * 返品・値引き issued and payments dated by then. One marked 入金済 by hand owes nothing from its
 * 入金日 on. 売掛金 and the dashboard both count with it.
 */
export function outstandingSql(asOf: string, settled: SettledSql): SQL<string> {
  return sql<string>`case
    when ${paidByHandSql(settled)}
      then case when ${documents.paidDate} is null or ${documents.paidDate} <= ${asOf} then 0 else ${documents.amountDue} end
    else greatest(${documents.amountDue} - ${creditedSql(asOf)} - coalesce(${settled.asOf}, 0), 0) end`;
}
