import { and, asc, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { Order } from '@/core/api-types';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { toOrderView } from '../../ordering/orders';

const openStatuses = ['new', 'cooking'] as const;
/** More than a kitchen can have open, or finish in a day; the rest would only slow the page. */
const maxRows = 500;

/** Start of today in Japan, in ms: finished orders are shown for the restaurant's day. */
export function startOfTodayJst(now = Date.now()): number {
  const jst = now + 9 * 3_600_000;
  return jst - (jst % 86_400_000) - 9 * 3_600_000;
}

/**
 * 注文確認: every open order (新規, 調理中) whatever its day — a bar open past midnight must not
 * lose the orders it has not handled yet — oldest first, then today's finished ones, newest first.
 */
export async function listBoardOrders(db: Db, user: Pick<CompanyUser, 'companyId'>, now = Date.now()): Promise<Order[]> {
  const [open, finished] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, user.companyId), inArray(orders.status, [...openStatuses])))
      .orderBy(asc(orders.createdAtMs), asc(orders.orderNo))
      .limit(maxRows),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.companyId, user.companyId),
          gte(orders.createdAtMs, startOfTodayJst(now)),
          notInArray(orders.status, [...openStatuses]),
        ),
      )
      .orderBy(desc(orders.createdAtMs), desc(orders.orderNo))
      .limit(maxRows),
  ]);
  return [...open, ...finished].map(toOrderView);
}
