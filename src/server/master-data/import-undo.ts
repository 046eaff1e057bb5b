import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { masterImportBatches } from '../db/schema';
import { AppError } from '../http/errors';
import { log } from '../log';
import { yieldToEventLoop } from './csv';
import type { MasterDataDefinition } from './define';

/**
 * Undoes the committed batches of a failed import (kept in `master_import_batches` by their
 * transactions), last first, each in a short transaction of its own that also forgets the batch:
 * the undo must not stall other requests either, and one cut short resumes where it stopped.
 * Only rows still carrying the import's write time are touched: a row someone edited since keeps that edit.
 */
export async function undoImport(db: Db, def: MasterDataDefinition<unknown>, run: { id: string; companyId: string; writtenAt: Date }) {
  const { companyId, writtenAt } = run;
  const at = writtenAt.toISOString();
  const columns = Object.values(getTableColumns(def.table) as Record<string, { name: string }>)
    .map((c) => c.name)
    .filter((name) => name !== 'id' && name !== 'company_id');
  // Every column back from the captured row: jsonb_populate_recordset reads to_jsonb's output exactly.
  const restore = sql.raw(columns.map((name) => `"${name}" = prev."${name}"`).join(', '));
  try {
    const batches = await db
      .select({ batch: masterImportBatches.batch })
      .from(masterImportBatches)
      .where(eq(masterImportBatches.importId, run.id))
      .orderBy(desc(masterImportBatches.batch));
    for (const { batch } of batches) {
      const which = and(eq(masterImportBatches.importId, run.id), eq(masterImportBatches.batch, batch));
      await db.transaction(async (tx) => {
        const [chunk] = await tx.select().from(masterImportBatches).where(which);
        if (!chunk) return;
        if (chunk.createdIds.length > 0) {
          await tx.execute(sql`
            delete from ${def.table} where company_id = ${companyId} and updated_at = ${at}::timestamptz
              and id in (select jsonb_array_elements_text(${JSON.stringify(chunk.createdIds)}::jsonb))`);
        }
        if (chunk.previous.length > 0) {
          await tx.execute(sql`
            update ${def.table} t set ${restore}
            from jsonb_populate_recordset(null::${def.table}, ${JSON.stringify(chunk.previous)}::jsonb) prev
            where t.id = prev.id and t.company_id = ${companyId} and t.updated_at = ${at}::timestamptz`);
        }
        await tx.delete(masterImportBatches).where(which);
      });
      await yieldToEventLoop();
    }
  } catch (error) {
    log.error({ err: error }, '取り込みの取り消しに失敗しました');
    throw new AppError(
      500,
      'IMPORT_UNDO_FAILED',
      '取り込みに失敗し、取り消しも完了できませんでした。一部の行が取り込まれている可能性があります。一覧を確認してください',
    );
  }
}
