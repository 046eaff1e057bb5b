import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import type { SuppliedSettlementInput } from '@/core/schemas/documents';
import { settledOnProblem, settlementMethodLabels } from '@/core/supplied-materials';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { recordDocumentChange } from './document-change';
import { findDocument, toDocument } from './view';

/**
 * 有償支給原材料の決済 (取適法): marks one material of an issued 発注書 決済済み on a day, or clears
 * it. The order's content stays frozen (and so does the PDF kept at issue); the settlement is
 * the order's state, like 入金済's date, and is written to 操作履歴.
 */
export async function settleSuppliedMaterial(
  db: Db,
  user: CompanyUser,
  id: string,
  index: number,
  input: SuppliedSettlementInput,
): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const current = await findDocument(tx, user.companyId, 'purchase_order', id, { lock: true });
    const material = Number.isInteger(index) ? current.suppliedMaterials[index] : undefined;
    if (!material) throw notFound('有償支給原材料が見つかりません');
    if (current.status === 'draft')
      throw new AppError(409, 'NOT_ISSUED', '下書きの発注書の有償支給原材料は決済済みにできません。先に発行してください');
    if (!current.isLatest) throw new AppError(409, 'NOT_LATEST', 'この発注書には新しい版があります。最新の版で決済済みにしてください');
    const problem = input.settledOn && settledOnProblem(input.settledOn, material.settlementMethod, current.dueDate, todayInJapan());
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, [{ path: 'settledOn', message: problem }]);
    const others = current.suppliedSettlements.filter((s) => s.index !== index);
    const settlements = input.settledOn ? [...others, { index, settledOn: input.settledOn }].sort((a, b) => a.index - b.index) : others;
    const [row] = await tx
      .update(documents)
      .set({ suppliedSettlements: settlements, updatedAt: new Date(), updatedBy: user.id })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
      .returning();
    if (!row) throw new Error('update returned nothing');
    await recordDocumentChange(
      tx,
      user,
      'document.supplied-settlement',
      { kind: 'purchase_order', id },
      {
        number: documentNumberLabel(row.number, row.revision),
        material: material.name,
        method: settlementMethodLabels[material.settlementMethod],
        settledOn: input.settledOn,
      },
    );
    return toDocument(tx, row);
  });
}
