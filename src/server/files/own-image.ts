import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../http/errors';
import { imageContentTypes } from './uploads';

/**
 * A file id stored on a record (product or menu image, logo, seal) is served to diners
 * and printed on documents, so it must name a finished upload of the same company that is
 * an image. Another company's file, an unfinished upload or another kind of file is
 * refused: otherwise a company could show or print what it does not own.
 */
export async function checkOwnImage(db: Db | Tx, companyId: string, fileId: string | null | undefined, label: string) {
  if (!fileId) return;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.id, fileId), eq(files.companyId, companyId), eq(files.isComplete, true), inArray(files.contentType, imageContentTypes)),
    );
  if (!row) throw new AppError(400, 'UNKNOWN_FILE', `${label}が見つかりません。もう一度アップロードしてください`);
}
