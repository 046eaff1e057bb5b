import { and, eq, max } from 'drizzle-orm';
import { type MenuItemInput, menuItemInput } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { checkOwnImage } from '../../files/own-image';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { applyPatch } from '../../http/patch';
import { publishEvents } from '../../realtime/publish';

type Table = typeof menuCategories | typeof menuItems;
/** Every menu change reaches open diner pages and staff screens at once. */
const menuChanged = (tx: Tx, companyId: string) => publishEvents(tx, companyId, [{ topic: 'menu', type: 'menu.changed' }]);

async function nextSortOrder(tx: Tx, table: Table, companyId: string) {
  const [row] = await tx
    .select({ n: max(table.sortOrder) })
    .from(table)
    .where(eq(table.companyId, companyId));
  return (row?.n ?? -1) + 1;
}

/** References of an item (category, image) must be the company's own. */
async function checkReferences(tx: Tx, companyId: string, input: Partial<MenuItemInput>) {
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.companyId, companyId), eq(menuCategories.id, input.categoryId)));
    if (!category) throw new AppError(400, 'UNKNOWN_CATEGORY', 'カテゴリーが見つかりません');
  }
  await checkOwnImage(tx, companyId, input.imageFileId, '画像');
}

export async function createCategory(db: Db, user: CompanyUser, name: string) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(menuCategories)
      .values({ id, companyId: user.companyId, name, sortOrder: await nextSortOrder(tx, menuCategories, user.companyId) });
    await menuChanged(tx, user.companyId);
  });
  return id;
}

export async function updateCategory(db: Db, user: CompanyUser, id: string, name: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(menuCategories)
      .set({ name })
      .where(and(eq(menuCategories.companyId, user.companyId), eq(menuCategories.id, id)))
      .returning({ id: menuCategories.id });
    if (done.length === 0) throw notFound('カテゴリーが見つかりません');
    await menuChanged(tx, user.companyId);
  });
}

export async function createItem(db: Db, user: CompanyUser, input: MenuItemInput) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await checkReferences(tx, user.companyId, input);
    await tx
      .insert(menuItems)
      .values({ id, companyId: user.companyId, ...input, sortOrder: await nextSortOrder(tx, menuItems, user.companyId) });
    await menuChanged(tx, user.companyId);
  });
  return id;
}

/** A partial change: fields not sent keep their values (e.g. 売り切れ alone). */
export async function updateItem(db: Db, user: CompanyUser, id: string, patch: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const where = and(eq(menuItems.companyId, user.companyId), eq(menuItems.id, id));
    const [current] = await tx.select().from(menuItems).where(where).for('update');
    if (!current) throw notFound('商品が見つかりません');
    const input = applyPatch(menuItemInput, current, patch);
    await checkReferences(tx, user.companyId, input);
    await tx.update(menuItems).set(input).where(where);
    await menuChanged(tx, user.companyId);
  });
}

export async function deleteFromMenu(db: Db, user: CompanyUser, table: Table, id: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .delete(table)
      .where(and(eq(table.companyId, user.companyId), eq(table.id, id)))
      .returning({ id: table.id });
    if (done.length === 0) throw notFound(table === menuItems ? '商品が見つかりません' : 'カテゴリーが見つかりません');
    await menuChanged(tx, user.companyId);
  });
}

export async function reorderMenu(db: Db, user: CompanyUser, table: Table, ids: string[]) {
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
