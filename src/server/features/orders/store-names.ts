import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreTranslations } from '@/core/diner-languages';
import type { storeNamesInput } from '@/core/schemas/orders';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { menuChanged } from './menu-changes';

/** 座席設定 → 店舗名: the name diners see in the header (自社情報's 店舗名, else the company name) and its translations. */
export async function readStoreNames(db: Db, user: CompanyUser): Promise<{ storeName: string; translations: StoreTranslations }> {
  const [row] = await db
    .select({ name: companies.name, storeName: companies.storeName, translations: companies.translations })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  if (!row) throw notFound();
  return { storeName: row.storeName || row.name, translations: row.translations };
}

/**
 * Replaces the store name's translations. The Japanese 店舗名 stays 自社情報's (admins only); the
 * open diner pages read it again through the menu's change event, as the seat's menu carries it.
 */
export async function saveStoreNames(db: Db, user: CompanyUser, input: z.output<typeof storeNamesInput>) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(companies)
      .set({ translations: input.translations, updatedAt: new Date() })
      .where(eq(companies.id, user.companyId))
      .returning({ id: companies.id });
    if (done.length === 0) throw notFound();
    await recordOperation(tx, actorOf(user), {
      operationType: 'orders.store-names.update',
      targetType: 'company',
      targetId: user.companyId,
      detail: { name: '店舗名の外国語表示', languages: Object.keys(input.translations).length },
    });
    await menuChanged(tx, user.companyId);
  });
  return readStoreNames(db, user);
}
