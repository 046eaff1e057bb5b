import { and, eq } from 'drizzle-orm';
import { checkChoices, type MenuOptionGroup, optionKey } from '@/core/item-options';
import type { ItemOptionsInput } from '@/core/schemas/menu-options';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { cartItems, menuItems, menuOptionChoices, menuOptionGroups } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { readOptionGroups } from '../../ordering/menu-options';
import { menuChanged } from './menu-changes';

/**
 * メニュー設定: replaces an item's option groups and choices with the ones sent, in one
 * transaction. A choice sent with the id it had keeps it, so the carts that hold it stay
 * good; cart lines the new groups no longer allow (a choice removed, a group made 必須) are
 * taken out of the carts, and the diners' pages reload the menu and the cart.
 */
export async function saveItemOptions(db: Db, user: CompanyUser, itemId: string, input: ItemOptionsInput) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(and(eq(menuItems.companyId, user.companyId), eq(menuItems.id, itemId)))
      .for('update');
    if (!item) throw notFound('商品が見つかりません');
    const before = (await readOptionGroups(tx, user.companyId)).get(itemId) ?? [];
    const keep = new Set([...before.map((g) => g.id), ...before.flatMap((g) => g.choices.map((c) => c.id))]);
    // An id is kept only if it was this item's: an id of another item or company is never taken over.
    const taken = new Set<string>();
    const idOf = (id: string | undefined) => {
      if (!id || !keep.has(id) || taken.has(id)) return crypto.randomUUID();
      taken.add(id);
      return id;
    };
    const groups: MenuOptionGroup[] = input.groups.map((g) => ({
      ...g,
      id: idOf(g.id),
      choices: g.choices.map((c) => ({ ...c, id: idOf(c.id) })),
    }));
    await tx.delete(menuOptionGroups).where(and(eq(menuOptionGroups.companyId, user.companyId), eq(menuOptionGroups.itemId, itemId)));
    if (groups.length > 0) {
      await tx.insert(menuOptionGroups).values(
        groups.map((g, i) => ({
          id: g.id,
          companyId: user.companyId,
          itemId,
          name: g.name,
          minChoices: g.minChoices,
          maxChoices: g.maxChoices,
          sortOrder: i,
        })),
      );
      await tx.insert(menuOptionChoices).values(
        groups.flatMap((g) =>
          g.choices.map((c, i) => ({
            id: c.id,
            companyId: user.companyId,
            groupId: g.id,
            name: c.name,
            priceDelta: c.priceDelta,
            isSoldOut: c.isSoldOut,
            sortOrder: i,
          })),
        ),
      );
    }
    await dropDisallowedLines(tx, user.companyId, itemId, groups);
    await recordOperation(tx, actorOf(user), {
      operationType: 'menu.options.update',
      targetType: 'menu_item',
      targetId: itemId,
      detail: { name: item.name, groups: groups.map((g) => g.name) },
    });
    await menuChanged(tx, user.companyId);
  });
}

async function dropDisallowedLines(tx: Tx, companyId: string, itemId: string, groups: MenuOptionGroup[]) {
  const lines = await tx
    .select({ seatId: cartItems.seatId, optionKey: cartItems.optionKey })
    .from(cartItems)
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.itemId, itemId)));
  // Sold-out choices stay in the cart (the diner sees them as 売り切れ); only a pick the groups no longer allow goes.
  const open = groups.map((g) => ({ ...g, choices: g.choices.map((c) => ({ ...c, isSoldOut: false })) }));
  for (const line of lines) {
    const ids = line.optionKey ? line.optionKey.split('.') : [];
    if (checkChoices(open, ids) === null && optionKey(ids) === line.optionKey) continue;
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.companyId, companyId),
          eq(cartItems.seatId, line.seatId),
          eq(cartItems.itemId, itemId),
          eq(cartItems.optionKey, line.optionKey),
        ),
      );
  }
}
