import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { billedKinds } from '@/core/payments';
import { isLatestIssued } from '../db/issued-documents';
import { documents } from '../db/schema';
import { receivableSql } from '../ledger/figures';

/** A company's invoices and 合計請求書 as issued (the current version, never a draft): what can be owed. */
export const billedDocumentsOf = (companyId: string) =>
  and(eq(documents.companyId, companyId), inArray(documents.kind, [...billedKinds]), isLatestIssued()) as SQL;

/**
 * What an issued invoice or 合計請求書 (the `"documents"` row of the surrounding query) still owes
 * as of a day, read from the ledger: its sale less 返品・値引き, payments and 入金済 set by hand
 * posted by then. 売掛金, the dashboard, 督促 and bank matching all count with it.
 */
export const outstandingSql = (asOf: string): SQL<string> => sql<string>`greatest(${receivableSql(asOf)}, 0)`;

/** What 返品・値引き took off the row's 売掛金 (all of them, or those issued by a day). */
export const creditedSql = (asOf?: string): SQL<string> => receivableSql(asOf ?? null, 'creditNote');

/** What payments settled of the row (all of them, or those dated by a day). */
export const paidSql = (asOf?: string): SQL<string> => receivableSql(asOf ?? null, 'payment');
