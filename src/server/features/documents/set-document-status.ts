import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
import { canSetStatus, type DocumentKind, documentNumberLabel, kindInfo, statusLabels, todayInJapan } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import type { DocumentStatusInput } from '@/core/schemas/documents';
import type { Db, Tx } from '../../db/client';
import { documents, paymentAllocations } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { postStatusByHand } from '../../ledger/post-document';
import { recordDocumentChange } from './document-change';
import { findDocument, toDocument } from './view';

/** 受注 / 失注 / 入金済 / 納品済 / 送付済 by hand; the content of an issued document stays frozen. */
export async function setDocumentStatus(
  db: Db,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  input: DocumentStatusInput,
): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
    if (current.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きのステータスは変更できません。先に発行してください');
    // Once a payment is set against an invoice, its payments decide 一部入金 and 入金済.
    if (isBilledKind(kind) && (await hasPayments(tx, id)))
      throw new AppError(409, 'HAS_PAYMENTS', '入金が記録されている請求書のステータスは、入金の登録・変更・削除で変わります（入金管理）');
    if (!canSetStatus(kind, current.status, input.status))
      throw new AppError(
        409,
        'INVALID_STATUS',
        `${statusLabels[current.status]}の${kindInfo[kind].title}を「${statusLabels[input.status]}」にはできません`,
      );
    const paidDate = input.status === 'paid' ? (input.paidDate ?? todayInJapan()) : null;
    const now = new Date();
    // 送付済 by hand (sent by post or handed over) is a 送付日時 too, unless a mail already set one.
    const sentAt = input.status === 'sent' ? (current.sentAt ?? now) : current.sentAt;
    const [row] = await tx
      .update(documents)
      .set({ status: input.status, paidDate, sentAt, updatedAt: now, updatedBy: user.id })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
      .returning();
    if (!row) throw new Error('update returned nothing');
    await postStatusByHand(tx, row, current.status === 'paid');
    await recordDocumentChange(
      tx,
      user,
      'document.status',
      { kind, id },
      {
        number: documentNumberLabel(row.number, row.revision),
        from: statusLabels[current.status],
        to: statusLabels[input.status],
        ...(paidDate ? { paidDate } : {}),
      },
    );
    return toDocument(tx, row);
  });
}

async function hasPayments(tx: Tx, documentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentAllocations.id })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.documentId, documentId))
    .limit(1);
  return Boolean(row);
}
