import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyUser } from '../../http/env';
import { type MenuTable, menuChanged } from './menu-changes';

/** The order of the categories or the items, as dragged; ids of other companies change nothing. */
export async function reorderMenu(db: Db, user: CompanyUser, table: MenuTable, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ sortOrder: index })
        .where(and(eq(table.companyId, user.companyId), eq(table.id, id)));
    }
    await menuChanged(tx, user.companyId);
  });
}
