import { and, eq } from 'drizzle-orm';
import { kindInfo } from '@/core/documents';
import { recordOperation } from '../../../audit/record-operation';
import type { Db } from '../../../db/client';
import { documentArchives } from '../../../db/schema';
import { removeFile, StoredFileChanged, writeFileStream } from '../../../files/file-store';
import { AppError } from '../../../http/errors';
import { type ZipEntry, zipChunks } from '../../../http/zip-stream';
import type { JobRun } from '../../../jobs/engine';
import { log } from '../../../log';
import type { PdfOutput } from '../pdf/issued-pdf';
import { expireDocumentArchives } from './archive-expiry';
import { type ArchiveRow, archiveLifetimeMs, documentArchiveQueue } from './archive-store';
import { preparePeriodArchive, type ReceivedArchiveSource } from './period-archive';

export type ArchiveJobDeps = { db: Db; output: PdfOutput; received?: ReceivedArchiveSource };

/** How often, at most, the progress (PDFs written) is saved for the screen. */
const progressEveryMs = 500;

/** Another run of the same archive took over (this one's job expired and was retried): this one stops. */
class Superseded extends Error {}

type Run = { archive: ArchiveRow; runId: string; fileKey: string };

/**
 * The job of a 期間エクスポート (decision 018): writes the ZIP — the same entries as the export
 * always had (period-archive.ts) — into the file store as it is made, a chunk at a time, saving
 * how many PDFs are in so far. Each run starts the file over under a key of its own; a run that
 * another has taken over stops. A refusal (too many documents for one ZIP) ends it failed at once;
 * another error is retried, and ends it failed once the retries are spent. A job that finds its
 * archive ended does nothing.
 */
export async function runDocumentArchive({ db, output, received }: ArchiveJobDeps, { archiveId }: { archiveId: string }, job: JobRun) {
  const run = await claim(db, archiveId);
  if (!run) return;
  try {
    await writeArchive(db, output, run, received ?? null);
  } catch (error) {
    await removeFile(db, run.fileKey);
    if (error instanceof Superseded || error instanceof StoredFileChanged) return;
    const isRefusal = error instanceof AppError && error.status < 500;
    if (!isRefusal && job.retryCount < job.retryLimit) throw error;
    if (!isRefusal) log.error({ err: error, archiveId }, '期間エクスポートのZIPを作成できませんでした');
    const reason = isRefusal
      ? error
      : new AppError(500, 'ARCHIVE_FAILED', 'ZIPを作成できませんでした。時間をおいて、もう一度作成してください');
    await db
      .update(documentArchives)
      .set({ state: 'failed', error: { code: reason.code, message: reason.message }, finishedAt: new Date() })
      .where(and(eq(documentArchives.id, run.archive.id), eq(documentArchives.runId, run.runId)));
  }
}

/**
 * Marks the archive running under a new run id and file key; the file an earlier run left (its
 * process died) goes, which also stops that run should it still be writing.
 */
async function claim(db: Db, id: string): Promise<Run | null> {
  return db.transaction(async (tx) => {
    const [archive] = await tx.select().from(documentArchives).where(eq(documentArchives.id, id)).for('update');
    if (!archive || (archive.state !== 'queued' && archive.state !== 'running')) return null;
    const runId = crypto.randomUUID();
    const fileKey = `archives/${archive.companyId}/${archive.id}-${runId}.zip`;
    if (archive.fileKey) await removeFile(tx, archive.fileKey);
    await tx.update(documentArchives).set({ state: 'running', runId, fileKey, total: null, written: 0 }).where(eq(documentArchives.id, id));
    return { archive, runId, fileKey };
  });
}

/** Saves the run's progress; a run that is no longer the archive's stops here. */
async function saveProgress(db: Db, run: Run, progress: { total?: number; written: number }) {
  const saved = await db
    .update(documentArchives)
    .set(progress)
    .where(and(eq(documentArchives.id, run.archive.id), eq(documentArchives.runId, run.runId), eq(documentArchives.state, 'running')))
    .returning({ id: documentArchives.id });
  if (saved.length === 0) throw new Superseded();
}

async function writeArchive(db: Db, output: PdfOutput, run: Run, received: ReceivedArchiveSource | null) {
  const { archive } = run;
  const prepared = await preparePeriodArchive(
    db,
    output,
    archive.companyId,
    archive.kinds,
    { from: archive.periodFrom, to: archive.periodTo },
    archive.encoding,
    undefined,
    received,
  );
  try {
    // Progress counts every file of the ZIP: the documents' PDFs and the 受領書類 as received.
    const fileCount = prepared.total + prepared.received;
    await saveProgress(db, run, { total: fileCount, written: 0 });
    let written = 0;
    let savedAt = Date.now();
    // Each PDF is counted once the ZIP asks for the entry after it, that is once it is written.
    async function* counted(entries: AsyncIterable<ZipEntry>): AsyncGenerator<ZipEntry> {
      for await (const entry of entries) {
        yield entry;
        if (!entry.isStored) continue;
        written += 1;
        if (Date.now() - savedAt < progressEveryMs) continue;
        await saveProgress(db, run, { written });
        savedAt = Date.now();
      }
    }
    const size = await writeFileStream(db, run.fileKey, zipChunks(counted(prepared.entries())));
    const finishedAt = new Date();
    await db.transaction(async (tx) => {
      const done = await tx
        .update(documentArchives)
        .set({
          state: 'done',
          size,
          written: fileCount,
          replaced: prepared.replaced,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + archiveLifetimeMs),
        })
        .where(and(eq(documentArchives.id, archive.id), eq(documentArchives.runId, run.runId), eq(documentArchives.state, 'running')))
        .returning({ id: documentArchives.id });
      if (done.length === 0) throw new Superseded();
      await recordOperation(tx, archive.requestedBy, {
        operationType: 'document.archive',
        targetType: 'documents',
        targetId: archive.id,
        detail: {
          from: archive.periodFrom,
          to: archive.periodTo,
          encoding: archive.encoding,
          kinds: archive.kinds.map((k) => kindInfo[k].title),
          count: prepared.total,
          counts: prepared.counts,
          received: prepared.received,
          size,
        },
      });
    });
  } finally {
    await prepared.discard();
  }
}

/** What the job queue runs for 期間エクスポート (handed to app-jobs.ts by the composition roots). */
export const documentArchiveJobs = (deps: ArchiveJobDeps) => ({
  queue: documentArchiveQueue,
  run: (data: { archiveId: string }, job: JobRun) => runDocumentArchive(deps, data, job),
  expire: () => expireDocumentArchives(deps.db),
});
