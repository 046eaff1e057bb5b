import { createHash } from 'node:crypto';
import type { ReceivedSummary } from '@/core/contracts/received';
import { isReceivedContentType, maxReceivedBytes, receivedSizeMessage, receivedTypeMessage, sniffReceivedType } from '@/core/received';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { receivedDocuments } from '../../db/schema';
import { putFile } from '../../files/file-store';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { isSafeText } from '../../http/safe-text';
import { logName, toSummary } from './received-view';

export const receivedFileKey = (companyId: string, id: string) => `received/${companyId}/${id}`;
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Keeps a received file exactly as it came (no re-encoding, so its SHA-256 is the sender's file's)
 * and makes a 下書き of it for a person to fill in and save. Its type is checked twice: the type
 * the browser declared, and what the bytes are.
 */
export async function uploadReceived(
  db: Db,
  user: CompanyUser,
  { filename, contentType, bytes }: { filename: string; contentType: string; bytes: Uint8Array },
): Promise<ReceivedSummary> {
  const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isReceivedContentType(declared)) throw new AppError(415, 'UNSUPPORTED_TYPE', receivedTypeMessage);
  if (bytes.length > maxReceivedBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE', receivedSizeMessage);
  if (bytes.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'ファイルが空です');
  if (sniffReceivedType(bytes.subarray(0, 8)) !== declared)
    throw new AppError(415, 'UNSUPPORTED_TYPE', 'ファイルの中身がファイルの種類（PDF・PNG・JPEG）と一致しません');
  if (!isSafeText(filename) || /[\t\r\n]/.test(filename))
    throw new AppError(400, 'INVALID_CHARACTERS', 'ファイル名に使用できない文字が含まれています');
  const id = crypto.randomUUID();
  const sha256 = sha256Of(bytes);
  const row = await db.transaction(async (tx) => {
    await putFile(tx, receivedFileKey(user.companyId, id), bytes);
    const [inserted] = await tx
      .insert(receivedDocuments)
      .values({
        id,
        companyId: user.companyId,
        fileKey: receivedFileKey(user.companyId, id),
        filename,
        contentType: declared,
        size: bytes.length,
        sha256,
        uploadedBy: user.id,
      })
      .returning();
    await recordOperation(tx, actorOf(user), {
      operationType: 'received.upload',
      targetType: 'received',
      targetId: id,
      detail: { name: logName(filename), filename, size: bytes.length, sha256 },
    });
    return inserted as NonNullable<typeof inserted>;
  });
  return toSummary(row, null, new Map([[user.id, user.name]]));
}
