import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeForSearch } from '@/core/japanese';
import type { Db } from '../db/client';
import { validationError } from '../http/errors';
import type { MasterDataDefinition, MasterRow } from './define';

export const pageSize = 50;

const listQuery = z.object({
  q: z.string().max(100, '検索語は100文字以内で入力してください').optional(),
  page: z.coerce.number({ error: 'ページ番号が正しくありません' }).int().min(1, 'ページ番号が正しくありません').max(100_000).default(1),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc'], { error: '並び順が正しくありません' }).default('asc'),
});

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

export async function listMasterData<V>(db: Db, def: MasterDataDefinition<V>, companyId: string, query: Record<string, string>) {
  const { page, sort, order } = listQuery.parse(query);
  const where = listWhere(def, companyId, query);
  const column = def.sortable[sort ?? def.defaultSort] ?? def.sortable[def.defaultSort];
  if (!column) throw new Error(`no sort column for ${def.entity}`);
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
