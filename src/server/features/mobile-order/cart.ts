import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Cart } from '@/core/api-types-ordering';
import { optionKey, parseCartLineId } from '@/core/item-options';
import { maxCartQuantity } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { cartItems, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  type ChoiceProblem,
  choiceProblemError,
  choiceProblemsSql,
  lineIdSql,
  lineOptionsSql,
  linePriceSql,
} from '../../ordering/line-options';
import { fileUrlSql } from '../../ordering/menu';
import { orderingClosedError, orderingClosedSql } from '../../ordering/ordering-hours-sql';
import { dinerSeatSql, urlCheckError } from '../../ordering/seats';
import { type LiveEvent, publishEvents, publishing } from '../../realtime/publish';

type SeatRef = { companyId: string; seatId: string };

/**
 * The cart made of `lines` (item_id, option_key, quantity, added_at) as the API shows it, in one
 * select (`items`, `total`): current menu names and prices with the options' differences (never
 * the browser's). A line whose choice is sold out or gone from the menu shows as sold out.
 */
function cartSql(companyId: string, lines: SQL): SQL {
  const price = linePriceSql(sql`m.price`, sql`o.delta`);
  return sql`select coalesce(jsonb_agg(jsonb_build_object('id', ${lineIdSql(sql`l.item_id`, sql`l.option_key`)}, 'itemId', m.id,
      'optionKey', l.option_key, 'options', o.options, 'name', m.name, 'price', ${price}, 'imageUrl', ${fileUrlSql(sql`m.image_file_id`)},
      'isSoldOut', m.is_sold_out or o.unavailable, 'quantity', l.quantity, 'addedAt', l.added_at)
      order by l.added_at, l.item_id, l.option_key), '[]'::jsonb) as items,
    coalesce(sum(${price} * l.quantity), 0)::bigint as total
    from (${lines}) l join ${menuItems} m on m.id = l.item_id cross join ${lineOptionsSql(companyId, sql`l.option_key`)} o`;
}

const seatLines = ({ companyId, seatId }: SeatRef) =>
  sql`select item_id, option_key, quantity, added_at from ${cartItems} where company_id = ${companyId} and seat_id = ${seatId}`;

/** The seat's shared cart. */
export async function readCart(db: Db | Tx, ref: SeatRef): Promise<Cart> {
  const result = await db.execute(sql`select jsonb_build_object('items', c.items, 'totalAmount', c.total) as cart
    from (${cartSql(ref.companyId, seatLines(ref))}) c`);
  const [row] = (result as unknown as { rows: { cart: Cart }[] }).rows;
  return row?.cart ?? { items: [], totalAmount: 0 };
}

/**
 * The seat's `cart.changed` carries the cart as the change left it: the other phones show it
 * without a request of their own (read in the same transaction, so it is the committed state).
 */
async function changed(tx: Tx, ref: SeatRef): Promise<Cart> {
  const cart = await readCart(tx, ref);
  const event: LiveEvent = { topic: `seat:${ref.seatId}`, type: 'cart.changed', data: { cart } };
  await publishEvents(tx, ref.companyId, [event]);
  return cart;
}

type Added = {
  hasSeat: boolean;
  item: { name: string; is_sold_out: boolean } | null;
  isClosed: boolean;
  problems: ChoiceProblem[] | null;
  cart: Cart;
  notified: number;
};

/**
 * Adds to the quantity of the line of this item with these options (default 1), or makes the
 * line, and records addedAt, in one statement that also checks the options' rules and the
 * ordering hours, writes the seat's `cart.changed` event (with the cart) and returns the cart
 * as it is after the change (the statement's own insert is not visible to its other reads, so
 * the cart is the other lines plus the one written). A sold-out or unknown item, a pick the
 * item's groups do not allow, or a time outside the ordering hours changes nothing.
 */
