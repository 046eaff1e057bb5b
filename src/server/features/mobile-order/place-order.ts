import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Order } from '@/core/api-types';
import type { Db } from '../../db/client';
import { cartItems, menuItems, orders, seats } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lineOptionsSql, linePriceSql } from '../../ordering/line-options';
import { orderingClosedError, orderingClosedSql } from '../../ordering/ordering-hours-sql';
import { toOrderView } from '../../ordering/orders';
import { dinerSeatSql, urlCheckError } from '../../ordering/seats';
import { publishing } from '../../realtime/publish';

type Seat = { id: string; companyId: string; name: string; token: string };
type OrderRow = typeof orders.$inferSelect;
type Outcome = {
  hasSeat: boolean;
  previous: Record<string, unknown> | null;
  placed: Record<string, unknown> | null;
  soldOut: string[] | null;
  isClosed: boolean;
};

/**
 * One statement, so one round trip and one commit: the seat (still behind this token) is
 * locked, the cart is moved into the order at menu prices with the options' differences
 * (DELETE … RETURNING: of two phones ordering at once only one gets the lines), and the events
 * for the staff alert and the seat's phones are written. Nothing changes when the cart is empty
 * or holds a sold-out item or choice, outside the ordering hours, or when the request key was
 * used already: then the order placed with it is returned.
 * The order number is the time in ms, made unique within the seat; a rare collision with
 * an order committed meanwhile (or the same key sent twice at once) is retried.
 */
export async function placeOrder(db: Db, seat: Seat, input: { note: string; requestKey: string }): Promise<Placed> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOnce(db, seat, input);
    } catch (error) {
      if (attempt < 3 && (error as { code?: string }).code === '23505') continue;
      throw error;
    }
  }
}

/** The order, and whether this request placed it (false: the request key had placed it before). */
type Placed = { order: Order; isNew: boolean };

async function placeOnce(db: Db, seat: Seat, input: { note: string; requestKey: string }): Promise<Placed> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const view = sql`jsonb_build_object('id', p.id, 'orderNo', p.order_no, 'seatId', p.seat_id, 'seatName', p.seat_name, 'items', p.items,
    'totalAmount', p.total_amount, 'note', p.note, 'status', p.status, 'createdAt', p.created_at_ms)`;
  const result = await db.execute(sql`
    with seat as (${dinerSeatSql(seat.companyId, seat.id, seat.token, sql`for update of s`)}), previous as (
      select * from ${orders} where seat_id = ${seat.id} and request_key = ${input.requestKey}
    ), closed as (select 1 where ${orderingClosedSql(seat.companyId, now)}), priced as (
      select c.item_id, c.option_key, c.added_at, m.name, m.is_sold_out or o.unavailable as is_sold_out,
        ${linePriceSql(sql`m.price`, sql`o.delta`)} as price, case when o.n > 0 then jsonb_build_object('options', o.options) else '{}'::jsonb end as options
      from ${cartItems} c join ${menuItems} m on m.id = c.item_id cross join ${lineOptionsSql(seat.companyId, sql`c.option_key`)} o
      where c.company_id = ${seat.companyId} and c.seat_id = ${seat.id}
    ), sold_out as (
      select name, added_at from priced where is_sold_out
    ), moved as (
      delete from ${cartItems} c using priced p
      where c.seat_id = ${seat.id} and p.item_id = c.item_id and p.option_key = c.option_key
        and exists (select 1 from seat) and not exists (select 1 from previous) and not exists (select 1 from sold_out) and not exists (select 1 from closed)
      returning c.item_id, c.option_key, c.quantity, c.added_at, p.name, p.price, p.options
    ), lines as (
      select jsonb_agg(jsonb_build_object('itemId', item_id, 'name', name, 'price', price, 'quantity', quantity) || options
          order by added_at, item_id, option_key) as items,
        sum(price * quantity)::bigint as total
      from moved having count(*) > 0
    ), placed as (
      insert into ${orders} (id, company_id, seat_id, order_no, seat_name, items, total_amount, note, request_key, created_at_ms)
      select ${id}::text, ${seat.companyId}::text, seat.id, numbered.at::text, seat.name, lines.items, lines.total, ${input.note}::text, ${input.requestKey}::text, numbered.at
      from seat, lines, (select greatest(${now}::bigint, coalesce(max(created_at_ms), 0) + 1) as at from ${orders} where seat_id = ${seat.id}) as numbered
      returning *
    ), ${publishing(
      seat.companyId,
      3,
      sql`select x.* from placed p, lateral (values
        (1, ${`seat:${seat.id}`}::text, 'cart.changed'::text, '{"cart": {"items": [], "totalAmount": 0}}'::jsonb),
        (2, ${`seat:${seat.id}`}::text, 'order.created'::text, jsonb_build_object('id', p.id)),
        (3, 'company'::text, 'order.created'::text, ${view})) as x(i, topic, type, data)`,
    )}
    select exists (select 1 from seat) as "hasSeat",
      (select row_to_json(p) from previous p) as previous,
      (select row_to_json(p) from placed p where exists (select 1 from notified)) as placed,
      (select array_agg(name order by added_at) from sold_out) as "soldOut", exists (select 1 from closed) as "isClosed"`);
  const [outcome] = (result as unknown as { rows: Outcome[] }).rows;
  if (!outcome?.hasSeat) throw urlCheckError();
  if (outcome.previous) return { order: toOrderView(fromRow(outcome.previous)), isNew: false };
  if (outcome.isClosed) throw await orderingClosedError(db, seat.companyId, now);
  if (outcome.soldOut) throw new AppError(409, 'SOLD_OUT', `売り切れの商品があります: ${outcome.soldOut.join('、')}`);
  if (!outcome.placed) {
    if (await seatmateHasOrdered(db, seat.id)) throw new AppError(409, 'ORDERED_BY_SEATMATE', '同じ席の方がご注文済みです');
    throw new AppError(400, 'EMPTY_CART', 'カートが空です');
  }
  return { order: toOrderView(fromRow(outcome.placed)), isNew: true };
}

/** A cart found empty this soon after the seat's guests ordered was most likely taken by that order. */
const seatmateWindowMs = 120_000;

/**
 * Whether another phone at the seat just placed the cart: read in a statement of its own, after
 * the placing one, because that one's snapshot predates an order it waited for on the seat's lock.
 */
async function seatmateHasOrdered(db: Db, seatId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(seats, eq(seats.id, orders.seatId))
    .where(
      and(
        eq(orders.seatId, seatId),
        gte(orders.createdAtMs, seats.sessionStartedAt),
        gt(orders.createdAtMs, Date.now() - seatmateWindowMs),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** row_to_json gives column names; bigint columns arrive as JSON numbers. */
function fromRow(row: Record<string, unknown>): OrderRow {
  return {
    id: row.id,
    companyId: row.company_id,
    seatId: row.seat_id,
    orderNo: row.order_no,
    seatName: row.seat_name,
    items: row.items,
    totalAmount: Number(row.total_amount),
    note: row.note,
    status: row.status,
    requestKey: row.request_key,
    createdAtMs: Number(row.created_at_ms),
    createdAt: new Date(row.created_at as string),
  } as OrderRow;
}
