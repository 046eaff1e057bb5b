import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeForSearch } from '@/core/japanese';
import { masterListQuery as listQuery } from '@/core/schemas/master-data';
import type { Db } from '../db/client';
import { AppError, validationError } from '../http/errors';
import type { MasterDataDefinition, MasterRow } from './define';

export const pageSize = 50;

/** The where clause of a list: company, search text (width/kana blind) and the entity's filters. */
export function listWhere<V>(def: MasterDataDefinition<V>, companyId: string, query: Record<string, string>): SQL {
  const parsed = listQuery.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const where: (SQL | undefined)[] = [eq(def.table.companyId, companyId)];
  const q = parsed.data.q ? normalizeForSearch(parsed.data.q) : '';
  if (q) where.push(ilike(def.table.searchText, `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  for (const [key, filter] of Object.entries(def.filters)) {
    const value = query[key];
    if (value) where.push(filter(value));
  }
  return and(...where) as SQL;
}

/**
 * The column of a sort key. Only the definition's own keys count: `sortable` is a plain object,
 * and a key such as `__proto__` or `constructor` would otherwise find Object's members.
 */
function sortColumn<V>(def: MasterDataDefinition<V>, sort: string) {
  if (!Object.hasOwn(def.sortable, sort))
    throw new AppError(400, 'VALIDATION_FAILED', '並べ替えの項目が正しくありません', [
      { path: 'sort', message: '並べ替えの項目が正しくありません' },
    ]);
  return def.sortable[sort] as PgColumn;
}

export async function listMasterData<V>(db: Db, def: MasterDataDefinition<V>, companyId: string, query: Record<string, string>) {
  const where = listWhere(def, companyId, query);
  const { page, sort, order } = listQuery.parse(query);
  const column = sortColumn(def, sort ?? def.defaultSort);
  const direction = order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(def.table)
      .where(where)
      .orderBy(direction(column), asc(def.table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(def.table).where(where),
  ]);
  return { items: rows.map((r) => def.toView(r as MasterRow)), total: total?.n ?? 0, page, pageSize };
}
