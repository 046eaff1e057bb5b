import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { menuChanged } from './menu-changes';

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
