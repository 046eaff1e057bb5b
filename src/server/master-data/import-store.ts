import { and, eq } from 'drizzle-orm';
import type { MasterImport } from '@/core/contracts/master-data';
import { actorOf } from '../audit/record-operation';
import type { Db } from '../db/client';
import { masterImports } from '../db/schema';
import { putFile } from '../files/file-store';
import type { CompanyUser } from '../http/env';
import { notFound } from '../http/errors';
import type { JobQueue } from '../jobs/engine';
import type { MasterDataDefinition } from './define';

/** The queue of the job that writes an import. */
export const masterImportQueue = 'master-import';

type ImportRow = typeof masterImports.$inferSelect;

export function importView(row: ImportRow): MasterImport {
  const isDone = row.state === 'done';
  return {
    id: row.id,
    mode: row.mode,
    state: row.state,
    total: row.total,
    valid: row.valid,
    done: row.doneRows,
    errors: row.rowErrors,
    created: isDone ? row.created : null,
    updated: isDone ? (row.valid ?? 0) - row.created : null,
    error: row.error,
  };
}

const byKey = (db: Db, companyId: string, key: string) =>
  db
    .select()
    .from(masterImports)
    .where(and(eq(masterImports.companyId, companyId), eq(masterImports.idempotencyKey, key)))
    .then(([row]) => row);

class AlreadyQueued extends Error {}

/**
 * Queues a CSV import: in one transaction the file goes into the file store, the import is
 * recorded and its job queued (decision 018); the job reads, checks and writes it. The same
 * Idempotency-Key again answers the import it queued.
 */
export async function queueMasterImport<V>(
  db: Db,
  queue: JobQueue,
  def: MasterDataDefinition<V>,
  user: CompanyUser,
  request: { mode: 'all' | 'valid'; file: Uint8Array; idempotencyKey?: string },
): Promise<MasterImport> {
  const key = request.idempotencyKey ?? crypto.randomUUID();
  const earlier = await byKey(db, user.companyId, key);
  if (earlier) return importView(earlier);
  const id = crypto.randomUUID();
  const fileKey = `imports/${user.companyId}/${id}.csv`;
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(masterImports)
        .values({
          id,
          companyId: user.companyId,
          entity: def.entity,
          mode: request.mode,
          idempotencyKey: key,
          fileKey,
          actor: actorOf(user),
        })
        .onConflictDoNothing()
        .returning({ id: masterImports.id });
      // The same key from a request running at the same moment: that one queued it.
      if (inserted.length === 0) throw new AlreadyQueued();
      await putFile(tx, fileKey, request.file);
      await queue.send(tx, masterImportQueue, { importId: id });
    });
  } catch (error) {
    if (!(error instanceof AlreadyQueued)) throw error;
    const other = await byKey(db, user.companyId, key);
    if (other) return importView(other);
    throw error;
  }
  queue.wake(masterImportQueue);
  return findMasterImport(db, def, user.companyId, id);
}

export async function findMasterImport<V>(db: Db, def: MasterDataDefinition<V>, companyId: string, id: string): Promise<MasterImport> {
  const [row] = await db
    .select()
    .from(masterImports)
    .where(and(eq(masterImports.companyId, companyId), eq(masterImports.id, id), eq(masterImports.entity, def.entity)));
  if (!row) throw notFound('取り込みが見つかりません');
  return importView(row);
}
