import { eq, sql } from 'drizzle-orm';
import { addDays, plainDate, startOfJapanDay } from '@/core/calendar';
import type { Dashboard } from '@/core/contracts/dashboard';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import { itemSales, orderCounts } from '../../sales/order-lines';

/**
 * Today's orders (JST) of a restaurant: count and takings without cancellations, orders per
 * hour, the five items ordered most, and seats with no guest (no cart, no order since the
 * seat's last 会計済み). The order figures are 売上日報's, over the calendar day.
 */
export async function orderFigures(db: Db, companyId: string, today: string): Promise<NonNullable<Dashboard['orders']>> {
  const day = plainDate(today);
  const range = { fromMs: startOfJapanDay(day), toMs: startOfJapanDay(addDays(day, 1)) };
  const [counts, items, seatRows] = await Promise.all([
    orderCounts(db, companyId, range),
    itemSales(db, companyId, range, { limit: 5, by: 'quantity' }),
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
  return {
    count: counts.count,
    takings: counts.amount,
    seats: seatRows.length,
    openSeats: seatRows.filter((s) => !s.isOccupied).length,
    byHour: counts.bySlot.map((count, hour) => ({ hour, count })),
    topItems: items,
  };
}
