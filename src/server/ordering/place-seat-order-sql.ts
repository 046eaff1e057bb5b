import { type SQL, sql } from 'drizzle-orm';
import { cartItems, menuItems, orders, seats } from '../db/schema';
import { type PushDevice, pushDevicesSql } from '../push/staff-push';
import { publishing } from '../realtime/publish';
import { type ChoiceProblem, choiceProblemsSql, lineOptionsSql, linePriceSql } from './line-options';
import { orderingClosedSql } from './ordering-hours-sql';
import { dinerSeatSql } from './seats';

/** A line a member entered for 代理注文: the item, its choices' key (optionKey of core) and how many. */
export type EnteredLine = { itemId: string; optionKey: string; quantity: number };

/**
 * Where an order's lines come from: the seat's shared cart (a diner's phone, behind the seat's
 * token; the cart is emptied) or the lines a member entered (the cart is left alone).
 */
export type OrderSource = { kind: 'cart'; token: string } | { kind: 'entered'; lines: EnteredLine[] };

export type PlacingInput = { companyId: string; seatId: string; source: OrderSource; note: string; requestKey: string };

/**
 * The one statement that places an order, whoever orders: the seat is locked, the lines are
 * priced from the menu with their options' differences, each pick is checked against its
 * item's groups (必須, min/max, sold out), the ordering hours are checked, and only when all is
 * well is the order numbered and written with the events for the staff alert and the seat's
 * phones. The select at the end says what stopped it (see PlacingOutcome), and names the staff
 * devices to push the order to.
 */
export function placingSql(input: PlacingInput, id: string, now: number): SQL {
  const { companyId, seatId, source } = input;
  const isCart = source.kind === 'cart';
  const seat = isCart
    ? dinerSeatSql(companyId, seatId, source.token, sql`for update of s`)
    : sql`select s.id, s.name from ${seats} s where s.id = ${seatId} and s.company_id = ${companyId} for update of s`;
  const lines = isCart
    ? sql`select item_id, option_key, quantity, added_at from ${cartItems} where company_id = ${companyId} and seat_id = ${seatId}`
    : // The order entered is kept as added_at, so the order shows the lines as the member listed them.
      sql`select item_id, option_key, quantity, ord as added_at
        from jsonb_to_recordset(${JSON.stringify(source.lines.map((l, ord) => ({ item_id: l.itemId, option_key: l.optionKey, quantity: l.quantity, ord })))}::jsonb)
        as l(item_id text, option_key text, quantity int, ord bigint)`;
  const ready = sql`exists (select 1 from seat) and not exists (select 1 from previous) and not exists (select 1 from closed)
    and not exists (select 1 from missing) and not exists (select 1 from sold_out) and not exists (select 1 from problems)`;
  // The cart's lines are taken with DELETE … RETURNING: of two phones ordering at once only one gets them.
  const taken = isCart
    ? sql`delete from ${cartItems} c using priced p
        where c.seat_id = ${seatId} and p.item_id = c.item_id and p.option_key = c.option_key and ${ready}
        returning c.item_id, c.option_key, c.quantity, c.added_at, p.name, p.price, p.options`
    : sql`select item_id, option_key, quantity, added_at, name, price, options from priced where ${ready}`;
  const view = sql`jsonb_build_object('id', p.id, 'orderNo', p.order_no, 'seatId', p.seat_id, 'seatName', p.seat_name, 'items', p.items,
    'totalAmount', p.total_amount, 'note', p.note, 'status', p.status, 'createdAt', p.created_at_ms)`;
  // The diner's phones see the cart emptied; a member's order leaves it as it is.
  const cartEmptied = isCart
    ? sql`(1, ${`seat:${seatId}`}::text, 'cart.changed'::text, '{"cart": {"items": [], "totalAmount": 0}}'::jsonb),`
    : sql``;
  const first = isCart ? 2 : 1;
  return sql`
    with seat as (${seat}), previous as (
      select * from ${orders} where company_id = ${companyId} and seat_id = ${seatId} and request_key = ${input.requestKey}
    ), closed as (select 1 where ${orderingClosedSql(companyId, now, isCart ? 'diner' : 'staff')}),
    source as (${lines}), priced as (
      select l.item_id, l.option_key, l.added_at, l.quantity, m.name, m.is_sold_out or o.unavailable as is_sold_out,
        ${linePriceSql(sql`m.price`, sql`o.delta`)} as price, case when o.n > 0 then jsonb_build_object('options', o.options) else '{}'::jsonb end as options
      from source l join ${menuItems} m on m.id = l.item_id and m.company_id = ${companyId}
      cross join ${lineOptionsSql(companyId, sql`l.option_key`)} o
    ), missing as (
      select 1 from source l where not exists (select 1 from priced p where p.item_id = l.item_id and p.option_key = l.option_key)
    ), sold_out as (
      select name, added_at from priced where is_sold_out
    ), problems as (
      select p.name as item, x.* from priced p cross join lateral (${choiceProblemsSql(companyId, sql`p.item_id`, sql`p.option_key`)}) x
      where x.kind <> 'soldOut'
    ), taken as (${taken}), lines as (
      select jsonb_agg(jsonb_build_object('itemId', item_id, 'name', name, 'price', price, 'quantity', quantity) || options
          order by added_at, item_id, option_key) as items,
        sum(price * quantity)::bigint as total
      from taken having count(*) > 0
    ), placed as (
      insert into ${orders} (id, company_id, seat_id, order_no, seat_name, items, total_amount, note, request_key, created_at_ms)
      select ${id}::text, ${companyId}::text, seat.id, numbered.at::text, seat.name, lines.items, lines.total, ${input.note}::text, ${input.requestKey}::text, numbered.at
      from seat, lines, (select greatest(${now}::bigint, coalesce(max(created_at_ms), 0) + 1) as at from ${orders} where seat_id = ${seatId}) as numbered
      returning *
    ), ${publishing(
      companyId,
      isCart ? 3 : 2,
      sql`select x.* from placed p, lateral (values ${cartEmptied}
        (${first}::int, ${`seat:${seatId}`}::text, 'order.created'::text, jsonb_build_object('id', p.id)),
        (${first + 1}::int, 'company'::text, 'order.created'::text, ${view})) as x(i, topic, type, data)`,
    )}, ${pushDevicesSql(companyId)}
    select exists (select 1 from seat) as "hasSeat",
      (select row_to_json(p) from previous p) as previous,
      (select row_to_json(p) from placed p where exists (select 1 from notified)) as placed,
      exists (select 1 from closed) as "isClosed", exists (select 1 from missing) as "isMissing",
      (select array_agg(name order by added_at) from sold_out) as "soldOut",
      (select jsonb_agg(row_to_json(p) order by p.o, p.name) from problems p) as problems,
      (select coalesce(jsonb_agg(row_to_json(d)), '[]'::jsonb) from push_devices d) as "pushDevices"`;
}

/** What the placing statement answers. */
export type PlacingOutcome = {
  hasSeat: boolean;
  previous: Record<string, unknown> | null;
  placed: Record<string, unknown> | null;
  isClosed: boolean;
  isMissing: boolean;
  soldOut: string[] | null;
  problems: ({ item: string } & ChoiceProblem)[] | null;
  /** The staff devices to push a new order to, read in the same round trip. */
  pushDevices: PushDevice[];
};
