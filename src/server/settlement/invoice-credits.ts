import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { billedKinds } from '@/core/payments';
import type { Db, Tx } from '../db/client';
import { documents } from '../db/schema';

/**
 * 返品・値引き reduce what an invoice or a 合計請求書 owes: the issued, latest credit notes made
 * from any version of it (a 修正 keeps the number, and a credit note names the version it was
 * made from; a statement has one version). 売掛金, 消込, 督促, the dashboard and the documents
 * feature read them from here.
 */

/**
 * What credit notes gave back on the invoice or statement row of the surrounding query (`"documents"` unaliased),
 * optionally only those issued on or before `asOf`.
 */
export function creditedSql(asOf?: string): SQL<string> {
  const byDay = asOf ? sql` and cn.issue_date <= ${asOf}` : sql``;
  return sql<string>`coalesce((select sum(cn.amount_due) from ${documents} cn join ${documents} src on src.id = cn.source_id
    where cn.company_id = "documents"."company_id" and cn.kind = 'credit_note' and cn.is_latest and cn.status <> 'draft'
      and src.company_id = "documents"."company_id" and src.kind = "documents"."kind" and src.number = "documents"."number"${byDay}), 0)`;
}

const creditNote = alias(documents, 'credit_note');

type Billed = { id: string; kind: string; number: string | null };
const keyOf = (kind: string, number: string) => `${kind}:${number}`;

/** What credit notes gave back on each of these invoices or statements (by id; none is 0). */
export async function creditedByInvoice(db: Db | Tx, companyId: string, invoices: Billed[]): Promise<Map<string, number>> {
  const numbers = [...new Set(invoices.flatMap((i) => (i.number ? [i.number] : [])))];
  const result = new Map(invoices.map((i) => [i.id, 0]));
  if (numbers.length === 0) return result;
  const rows = await db
    .select({ kind: documents.kind, number: documents.number, amount: sql<string>`sum(${creditNote.amountDue})` })
    .from(creditNote)
    .innerJoin(documents, eq(documents.id, creditNote.sourceId))
    .where(
      and(
        eq(creditNote.companyId, companyId),
        eq(creditNote.kind, 'credit_note'),
        eq(creditNote.isLatest, true),
        ne(creditNote.status, 'draft'),
        eq(documents.companyId, companyId),
        inArray(documents.kind, [...billedKinds]),
        inArray(documents.number, numbers),
      ),
    )
    .groupBy(documents.kind, documents.number);
  const byNumber = new Map(rows.map((r) => [keyOf(r.kind, r.number ?? ''), Number(r.amount)]));
  for (const i of invoices) result.set(i.id, (i.number && byNumber.get(keyOf(i.kind, i.number))) || 0);
  return result;
}
