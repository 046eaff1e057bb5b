import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenInvoice } from '@/core/api-types-payments';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { agingBucketOf, invoiceOutstanding, isPaidByHand } from '@/core/payments';
import type { Db } from '../../db/client';
import { documents, paymentAllocations } from '../../db/schema';
import { creditedSql } from '../../settlement/invoice-credits';
import { billedDocumentsOf } from '../../settlement/outstanding';

/**
 * The invoices a payment of this customer may settle, oldest due first: issued, latest, still
 * owing. Editing a payment (`paymentId`), its own invoices stay listed and its share counts as
 * free, so `outstanding` is what the form may allocate (less what 返品・値引き gave back).
 */
export async function openInvoicesFor(db: Db, companyId: string, customerId: string, paymentId = ''): Promise<OpenInvoice[]> {
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
      others: sql<string>`coalesce(sum(${paymentAllocations.amount}) filter (where ${paymentAllocations.paymentId} <> ${paymentId}), 0)`,
      mine: sql<string>`coalesce(sum(${paymentAllocations.amount}) filter (where ${paymentAllocations.paymentId} = ${paymentId}), 0)`,
      credited: creditedSql(),
    })
    .from(documents)
    .leftJoin(paymentAllocations, eq(paymentAllocations.documentId, documents.id))
    .where(and(billedDocumentsOf(companyId), eq(documents.customerId, customerId)))
    .groupBy(documents.id)
    .orderBy(asc(sql`coalesce(${documents.dueDate}, ${documents.issueDate})`), asc(documents.number));
  const today = todayInJapan();
  return rows.flatMap((r) => {
    const others = Number(r.others);
    const isMine = Number(r.mine) > 0;
    const credited = Number(r.credited);
    const outstanding = isPaidByHand(r, others) && !isMine ? 0 : invoiceOutstanding({ ...r, status: 'issued' }, others, credited);
    if (outstanding <= 0 && !isMine) return [];
    return [
      {
        id: r.id,
        kind: r.kind,
        number: documentNumberLabel(r.number, r.revision),
        issueDate: r.issueDate,
        dueDate: r.dueDate,
        amountDue: r.amountDue,
        paid: others,
        credited,
        outstanding,
        status: r.status,
        bucket: agingBucketOf(r.dueDate ?? r.issueDate, today),
      },
    ];
  });
}
