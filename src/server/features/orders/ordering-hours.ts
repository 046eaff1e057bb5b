import { eq } from 'drizzle-orm';
import type { OrderingPeriod } from '@/core/ordering-hours';
import type { OrderingHoursInput } from '@/core/schemas/ordering-hours';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { orderingHours } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { readOrderingHours } from '../../ordering/ordering-hours-sql';
import { menuChanged } from './menu-changes';

/** 座席設定 → 受付時間: the company's ordering periods. */
export async function listOrderingHours(db: Db, user: CompanyUser): Promise<{ items: OrderingPeriod[] }> {
  return { items: await readOrderingHours(db, user.companyId) };
}

/**
 * Replaces the company's ordering periods. The diners' pages are told through the menu's
 * change event: the hours travel with the seat's menu.
 */
export async function saveOrderingHours(db: Db, user: CompanyUser, input: OrderingHoursInput) {
  await db.transaction(async (tx) => {
    await tx.delete(orderingHours).where(eq(orderingHours.companyId, user.companyId));
    if (input.items.length > 0) {
      await tx
        .insert(orderingHours)
        .values(input.items.map((p, i) => ({ id: crypto.randomUUID(), companyId: user.companyId, ...p, sortOrder: i })));
    }
    await recordOperation(tx, actorOf(user), {
      operationType: 'orders.hours.update',
      targetType: 'ordering_hours',
      targetId: user.companyId,
      detail: { name: '受付時間', periods: input.items.length },
    });
    await menuChanged(tx, user.companyId);
  });
  return listOrderingHours(db, user);
}
