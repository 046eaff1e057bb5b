import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerEntries } from '../db/schema';

/**
 * What the ledger says of an invoice or 合計請求書: what it still owes, what payments settled,
 * what 返品・値引き gave back and what was settled by hand (入金済 set by hand). A reversed
 * posting and its reversal cancel out, so plain sums are the standing figures.
 */
export type DocumentFigures = { owed: number; paid: number; credited: number; settledByHand: number; lastPaymentDate: string | null };

const none = (): DocumentFigures => ({ owed: 0, paid: 0, credited: 0, settledByHand: 0, lastPaymentDate: null });

/** Figures per document id, as of a day when given (entries dated on or before it). */
export async function documentFigures(tx: Tx | Db, companyId: string, ids: string[], asOf?: string): Promise<Map<string, DocumentFigures>> {
  const result = new Map(ids.map((id) => [id, none()]));
  if (ids.length === 0) return result;
  const rows = await tx
    .select({
      documentId: ledgerEntries.documentId,
      owed: sql<string>`sum(${ledgerEntries.debit} - ${ledgerEntries.credit})`,
      paid: sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}) filter (where ${ledgerEntries.postingType} = 'payment'), 0)`,
      credited: sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}) filter (where ${ledgerEntries.postingType} = 'creditNote'), 0)`,
      settledByHand: sql<string>`coalesce(sum(${ledgerEntries.credit} - ${ledgerEntries.debit}) filter (where ${ledgerEntries.postingType} = 'settledByHand'), 0)`,
      // The day of the last standing payment: a reversal carries its original's date, so a
      // payment whose reversals match its postings is left out.
      lastPaymentDate: sql<
        string | null
      >`max(${ledgerEntries.entryDate}) filter (where ${ledgerEntries.postingType} = 'payment' and ${ledgerEntries.reverses} is null
        and not exists (select 1 from ${ledgerEntries} r where r.company_id = ${companyId} and r.reverses = "ledger_entries"."posting_id"))`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.account, 'receivable'),
        inArray(ledgerEntries.documentId, ids),
        asOf ? sql`${ledgerEntries.entryDate} <= ${asOf}` : undefined,
      ),
    )
    .groupBy(ledgerEntries.documentId);
  for (const r of rows)
    if (r.documentId)
      result.set(r.documentId, {
        owed: Number(r.owed),
        paid: Number(r.paid),
        credited: Number(r.credited),
        settledByHand: Number(r.settledByHand),
        lastPaymentDate: r.lastPaymentDate,
      });
  return result;
}

/**
 * The ledger's figure of the `"documents"` row of the surrounding query, in SQL: its 売掛金
 * (debit − credit) as of a day, optionally of one posting type only (then as money taken off it).
 */
export function receivableSql(asOf: string | null, type?: 'payment' | 'creditNote' | 'settledByHand'): SQL<string> {
  const byDay = asOf ? sql` and le.entry_date <= ${asOf}` : sql``;
  const sign = type ? sql`le.credit - le.debit` : sql`le.debit - le.credit`;
  const ofType = type ? sql` and le.posting_type = ${type}` : sql``;
  return sql<string>`coalesce((select sum(${sign}) from ${ledgerEntries} le
    where le.company_id = "documents"."company_id" and le.document_id = "documents"."id" and le.account = 'receivable'${ofType}${byDay}), 0)`;
}

/** 前受金 per customer as of a day: credits less debits on the advance account. */
export async function advancesByCustomer(db: Db | Tx, companyId: string, asOf: string, customerId?: string) {
  const rows = await db
    .select({ customerId: ledgerEntries.customerId, advance: sql<string>`sum(${ledgerEntries.credit} - ${ledgerEntries.debit})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.account, 'advance'),
        sql`${ledgerEntries.entryDate} <= ${asOf}`,
        customerId ? eq(ledgerEntries.customerId, customerId) : undefined,
      ),
    )
    .groupBy(ledgerEntries.customerId);
  return rows.flatMap((r) => (r.customerId ? [{ customerId: r.customerId, advance: Number(r.advance) }] : []));
}
