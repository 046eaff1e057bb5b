import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { log } from '../log';
import { yieldToEventLoop } from './csv';
import type { MasterDataDefinition } from './define';

/** What one committed chunk did: the ids it created and the rows it updated as they were before (to_jsonb). */
export type WrittenChunk = { createdIds: string[]; previous: Record<string, unknown>[] };

/**
 * Undoes the committed chunks of a failed import, last first, each in a short transaction
 * of its own (the undo must not stall other requests either). Only rows still carrying the
 * import's write time are touched: a row someone edited since keeps that edit.
 */
export async function undoChunks(db: Db, def: MasterDataDefinition<unknown>, companyId: string, written: WrittenChunk[], writtenAt: Date) {
  const at = writtenAt.toISOString();
  const columns = Object.values(getTableColumns(def.table) as Record<string, { name: string }>)
    .map((c) => c.name)
    .filter((name) => name !== 'id' && name !== 'company_id');
  // Every column back from the captured row: jsonb_populate_recordset reads to_jsonb's output exactly.
  const restore = sql.raw(columns.map((name) => `"${name}" = prev."${name}"`).join(', '));
  try {
    for (const chunk of [...written].reverse()) {
      await db.transaction(async (tx) => {
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
