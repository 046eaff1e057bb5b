import { and, eq } from 'drizzle-orm';
import type { ReceivedDetail } from '@/core/contracts/received';
import type { ReceivedDeletionInput } from '@/core/schemas/received';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { receivedDocuments } from '../../db/schema';
import { removeFile } from '../../files/file-store';
import type { CompanyUser } from '../../http/env';
import { findReceived, logName, receivedDetail, requireStatus } from './received-view';

/**
 * 削除 of a saved entry: only marked, with who, when and why. The file and every version stay,
 * viewable and in the period export, as 電子帳簿保存法 asks of a deleted record.
 */
export async function deleteReceived(db: Db, user: CompanyUser, id: string, { reason }: ReceivedDeletionInput): Promise<ReceivedDetail> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(receivedDocuments)
      .set({ status: 'deleted', deletedAt: new Date(), deletedBy: user.id, deleteReason: reason })
      .where(and(eq(receivedDocuments.companyId, user.companyId), eq(receivedDocuments.id, id), eq(receivedDocuments.status, 'confirmed')))
      .returning({ version: receivedDocuments.currentVersion, filename: receivedDocuments.filename });
    if (!marked) {
      const row = await findReceived(tx, user.companyId, id);
      requireStatus(
        row,
        'confirmed',
        row.status === 'deleted' ? 'この書類はすでに削除されています' : '未確認の書類は削除せずに破棄してください',
      );
    }
    await recordOperation(tx, actorOf(user), {
      operationType: 'received.delete',
      targetType: 'received',
      targetId: id,
      detail: { name: logName(marked?.filename ?? ''), version: marked?.version, reason },
    });
    return receivedDetail(tx, user.companyId, id);
  });
}

/**
 * 破棄 of a draft: a file uploaded by mistake, which no one has saved as a record. It goes with
 * its bytes; the operation log keeps its name and hash.
 */
export async function discardReceived(db: Db, user: CompanyUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findReceived(tx, user.companyId, id);
    requireStatus(row, 'draft', '保存済みの書類は破棄できません。削除する場合は理由を入力してください');
    const [gone] = await tx
      .delete(receivedDocuments)
      .where(and(eq(receivedDocuments.companyId, user.companyId), eq(receivedDocuments.id, id), eq(receivedDocuments.status, 'draft')))
      .returning({ id: receivedDocuments.id });
    // Saved by someone else in the meantime: the record stays.
    if (!gone) requireStatus(await findReceived(tx, user.companyId, id), 'draft', '保存済みの書類は破棄できません');
    await removeFile(tx, row.fileKey);
    await recordOperation(tx, actorOf(user), {
      operationType: 'received.discard',
      targetType: 'received',
      targetId: id,
      detail: { name: logName(row.filename), filename: row.filename, sha256: row.sha256 },
    });
  });
}
