import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { addDays, plainDate, startOfJapanDay } from '@/core/calendar';
import type { Dashboard } from '@/core/contracts/dashboard';
import type { Db } from '../../db/client';
import { orders, seats } from '../../db/schema';

/**
 * Today's orders (JST) of a restaurant: count and takings without cancellations, orders per
 * hour, the five items ordered most, and seats with no guest (no cart, no order since the
 * seat's last 会計済み).
 */
export async function orderFigures(db: Db, companyId: string, today: string): Promise<NonNullable<Dashboard['orders']>> {
  const day = plainDate(today);
  const start = startOfJapanDay(day);
  const todays = and(
    eq(orders.companyId, companyId),
    gte(orders.createdAtMs, start),
    lt(orders.createdAtMs, startOfJapanDay(addDays(day, 1))),
    ne(orders.status, 'cancelled'),
  );
  const hour = sql<number>`((${orders.createdAtMs} - ${start}) / 3600000)::int`;
  const [totals, hours, items, seatRows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, takings: sql<string>`coalesce(sum(${orders.totalAmount}), 0)` })
      .from(orders)
      .where(todays),
    db.select({ hour, count: sql<number>`count(*)::int` }).from(orders).where(todays).groupBy(sql`1`),
    db
      .select({
        name: sql<string>`line->>'name'`,
        quantity: sql<number>`sum((line->>'quantity')::int)::int`,
        amount: sql<string>`sum((line->>'quantity')::int * (line->>'price')::bigint)`,
      })
      .from(sql`${orders}, jsonb_array_elements(${orders.items}) as line`)
      .where(todays)
      .groupBy(sql`line->>'name'`)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(5),
    db
      .select({
        id: seats.id,
        // Spelled out: inside the subqueries a bare "id" would be the order's, not the seat's.
        isOccupied: sql<boolean>`exists (select 1 from cart_items c where c.seat_id = seats.id)
          or exists (select 1 from orders o where o.seat_id = seats.id and o.created_at_ms >= seats.session_started_at and o.status <> 'cancelled')`,
      })
      .from(seats)
      .where(eq(seats.companyId, companyId)),
  ]);
  const perHour = new Map(hours.map((h) => [h.hour, h.count]));
  return {
    count: totals[0]?.count ?? 0,
    takings: Number(totals[0]?.takings ?? 0),
    seats: seatRows.length,
    openSeats: seatRows.filter((s) => !s.isOccupied).length,
    byHour: Array.from({ length: 24 }, (_, h) => ({ hour: h, count: perHour.get(h) ?? 0 })),
    topItems: items.map((i) => ({ name: i.name, quantity: i.quantity, amount: Number(i.amount) })),
  };
}
