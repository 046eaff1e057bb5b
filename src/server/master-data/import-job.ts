import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordOperation } from '../audit/record-operation';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { masterImportBatches, masterImports } from '../db/schema';
import { readStoredFile, removeFile } from '../files/file-store';
import { AppError } from '../http/errors';
import { type JobRun, RunLater } from '../jobs/engine';
import { publishEvents } from '../realtime/publish';
import { decodeCsv, type RowError, readImport } from './csv';
import type { MasterDataDefinition } from './define';
import { type ImportOptions, type ImportRun, ImportSuperseded, importFailed, writeImportRows } from './import-rows';
import { undoImport } from './import-undo';

export const maxImportRows = 50_000;
type ImportRow = typeof masterImports.$inferSelect;
type Definitions = Record<ImportRow['entity'], MasterDataDefinition<unknown>>;
/** Another import of the company is running (here or on another instance): this one looks again after this… */
const busyWaitSeconds = 1;
/**
 * …up to this many times (an hour). An import whose process died and whose job then spent its
 * retries stays `running` (README: stuck imports); the ones behind it end failed, not queued forever.
 */
const maxWaits = 3600;

/**
 * The job of a CSV import (decision 018): claims the import (one running per company, across
 * instances), reads and checks its file as the preview does, and writes its rows in batches
 * (import-rows.ts), resuming after the last committed batch when it runs again. A refusal (the
 * file, a row of an all-or-nothing file, a locked row, a code taken meanwhile) ends it as failed,
 * its written batches undone; another error is retried, and undone once the retries are spent.
 * A job that finds its import ended does nothing.
 */
export async function runMasterImport(
  db: Db,
  definitions: Definitions,
  { importId, waits = 0 }: { importId: string; waits?: number },
  job: JobRun,
  options: ImportOptions = {},
) {
  const [found] = await db.select().from(masterImports).where(eq(masterImports.id, importId));
  if (!found || found.state === 'done' || found.state === 'failed') return;
  const imp = await claim(db, found).catch(async (error: unknown) => {
    if (!(error instanceof RunLater)) throw error;
    if (waits < maxWaits) throw new RunLater(error.seconds, { importId, waits: waits + 1 });
    const busy = new AppError(409, 'IMPORT_FAILED', '別の取り込みが終わらないため、取り込めませんでした。時間をおいて再度お試しください');
    await fail(db, found, busy, []);
    return null;
  });
  if (!imp) return;
  const def = definitions[imp.entity];
  const writtenAt = imp.writtenAt as Date;
  let rowErrors: RowError[] = [];
  try {
    const { rows, errors, total, fileKeys } = await readFile(db, def, imp);
    rowErrors = errors;
    await db.update(masterImports).set({ total, valid: rows.length, rowErrors: errors }).where(eq(masterImports.id, imp.id));
    if (imp.mode === 'all' && errors.length > 0)
      throw new AppError(400, 'IMPORT_ROWS_INVALID', `${errors.length}行にエラーがあるため、取り込みませんでした`);
    const run: ImportRun = { id: imp.id, companyId: imp.companyId, writtenAt, doneRows: imp.doneRows, created: imp.created, fileKeys };
    const summary = await writeImportRows(db, def, run, rows, options);
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(masterImports)
        .set({ state: 'done', finishedAt: new Date() })
        .where(and(eq(masterImports.id, imp.id), eq(masterImports.state, 'running')))
        .returning({ id: masterImports.id });
      if (ended.length === 0) throw new ImportSuperseded();
      await recordOperation(tx, imp.actor, { operationType: `${def.entity}.import`, targetType: def.entity, detail: summary });
      await publishEvents(tx, imp.companyId, [{ topic: 'company', type: `${def.entity}.changed` }]);
      await tx.delete(masterImportBatches).where(eq(masterImportBatches.importId, imp.id));
      await removeFile(tx, imp.fileKey);
    });
  } catch (error) {
    if (error instanceof ImportSuperseded) return;
    const isRefusal = error instanceof AppError || isUniqueViolation(error);
    // Retried: the next run reads the file again and resumes after the last committed batch.
    if (!isRefusal && job.retryCount < job.retryLimit) throw error;
    let refusal = importFailed(def, error);
    try {
      await undoImport(db, def, { id: imp.id, companyId: imp.companyId, writtenAt });
    } catch (undoError) {
      refusal = undoError as AppError;
    }
    await fail(db, imp, refusal, rowErrors);
  }
}

/** Marks the import running; another import of the company running meanwhile makes this one wait its turn. */
async function claim(db: Db, imp: ImportRow): Promise<ImportRow> {
  try {
    const [claimed] = await db
      .update(masterImports)
      .set({ state: 'running', writtenAt: sql`coalesce(${masterImports.writtenAt}, ${new Date().toISOString()}::timestamptz)` })
      .where(and(eq(masterImports.id, imp.id), inArray(masterImports.state, ['queued', 'running'])))
      .returning();
    if (!claimed) throw new ImportSuperseded();
    return claimed;
  } catch (error) {
    if (isUniqueViolation(error)) throw new RunLater(busyWaitSeconds);
    throw error;
  }
}

/** The stored file read and checked as the preview checks it. */
async function readFile(db: Db, def: MasterDataDefinition<unknown>, imp: ImportRow) {
  const bytes = await readStoredFile(db, imp.fileKey);
  if (!bytes) throw new AppError(500, 'IMPORT_FAILED', '取り込むファイルが見つかりません。もう一度お試しください');
  const file = await readImport(def, await decodeCsv(new Uint8Array(bytes)));
  if (file.total > maxImportRows)
    throw new AppError(400, 'TOO_MANY_ROWS', `一度に取り込めるのは${maxImportRows.toLocaleString('ja-JP')}行までです`);
  return file;
}

async function fail(db: Db, imp: ImportRow, error: AppError, rowErrors: RowError[]) {
  await db.transaction(async (tx) => {
    await tx
      .update(masterImports)
      .set({ state: 'failed', error: { code: error.code, message: error.message }, rowErrors, finishedAt: new Date() })
      .where(eq(masterImports.id, imp.id));
    await tx.delete(masterImportBatches).where(eq(masterImportBatches.importId, imp.id));
    await removeFile(tx, imp.fileKey);
  });
}
