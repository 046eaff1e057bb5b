import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentArchives } from '../../../db/schema';
import { removeFile } from '../../../files/file-store';
import { archiveLifetimeMs } from './archive-store';

/** Archives handled a transaction each, so no transaction grows large. */
const batchSize = 100;

/**
 * The hourly expiry of 期間エクスポート (app-jobs.ts): a ZIP past its 24 hours is removed from the
 * file store and its archive marked `expired`. An archive still unfinished a day after it was
 * asked for (its process died on the job's last try) is marked failed, and any file it left goes.
 * Answers how many archives it ended.
 */
export async function expireDocumentArchives(db: Db, now = new Date()): Promise<number> {
  let ended = 0;
  const stuckBefore = new Date(now.getTime() - archiveLifetimeMs);
  const rounds = [
    {
      where: and(eq(documentArchives.state, 'done'), lte(documentArchives.expiresAt, now)),
      set: { state: 'expired' as const },
    },
    {
      where: and(inArray(documentArchives.state, ['queued', 'running']), lte(documentArchives.createdAt, stuckBefore)),
      set: {
        state: 'failed' as const,
        finishedAt: now,
        error: { code: 'ARCHIVE_FAILED', message: 'ZIPの作成が終わらなかったため中止しました。もう一度作成してください' },
      },
    },
  ];
  for (const { where, set } of rounds) {
    for (;;) {
      const due = await db.select({ id: documentArchives.id }).from(documentArchives).where(where).limit(batchSize);
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          // Marked only if it is still due (a run may have finished it meanwhile), its file removed with it.
          const [row] = await tx
            .update(documentArchives)
            .set(set)
            .where(and(eq(documentArchives.id, id), where))
            .returning({ fileKey: documentArchives.fileKey });
          if (row?.fileKey) await removeFile(tx, row.fileKey);
          if (row) ended += 1;
        });
      }
      if (due.length < batchSize) break;
    }
  }
  return ended;
}