export async function addToCart(
  db: Db,
  ref: SeatRef & { token: string },
  input: { itemId: string; quantity: number; choiceIds: string[] },
): Promise<Cart> {
  const now = Date.now();
  const { itemId, quantity } = input;
  const key = optionKey(input.choiceIds);
  const statement = sql`
    with seat as (${dinerSeatSql(ref.companyId, ref.seatId, ref.token)}), item as (
      select id, name, is_sold_out from ${menuItems} where company_id = ${ref.companyId} and id = ${itemId}
    ), problems as (${choiceProblemsSql(ref.companyId, sql`${itemId}::text`, sql`${key}::text`)}),
    closed as (select 1 where ${orderingClosedSql(ref.companyId, now)}),
    upserted as (
      insert into ${cartItems} (company_id, seat_id, item_id, option_key, quantity, added_at)
      select ${ref.companyId}::text, ${ref.seatId}::text, item.id, ${key}::text, ${quantity}::int, ${now}::bigint from seat, item
      where not item.is_sold_out and not exists (select 1 from problems) and not exists (select 1 from closed)
      on conflict (seat_id, item_id, option_key) do update
        set quantity = least(${cartItems}.quantity + ${quantity}::int, ${maxCartQuantity}::int), added_at = ${now}::bigint
      returning item_id, option_key, quantity, added_at
    ), lines as (
      select * from (${seatLines(ref)}) mine where not (item_id = ${itemId} and option_key = ${key})
      union all select item_id, option_key, quantity, added_at from upserted
    ), cart as (${cartSql(ref.companyId, sql`select * from lines`)}), ${publishing(
      ref.companyId,
      1,
      sql`select 1 as i, ${`seat:${ref.seatId}`}::text as topic, 'cart.changed'::text as type,
        jsonb_build_object('cart', jsonb_build_object('items', cart.items, 'totalAmount', cart.total)) as data from upserted, cart`,
    )}
    select exists (select 1 from seat) as "hasSeat", (select row_to_json(item) from item) as item, (select count(*)::int from notified) as notified,
      exists (select 1 from closed) as "isClosed", (select jsonb_agg(row_to_json(p) order by p.o, p.name) from problems p) as problems,
      (select jsonb_build_object('items', items, 'totalAmount', total) from cart) as cart`;
  const [added] = await executePrepared<Added>(db, statement);
  if (!added?.hasSeat) throw urlCheckError();
  if (!added.item) throw new AppError(404, 'ITEM_NOT_FOUND', '商品が見つかりません');
  if (added.isClosed) throw await orderingClosedError(db, ref.companyId, now);
  if (added.item.is_sold_out) throw new AppError(409, 'SOLD_OUT', `「${added.item.name}」は売り切れです`);
  const problem = added.problems?.[0];
  if (problem) throw choiceProblemError(problem);
  return added.cart;
}

/** Sets the quantity of a line (named as the cart names it); 0 or less removes the line. */
export async function setCartQuantity(db: Db, ref: SeatRef, lineId: string, quantity: number) {
  const line = parseCartLineId(lineId);
  await db.transaction(async (tx) => {
    const where = and(
      eq(cartItems.companyId, ref.companyId),
      eq(cartItems.seatId, ref.seatId),
      eq(cartItems.itemId, line.itemId),
      eq(cartItems.optionKey, line.optionKey),
    );
    const done =
      quantity <= 0
        ? await tx.delete(cartItems).where(where).returning({ id: cartItems.itemId })
        : await tx.update(cartItems).set({ quantity }).where(where).returning({ id: cartItems.itemId });
    if (done.length === 0) throw new AppError(404, 'NOT_IN_CART', 'カートに入っていない商品です');
    await changed(tx, ref);
  });
}

export async function removeFromCart(db: Db, ref: SeatRef, lineId: string) {
  await setCartQuantity(db, ref, lineId, 0);
}

/** The clear button: empties the seat's cart. */
export async function clearCart(db: Db, ref: SeatRef) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(and(eq(cartItems.companyId, ref.companyId), eq(cartItems.seatId, ref.seatId)));
    await changed(tx, ref);
  });
}
