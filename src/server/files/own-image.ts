import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../http/errors';
import { imageContentTypes } from './uploads';

async function isOwnImage(db: Db | Tx, companyId: string, fileId: string, { allowPrivate }: { allowPrivate: boolean }) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.companyId, companyId),
        eq(files.isComplete, true),
        inArray(files.contentType, imageContentTypes),
        allowPrivate ? undefined : eq(files.isPrivate, false),
      ),
    );
  return Boolean(row);
}

const unknownFile = (label: string) => new AppError(400, 'UNKNOWN_FILE', `${label}が見つかりません。もう一度アップロードしてください`);

/**
 * A file id stored on a record (product or menu image, logo) is served to diners and printed
 * on documents, so it must name a finished upload of the same company that is an image.
 * Another company's file, an unfinished upload or another kind of file is refused: otherwise a
 * company could show or print what it does not own. A private file (a seal) is refused too, so
 * nobody can publish the seal by making it a menu photo.
 */
export async function checkOwnImage(db: Db | Tx, companyId: string, fileId: string | null | undefined, label: string) {
  if (fileId && !(await isOwnImage(db, companyId, fileId, { allowPrivate: false }))) throw unknownFile(label);
}

/**
 * The seal: an own image like the others, from now on served only to the company's members
 * (/api/private/files), never at its public URL, even after it is replaced — issued documents
 * keep printing it, and it is what makes a forged invoice look genuine.
 */
export async function claimPrivateImage(db: Db | Tx, companyId: string, fileId: string | null | undefined, label: string) {
  if (!fileId) return;
  if (!(await isOwnImage(db, companyId, fileId, { allowPrivate: true }))) throw unknownFile(label);
  await db
    .update(files)
    .set({ isPrivate: true })
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
}
