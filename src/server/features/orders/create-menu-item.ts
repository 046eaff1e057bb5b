import type { MenuItemInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { checkMenuReferences, menuChanged, nextSortOrder } from './menu-changes';

/** メニュー設定: a new item, last in the order, its category and image the company's own. */
export async function createItem(db: Db, user: CompanyUser, input: MenuItemInput) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await checkMenuReferences(tx, user.companyId, input);
    await tx
      .insert(menuItems)
      .values({ id, companyId: user.companyId, ...input, sortOrder: await nextSortOrder(tx, menuItems, user.companyId) });
    await menuChanged(tx, user.companyId);
  });
  return id;
}
