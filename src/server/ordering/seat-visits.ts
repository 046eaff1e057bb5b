import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SeatVisit } from '@/core/contracts/orders';
import type { RoundingMode } from '@/core/money';
import type { Db, Tx } from '../db/client';
import { documentSettings, orders, type seats, seatVisits, tableServiceSettings } from '../db/schema';

/** The company's table rules, as stored or the defaults (a diner's order opens the seat, no お通し). */
export async function readTableRules(db: Db | Tx, companyId: string) {
  const [row] = await db.select().from(tableServiceSettings).where(eq(tableServiceSettings.companyId, companyId));
  return {
    seatOpening: row?.seatOpening ?? 'diner',
    coverItemId: row?.coverItemId ?? null,
    coverForChildren: row?.coverForChildren ?? false,
    takeoutEnabled: row?.takeoutEnabled ?? false,
  };
}

/** The seat's open visit (its guests since 来店), if any; with `lock` held until the transaction ends. */
export async function openVisitOf(db: Db | Tx, companyId: string, seatId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(seatVisits)
    .where(and(eq(seatVisits.companyId, companyId), eq(seatVisits.seatId, seatId), isNull(seatVisits.closedAtMs)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export const toVisitView = (row: typeof seatVisits.$inferSelect): SeatVisit => ({
  id: row.id,
  adults: row.adults,
  children: row.children,
  segment: row.segment,
  openedAt: row.openedAtMs,
});

/** Whether a diner at the seat waits for staff to open it (the store opens its seats at 来店). */
export async function isAwaitingStaff(db: Db | Tx, companyId: string, seatId: string): Promise<boolean> {
  const [rules, visit] = await Promise.all([readTableRules(db, companyId), openVisitOf(db, companyId, seatId)]);
  return rules.seatOpening === 'staff' && visit === null;
}

/** The company's rounding of fractions (帳票設定), which the bill's percentages and tax follow as its receipt does. */
export async function roundingModeOf(db: Db | Tx, companyId: string): Promise<RoundingMode> {
  const [row] = await db
    .select({ mode: documentSettings.roundingMode })
    .from(documentSettings)
    .where(eq(documentSettings.companyId, companyId));
  return row?.mode ?? 'floor';
}

/**
 * An order of its seat's current guests: placed since the seat's last 会計済み (`sessionStart`), or
 * of the seat's open visit that orders were moved to (テーブル移動・連結), which may be older than that.
 */
export const isCurrentGuestsOrder = (sessionStart: SQL | number): SQL =>
  sql`(${orders.createdAtMs} >= ${sessionStart} or ${orders.visitId} in (select v.id from seat_visits v where v.seat_id = ${orders.seatId} and v.closed_at_ms is null and v.moved_at_ms is not null))`;

/**
 * A charge staff add to a visit (the お通し, a 放題プラン's price or its 延長) as an order already
 * served: on the bill, the receipt and the diners' history, never an alert or on the kitchen's list;
 * numbered like the seat's other orders. `requestKey` makes it once per visit and cause.
 */
export async function addServedOrder(
  tx: Tx,
  seat: typeof seats.$inferSelect,
  visitId: string,
  line: { itemId: string; name: string; price: number; quantity: number },
  requestKey: string,
  now: number,
) {
  const [numbered] = await tx
    .select({ next: sql<number>`greatest(${now}::bigint, coalesce(max(${orders.createdAtMs}), 0) + 1)` })
    .from(orders)
    .where(eq(orders.seatId, seat.id));
  const orderNo = Number(numbered?.next ?? now);
  const [row] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      companyId: seat.companyId,
      seatId: seat.id,
      orderNo: String(orderNo),
      seatName: seat.name,
      items: [line],
      totalAmount: line.price * line.quantity,
      status: 'served',
      requestKey,
      createdAtMs: orderNo,
      visitId,
    })
    .returning();
  return row ?? null;
}
