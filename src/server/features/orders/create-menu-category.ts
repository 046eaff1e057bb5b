import type { CategoryInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { menuChanged, nextSortOrder } from './menu-changes';

/** メニュー設定: a new category, last in the order. */
export async function createCategory(db: Db, user: CompanyUser, { name, translations, station }: CategoryInput) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(menuCategories).values({
      id,
      companyId: user.companyId,
      name,
      translations,
      station,
      sortOrder: await nextSortOrder(tx, menuCategories, user.companyId),
    });
    await menuChanged(tx, user.companyId);
  });
  return id;
}
