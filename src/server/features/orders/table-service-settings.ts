import { and, asc, eq } from 'drizzle-orm';
import type { TableServiceSettings } from '@/core/contracts/seats';
import type { TableServiceSettingsInput } from '@/core/schemas/table-service';
import { seatOpeningLabels } from '@/core/seat-bill';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { menuItems, tableServiceSettings } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { readTableRules } from '../../ordering/seat-visits';
import { menuChanged } from './menu-changes';

/** 座席設定 → 来店とお通し: the rules, and the menu's items to name the お通し from. */
export async function readTableServiceSettings(db: Db, user: CompanyUser): Promise<TableServiceSettings> {
  const [rules, items] = await Promise.all([
    readTableRules(db, user.companyId),
    db
      .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price })
      .from(menuItems)
      .where(eq(menuItems.companyId, user.companyId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt)),
  ]);
  return { ...rules, items };
}

/**
 * Saves who opens a seat and the お通し. The open diner pages read the seat again through the menu's
 * change event: under 'staff' a seat nobody opened shows that staff will open it.
 */
export async function saveTableServiceSettings(db: Db, user: CompanyUser, input: TableServiceSettingsInput) {
  await db.transaction(async (tx) => {
    let coverName = 'なし';
    if (input.coverItemId) {
      const [item] = await tx
        .select({ name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.companyId, user.companyId), eq(menuItems.id, input.coverItemId)));
      if (!item) throw new AppError(404, 'ITEM_NOT_FOUND', 'お通しに選んだ商品がメニューにありません');
      coverName = item.name;
    }
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(tableServiceSettings)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: tableServiceSettings.companyId, set: values });
    await recordOperation(tx, actorOf(user), {
      operationType: 'orders.table-service.update',
      targetType: 'company',
      targetId: user.companyId,
      detail: {
        name: `座席の開始: ${seatOpeningLabels[input.seatOpening]}、お通し: ${coverName}${input.coverItemId && input.coverForChildren ? '（子供にも）' : ''}`,
      },
    });
    await menuChanged(tx, user.companyId);
  });
  return readTableServiceSettings(db, user);
}
