import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentArchive } from '@/core/contracts/documents';
import type { DocumentKind } from '@/core/documents';
import type { DocumentArchiveInput } from '@/core/schemas/documents';
import { actorOf } from '../../../audit/record-operation';
import type { Db } from '../../../db/client';
import { documentArchives } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError, notFound } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/engine';

/** The queue of the job that writes a 期間エクスポート (archive-job.ts). */
export const documentArchiveQueue = 'document-archive';
/** How long a ZIP is kept once written. */
export const archiveLifetimeMs = 24 * 60 * 60 * 1000;
/** ZIPs of a company waiting or being written at once: more are refused until one ends. */
const maxUnfinished = 5;
/** How many of a member's ZIPs the list shows. */
const listed = 20;

export type ArchiveRow = typeof documentArchives.$inferSelect;

/** The name the ZIP is saved under, from its period: ASCII for old clients, Japanese for the rest. */
export function archiveFileNames(row: Pick<ArchiveRow, 'periodFrom' | 'periodTo'>) {
  const period = `${row.periodFrom.replace(/-/g, '')}-${row.periodTo.replace(/-/g, '')}`;
  return { ascii: `documents-${period}.zip`, name: `帳票_${period}.zip` };
}

export function archiveView(row: ArchiveRow): DocumentArchive {
  return {
    id: row.id,
    state: row.state,
    from: row.periodFrom,
    to: row.periodTo,
    encoding: row.encoding,
    kinds: row.kinds,
    total: row.total,
    written: row.written,
    size: row.size,
    fileName: archiveFileNames(row).name,
    replaced: row.replaced ? { count: row.replaced.count, characters: row.replaced.characters } : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** A member's own archives only: another member's (who may read other kinds) and another company's are not found. */
const ownedBy = (user: CompanyUser) =>
  and(eq(documentArchives.companyId, user.companyId), sql`${documentArchives.requestedBy}->>'userId' = ${user.id}`);

const byKey = (db: Db, user: CompanyUser, key: string) =>
  db
    .select()
    .from(documentArchives)
    .where(and(ownedBy(user), eq(documentArchives.idempotencyKey, key)))
    .then(([row]) => row);

/**
 * Records a 期間エクスポート of `kinds` (those the member may read) and queues its job in one
 * transaction; answers it at once. The same Idempotency-Key again answers the one it queued.
 */
export async function queueDocumentArchive(
  db: Db,
  queue: JobQueue,
  user: CompanyUser,
  kinds: readonly DocumentKind[],
  input: DocumentArchiveInput,
  requestKey?: string,
): Promise<DocumentArchive> {
  const idempotencyKey = requestKey ?? crypto.randomUUID();
  const earlier = await byKey(db, user, idempotencyKey);
  if (earlier) return archiveView(earlier);
  const id = crypto.randomUUID();
  const row = await db.transaction(async (tx) => {
    const [busy] = await tx
      .select({ n: count() })
      .from(documentArchives)
      .where(and(eq(documentArchives.companyId, user.companyId), inArray(documentArchives.state, ['queued', 'running'])));
    if ((busy?.n ?? 0) >= maxUnfinished)
      throw new AppError(
        429,
        'TOO_MANY_REQUESTS',
        `作成中の期間エクスポートが${maxUnfinished}件あります。終わってからもう一度お試しください`,
      );
    const [inserted] = await tx
      .insert(documentArchives)
      .values({
        id,
        companyId: user.companyId,
        requestedBy: actorOf(user),
        idempotencyKey,
        periodFrom: input.from,
        periodTo: input.to,
        kinds: [...kinds],
        encoding: input.encoding,
      })
      .onConflictDoNothing()
      .returning();
    // The same key from a request running at the same moment: that one queued it.
    if (inserted) await queue.send(tx, documentArchiveQueue, { archiveId: id });
    return inserted;
  });
  if (!row) {
    const other = await byKey(db, user, idempotencyKey);
    if (!other) throw notFound('期間エクスポートが見つかりません');
    return archiveView(other);
  }
  queue.wake(documentArchiveQueue);
  return archiveView(row);
}

export async function findDocumentArchive(db: Db, user: CompanyUser, id: string): Promise<ArchiveRow> {
  const [row] = await db
    .select()
    .from(documentArchives)
    .where(and(ownedBy(user), eq(documentArchives.id, id)));
  if (!row) throw notFound('期間エクスポートが見つかりません');
  return row;
}

export async function listDocumentArchives(db: Db, user: CompanyUser): Promise<DocumentArchive[]> {
  const rows = await db
    .select()
    .from(documentArchives)
    .where(ownedBy(user))
    .orderBy(desc(documentArchives.createdAt), desc(documentArchives.id))
    .limit(listed);
  return rows.map(archiveView);
}
