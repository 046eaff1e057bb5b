import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenInvoice } from '@/core/contracts/payments';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { agingBucketOf } from '@/core/payments';
import type { Db } from '../../db/client';
import { documents, ledgerEntries } from '../../db/schema';
import { receivableSql } from '../../ledger/figures';
import { billedDocumentsOf, creditedSql, paidSql } from '../../settlement/outstanding';

/**
 * The invoices and 合計請求書 a payment of this customer may settle, oldest due first: issued,
 * latest, still owing in the ledger. Editing a payment (`paymentId`), its own documents stay
 * listed and its share counts as free, so `outstanding` is what the form may allocate.
 */
export async function openInvoicesFor(db: Db, companyId: string, customerId: string, paymentId = ''): Promise<OpenInvoice[]> {
  const mine = sql<string>`coalesce((select sum(le.credit - le.debit) from ${ledgerEntries} le
    where le.company_id = "documents"."company_id" and le.document_id = "documents"."id" and le.account = 'receivable'
      and le.source_id = ${paymentId}), 0)`;
  const rows = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      revision: documents.revision,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
      status: documents.status,
      amountDue: documents.amountDue,
      owed: receivableSql(null),
      paid: paidSql(),
      credited: creditedSql(),
      mine,
    })
    .from(documents)
    .where(and(billedDocumentsOf(companyId), eq(documents.customerId, customerId)))
    .orderBy(asc(sql`coalesce(${documents.dueDate}, ${documents.issueDate})`), asc(documents.number));
  const today = todayInJapan();
  return rows.flatMap((r) => {
    const mine = Number(r.mine);
    const outstanding = Math.max(Number(r.owed) + mine, 0);
    if (outstanding <= 0 && mine <= 0) return [];
    return [
      {
        id: r.id,
        kind: r.kind,
        number: documentNumberLabel(r.number, r.revision),
        issueDate: r.issueDate,
        dueDate: r.dueDate,
        amountDue: r.amountDue,
        paid: Number(r.paid) - mine,
        credited: Number(r.credited),
        outstanding,
        status: r.status,
        bucket: agingBucketOf(r.dueDate ?? r.issueDate, today),
      },
    ];
  });
}
