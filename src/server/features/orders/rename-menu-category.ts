import { and, eq } from 'drizzle-orm';
import { categoryInput } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { applyPatch } from '../../http/patch';
import { menuChanged } from './menu-changes';

/** A partial change: a rename alone keeps the category's translations, and the other way round. */
export async function updateCategory(db: Db, user: CompanyUser, id: string, patch: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const where = and(eq(menuCategories.companyId, user.companyId), eq(menuCategories.id, id));
    const [current] = await tx.select().from(menuCategories).where(where).for('update');
    if (!current) throw notFound('カテゴリーが見つかりません');
    const { name, translations, station } = applyPatch(categoryInput, current, patch);
    await tx.update(menuCategories).set({ name, translations, station }).where(where);
    await menuChanged(tx, user.companyId);
  });
}
