import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { SeatBill } from '@/core/contracts/orders';
import type { Db } from '../../db/client';
import { orders, seatRequests, seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { isCurrentGuestsOrder, toVisitView } from '../../ordering/seat-visits';

/**
 * 注文確認's 座席とお会計: every seat with its current guests' bill (orders since the last 会計済み,
 * cancelled ones left out, and how many are not served yet), their visit (来店) and when they
 * began — 来店, or their first order or request — so staff see how long a table has been sitting. Read for 注文確認 (flag quote), which may not
 * open 座席設定: only names and sums, never the seats' tokens.
 */
export async function listSeatBills(db: Db, user: Pick<CompanyUser, 'companyId'>): Promise<SeatBill[]> {
  const sessionOrders = db
    .select({
      seatId: orders.seatId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      unservedCount: sql<number>`count(*) filter (where ${orders.status} in ('new', 'cooking'))::int`.as('unserved_count'),
      total: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`.as('total'),
      firstAt: sql<number | null>`min(${orders.createdAtMs})`.as('first_order_at'),
    })
    .from(orders)
    .innerJoin(seats, and(eq(seats.id, orders.seatId), isCurrentGuestsOrder(sql`${seats.sessionStartedAt}`)))
    .where(and(eq(orders.companyId, user.companyId), ne(orders.status, 'cancelled')))
    .groupBy(orders.seatId)
    .as('session_orders');
  const sessionRequests = db
    .select({ seatId: seatRequests.seatId, firstAt: sql<number | null>`min(${seatRequests.createdAtMs})`.as('first_request_at') })
    .from(seatRequests)
    .innerJoin(seats, and(eq(seats.id, seatRequests.seatId), gte(seatRequests.createdAtMs, seats.sessionStartedAt)))
    .where(eq(seatRequests.companyId, user.companyId))
    .groupBy(seatRequests.seatId)
    .as('session_requests');
  const rows = await db
    .select({
      seatId: seats.id,
      seatName: seats.name,
      orderCount: sessionOrders.orderCount,
      unservedCount: sessionOrders.unservedCount,
      total: sessionOrders.total,
      visit: seatVisits,
      firstOrderAt: sessionOrders.firstAt,
      firstRequestAt: sessionRequests.firstAt,
    })
    .from(seats)
    .leftJoin(sessionOrders, eq(sessionOrders.seatId, seats.id))
    .leftJoin(sessionRequests, eq(sessionRequests.seatId, seats.id))
    .leftJoin(seatVisits, and(eq(seatVisits.seatId, seats.id), isNull(seatVisits.closedAtMs)))
    .where(eq(seats.companyId, user.companyId))
    .orderBy(asc(seats.sortOrder), asc(seats.createdAt));
  return rows.map((row) => {
    const starts = [row.visit?.openedAtMs ?? null, row.firstOrderAt, row.firstRequestAt].filter((at) => at !== null).map(Number);
    return {
      seatId: row.seatId,
      seatName: row.seatName,
      orderCount: Number(row.orderCount ?? 0),
      unservedCount: Number(row.unservedCount ?? 0),
      visit: row.visit ? toVisitView(row.visit) : null,
      total: Number(row.total ?? 0),
      openedAt: starts.length > 0 ? Math.min(...starts) : null,
    };
  });
}
