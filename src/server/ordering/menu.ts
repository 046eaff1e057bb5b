import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffMenuItem } from '@/core/contracts/menu';
import type { Db, Tx } from '../db/client';
import { menuCategories, menuItems } from '../db/schema';
import { readOptionGroups } from './menu-options';

/** Where a menu photo is served (cart_view_v1 of the database builds the same URL). */
const publicFiles = '/api/public/files/';
export const fileUrl = (fileId: string | null) => (fileId ? `${publicFiles}${fileId}` : null);

const itemColumns = {
  id: menuItems.id,
  categoryId: menuItems.categoryId,
  name: menuItems.name,
  price: menuItems.price,
  description: menuItems.description,
  imageFileId: menuItems.imageFileId,
  isSoldOut: menuItems.isSoldOut,
  sortOrder: menuItems.sortOrder,
};

/** The menu as staff see it (Japanese, with every translation), in display order; diners get it localised (`localizeMenu`). */
export async function readMenu(db: Db | Tx, companyId: string) {
  const [categories, items, optionGroups] = await Promise.all([
    db
      .select({
        id: menuCategories.id,
        name: menuCategories.name,
        sortOrder: menuCategories.sortOrder,
        translations: menuCategories.translations,
        station: menuCategories.station,
      })
      .from(menuCategories)
      .where(eq(menuCategories.companyId, companyId))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.createdAt)),
    db
      .select({
        ...itemColumns,
        translations: menuItems.translations,
        allergens: menuItems.allergens,
        takeoutTaxCategory: menuItems.takeoutTaxCategory,
      })
      .from(menuItems)
      .where(eq(menuItems.companyId, companyId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt)),
    readOptionGroups(db, companyId),
  ]);
  return {
    categories,
    items: items.map((i): StaffMenuItem => ({ ...i, imageUrl: fileUrl(i.imageFileId), optionGroups: optionGroups.get(i.id) ?? [] })),
  };
}

export async function readMenuItems(db: Db | Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(itemColumns)
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId), inArray(menuItems.id, ids)));
}
