import { and, eq } from 'drizzle-orm';
import { menuItemInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { applyPatch } from '../../http/patch';
import { checkMenuReferences, menuChanged } from './menu-changes';

/** A partial change: fields not sent keep their values (e.g. 売り切れ alone). */
export async function updateItem(db: Db, user: CompanyUser, id: string, patch: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const where = and(eq(menuItems.companyId, user.companyId), eq(menuItems.id, id));
    const [current] = await tx.select().from(menuItems).where(where).for('update');
    if (!current) throw notFound('商品が見つかりません');
    const input = applyPatch(menuItemInput, current, patch);
    await checkMenuReferences(tx, user.companyId, input);
    await tx.update(menuItems).set(input).where(where);
    await menuChanged(tx, user.companyId);
  });
}
