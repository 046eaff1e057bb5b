import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { masterImportBatches, masterImports } from '../db/schema';
import { AppError } from '../http/errors';
import { log } from '../log';
import { withAssignedCodes } from './code-numbering';
import { yieldToEventLoop } from './csv';
import type { MasterDataDefinition } from './define';
import { refuseLocked, searchTextOf } from './write';

type Values = Record<string, unknown>;

/**
 * Rows per transaction. On embedded PGlite every statement runs on this thread and holds
 * the only connection, so a request arriving meanwhile waits for the chunk in progress.
 * Measured on PGlite: 50 rows take 5–8 ms (median), 100 rows 17 ms; 25 rows gain nothing
 * for other requests and make a 50,000-row import half again as slow.
 */
export const importChunkRows = 50;

export type ImportOptions = {
  chunkRows?: number;
  /** Runs inside each chunk's transaction once its rows are written (tests make a chunk fail here). */
  onChunkWritten?: (index: number, tx: Tx) => Promise<void>;
};

/** The import being written: where it stands (rows done, rows created) and its write time. */
export type ImportRun = {
  id: string;
  companyId: string;
  writtenAt: Date;
  doneRows: number;
  created: number;
  /** The fields the file filled; an existing row keeps the others (its image, a column left out). */
  fileKeys: readonly string[];
};

/** The import moved on without this runner (a second run of its job after a time-out): it stops, writing nothing. */
export class ImportSuperseded extends Error {}

/**
 * Writes an import's rows from `run.doneRows` on: rows whose code exists are updated, others
 * created, `importChunkRows` a transaction with a turn of the event loop between them, so other
 * requests (other companies' too, on PGlite's single connection) are answered while 50,000 rows
 * go in. Each chunk's transaction also keeps what it did (the ids it created, the rows it
 * updated as they were: `master_import_batches`) and moves the import's `done_rows` on, only
 * from where this runner found it. A job that runs again after its process died resumes after
 * the last committed chunk; a failed import is undone from the kept batches (import-undo.ts).
 * Answers the rows created and updated, this run's and earlier runs' together.
 */
export async function writeImportRows<V>(
  db: Db,
  def: MasterDataDefinition<V>,
  run: ImportRun,
  rows: Values[],
  options: ImportOptions = {},
) {
  const d = def as MasterDataDefinition<unknown>;
  const size = options.chunkRows ?? importChunkRows;
  const typedCodes = new Set(rows.map((r) => String(r.code ?? '')).filter((code) => code !== ''));
  let created = run.created;
  for (let at = run.doneRows; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size);
    const index = Math.floor(at / size);
    created += await db.transaction(async (tx) => {
      const coded = await withAssignedCodes(tx, d, run.companyId, chunk, typedCodes);
      const done = await writeChunk(tx, d, run.companyId, coded, run.writtenAt, run.fileKeys);
      const moved = await tx
        .update(masterImports)
        .set({ doneRows: at + chunk.length, created: sql`${masterImports.created} + ${done.createdIds.length}` })
        .where(and(eq(masterImports.id, run.id), eq(masterImports.doneRows, at), eq(masterImports.state, 'running')))
        .returning({ id: masterImports.id });
      if (moved.length === 0) throw new ImportSuperseded();
      await tx.insert(masterImportBatches).values({ importId: run.id, batch: index, createdIds: done.createdIds, previous: done.previous });
      await options.onChunkWritten?.(index, tx);
      return done.createdIds.length;
    });
    await yieldToEventLoop();
  }
  return { created, updated: rows.length - created };
}

/** One chunk: capture (and lock) the rows it will update, insert the new ones, update the rest. */
async function writeChunk(
  tx: Tx,
  def: MasterDataDefinition<unknown>,
  companyId: string,
  chunk: Values[],
  writtenAt: Date,
  fileKeys?: readonly string[],
) {
  const codes = chunk.map((r) => String(r.code));
  await refuseLocked(tx, def, companyId, codes);
  // The trigram index gathers new entries in a pending list and merges it into the index
  // when it passes 4 MB: about 45 ms at once on PGlite, every ~8,000 rows. At 256 kB the
  // merge comes 16 times as often and as many times shorter.
  await tx.execute(sql`set local gin_pending_list_limit = 256`);
  const captured = await tx.execute(
    sql`select to_jsonb(t) as row from ${def.table} t where t.company_id = ${companyId} and t.code in ${inList(codes)} for update`,
  );
  const previous = (captured as unknown as { rows: { row: Values }[] }).rows.map((r) => r.row);
  const idByCode = new Map(previous.map((p) => [String(p.code), String(p.id)]));
  const full = (r: Values, id: string) => ({ ...r, id, companyId, searchText: searchTextOf(r), updatedAt: writtenAt });
  const fresh = chunk.filter((r) => !idByCode.has(String(r.code))).map((r) => full(r, crypto.randomUUID()));
  const existing = chunk.filter((r) => idByCode.has(String(r.code))).map((r) => full(r, idByCode.get(String(r.code)) ?? ''));
  // A plain insert: should another request create one of these codes meanwhile, the chunk
  // fails (unique violation) instead of overwriting a row whose old values were never captured.
  if (fresh.length > 0) await tx.insert(def.table).values(fresh as never);
  if (existing.length > 0) {
    await tx
      .insert(def.table)
      .values(existing as never)
      .onConflictDoUpdate({ target: [def.table.companyId, def.table.code], set: excludedSet(def, existing[0] ?? {}, fileKeys) as never });
  }
  return { createdIds: fresh.map((r) => r.id), previous };
}

const inList = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function excludedSet(def: MasterDataDefinition<unknown>, sample: Values, fileKeys?: readonly string[]) {
  const columns = getTableColumns(def.table) as Record<string, { name: string }>;
  const isFromFile = (k: string) => !fileKeys || fileKeys.includes(k) || k === 'searchText' || k === 'updatedAt';
  const keys = Object.keys(sample).filter((k) => !['id', 'companyId', 'code'].includes(k) && isFromFile(k));
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]?.name}"`)]));
}

export function importFailed(def: MasterDataDefinition<unknown>, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUniqueViolation(error))
    return new AppError(
      409,
      'IMPORT_CONFLICT',
      `取り込み中に同じ${def.label}コードが別の操作で登録されたため、取り込みを取り消しました。もう一度お試しください`,
    );
  log.error({ err: error }, '取り込みに失敗しました');
  return new AppError(500, 'IMPORT_FAILED', '取り込み中にエラーが発生したため、取り込みを取り消しました。時間をおいて再度お試しください');
}
