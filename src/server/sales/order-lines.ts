import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLineStates, orders, seatVisits } from '../db/schema';

/** A span of time in ms, its end excluded: a business day, or the dashboard's calendar day. */
export type TimeRange = { fromMs: number; toMs: number };

const placedIn = (companyId: string, range: TimeRange) =>
  and(eq(orders.companyId, companyId), gte(orders.createdAtMs, range.fromMs), lt(orders.createdAtMs, range.toMs));
const notCancelled = ne(orders.status, 'cancelled');

/**
 * The orders of a span as the figures read them (the dashboard's today, 売上日報's business day):
 * orders placed and not cancelled, per hour from the span's start, and those cancelled with what
 * they would have cost.
 */
export async function orderCounts(db: Db, companyId: string, range: TimeRange) {
  const slot = sql<number>`least(23, ((${orders.createdAtMs} - ${range.fromMs}) / 3600000)::int)`;
  const [totals, hours, cancelled] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)` })
      .from(orders)
      .where(and(placedIn(companyId, range), notCancelled)),
    db
      .select({ slot, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(placedIn(companyId, range), notCancelled))
      .groupBy(sql`1`),
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)` })
      .from(orders)
      .where(and(placedIn(companyId, range), eq(orders.status, 'cancelled'))),
  ]);
  const perSlot = new Map(hours.map((h) => [Number(h.slot), h.count]));
  return {
    count: totals[0]?.count ?? 0,
    amount: Number(totals[0]?.amount ?? 0),
    bySlot: Array.from({ length: 24 }, (_, s) => perSlot.get(s) ?? 0),
    cancellations: { count: cancelled[0]?.count ?? 0, amount: Number(cancelled[0]?.amount ?? 0) },
  };
}

/**
 * Items ordered in a span (not cancelled) by name: quantity and 税込 amount at the ordered price,
 * the most sold first by amount (売上日報) or by quantity (the dashboard's top five).
 */
export async function itemSales(
  db: Db,
  companyId: string,
  range: TimeRange,
  { limit, by = 'amount' }: { limit?: number; by?: 'amount' | 'quantity' } = {},
) {
  const query = db
    .select({
      name: sql<string>`line->>'name'`,
      quantity: sql<number>`sum((line->>'quantity')::int)::int`,
      amount: sql<string>`sum((line->>'quantity')::int * (line->>'price')::bigint)`,
    })
    .from(sql`${orders}, jsonb_array_elements(${orders.items}) as line`)
    .where(and(placedIn(companyId, range), notCancelled))
    .groupBy(sql`line->>'name'`)
    .orderBy(...(by === 'amount' ? [sql`3 desc`, sql`2 desc`] : [sql`2 desc`]), sql`1`);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((i) => ({ name: i.name, quantity: i.quantity, amount: Number(i.amount) }));
}

/** The same lines per menu category (as the category is named now; an item without one is 未分類). */
export async function categorySales(db: Db, companyId: string, range: TimeRange) {
  const rows = await db
    .select({
      name: sql<string>`coalesce(c.name, '未分類')`,
      quantity: sql<number>`sum((line->>'quantity')::int)::int`,
      amount: sql<string>`sum((line->>'quantity')::int * (line->>'price')::bigint)`,
    })
    .from(
      sql`${orders} cross join jsonb_array_elements(${orders.items}) as line
        left join menu_items m on m.id = line->>'itemId' and m.company_id = ${companyId}
        left join menu_categories c on c.id = m.category_id`,
    )
    .where(and(placedIn(companyId, range), notCancelled))
    .groupBy(sql`1`)
    .orderBy(sql`3 desc`, sql`1`);
  return rows.map((r) => ({ name: r.name, quantity: r.quantity, amount: Number(r.amount) }));
}

/**
 * From an order to each of its lines marked 提供 (order_line_states), in seconds on average over
 * the span's orders; the お通し added at 来店 (served as it is placed) is left out. Null: nothing served.
 */
export async function averageServeSeconds(db: Db, companyId: string, range: TimeRange): Promise<number | null> {
  const [row] = await db
    .select({ seconds: sql<string | null>`round(avg(${orderLineStates.servedAtMs} - ${orders.createdAtMs}) / 1000)` })
    .from(orderLineStates)
    .innerJoin(orders, eq(orders.id, orderLineStates.orderId))
    .where(
      and(
        eq(orderLineStates.companyId, companyId),
        placedIn(companyId, range),
        notCancelled,
        sql`not exists (select 1 from ${seatVisits} v where v.cover_order_id = ${orders.id})`,
      ),
    );
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
}
