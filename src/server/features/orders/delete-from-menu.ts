import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { type MenuTable, menuChanged } from './menu-changes';

/** Removes a category or an item of the company's menu. */
export async function deleteFromMenu(db: Db, user: CompanyUser, table: MenuTable, id: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .delete(table)
      .where(and(eq(table.companyId, user.companyId), eq(table.id, id)))
      .returning({ id: table.id });
    if (done.length === 0) throw notFound(table === menuItems ? '商品が見つかりません' : 'カテゴリーが見つかりません');
    await menuChanged(tx, user.companyId);
  });
}
