import { asc, eq } from 'drizzle-orm';
import type { MenuOptionGroup } from '@/core/item-options';
import type { Db, Tx } from '../db/client';
import { menuOptionChoices, menuOptionGroups } from '../db/schema';

/** A company's option groups with their choices, in display order, by item id. */
export async function readOptionGroups(db: Db | Tx, companyId: string): Promise<Map<string, MenuOptionGroup[]>> {
  const [groups, choices] = await Promise.all([
    db
      .select()
      .from(menuOptionGroups)
      .where(eq(menuOptionGroups.companyId, companyId))
      .orderBy(asc(menuOptionGroups.sortOrder), asc(menuOptionGroups.createdAt)),
    db
      .select()
      .from(menuOptionChoices)
      .where(eq(menuOptionChoices.companyId, companyId))
      .orderBy(asc(menuOptionChoices.sortOrder), asc(menuOptionChoices.createdAt)),
  ]);
  const byGroup = new Map<string, MenuOptionGroup['choices']>();
  for (const c of choices) {
    byGroup.set(c.groupId, [
      ...(byGroup.get(c.groupId) ?? []),
      { id: c.id, name: c.name, priceDelta: c.priceDelta, isSoldOut: c.isSoldOut },
    ]);
  }
  const byItem = new Map<string, MenuOptionGroup[]>();
  for (const g of groups) {
    const group = { id: g.id, name: g.name, minChoices: g.minChoices, maxChoices: g.maxChoices, choices: byGroup.get(g.id) ?? [] };
    byItem.set(g.itemId, [...(byItem.get(g.itemId) ?? []), group]);
  }
  return byItem;
}
