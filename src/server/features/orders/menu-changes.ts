import { and, eq, max } from 'drizzle-orm';
import type { MenuItemInput } from '@/core/schemas/orders';
import type { Tx } from '../../db/client';
import { menuCategories, type menuItems } from '../../db/schema';
import { checkOwnImage } from '../../files/own-image';
import { AppError } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';

/** What the menu's use cases share: its two tables, the next place in their order, the change event. */
export type MenuTable = typeof menuCategories | typeof menuItems;

/** Every menu change reaches open diner pages and staff screens at once. */
export const menuChanged = (tx: Tx, companyId: string) => publishEvents(tx, companyId, [{ topic: 'menu', type: 'menu.changed' }]);

export async function nextSortOrder(tx: Tx, table: MenuTable, companyId: string) {
  const [row] = await tx
    .select({ n: max(table.sortOrder) })
    .from(table)
    .where(eq(table.companyId, companyId));
  return (row?.n ?? -1) + 1;
}

/** References of an item (category, image) must be the company's own. */
export async function checkMenuReferences(tx: Tx, companyId: string, input: Partial<MenuItemInput>) {
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.companyId, companyId), eq(menuCategories.id, input.categoryId)));
    if (!category) throw new AppError(400, 'UNKNOWN_CATEGORY', 'カテゴリーが見つかりません');
  }
  await checkOwnImage(tx, companyId, input.imageFileId, '画像');
}
