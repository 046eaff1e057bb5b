import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart } from '@/core/api-types-ordering';
import { maxCartQuantity } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { cartItems, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fileUrl, fileUrlSql } from '../../ordering/menu';
import { dinerSeatSql, urlCheckError } from '../../ordering/seats';
import { type LiveEvent, publishEvents, publishing } from '../../realtime/publish';

type SeatRef = { companyId: string; seatId: string };

/** The seat's shared cart with current menu names and prices (never the browser's). */
export async function readCart(db: Db | Tx, { companyId, seatId }: SeatRef): Promise<Cart> {
  const rows = await db
    .select({ itemId: cartItems.itemId, quantity: cartItems.quantity, addedAt: cartItems.addedAt, item: menuItems })
    .from(cartItems)
    .innerJoin(menuItems, eq(menuItems.id, cartItems.itemId))
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.seatId, seatId)))
    .orderBy(asc(cartItems.addedAt));
  return cartView(rows.map((r) => ({ ...r.item, id: r.itemId, quantity: r.quantity, addedAt: r.addedAt })));
}

function cartView(lines: StoredLine[]): Cart {
  const items = lines.map((l) => ({
    id: l.id,
    name: l.name,
    price: l.price,
    imageUrl: fileUrl(l.imageFileId),
    isSoldOut: l.isSoldOut,
    quantity: l.quantity,
    addedAt: l.addedAt,
  }));
  return { items, totalAmount: items.reduce((sum, i) => sum + i.price * i.quantity, 0) };
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

type StoredLine = {
  id: string;
  name: string;
  price: number;
  imageFileId: string | null;
  isSoldOut: boolean;
  quantity: number;
  addedAt: number;
};
type Added = { hasSeat: boolean; item: { name: string; is_sold_out: boolean } | null; cart: Cart; notified: number };

/**
 * Adds to the quantity already in the cart (default 1) and records addedAt, in one
 * statement that also writes the seat's `cart.changed` event (with the cart) and returns the
 * cart as it is after the change (the statement's own insert is not visible to its other
 * reads, so the cart is the other lines plus the one written). A sold-out or unknown item
 * changes nothing.
 */
export async function addToCart(db: Db, ref: SeatRef & { token: string }, itemId: string, quantity: number): Promise<Cart> {
  const now = Date.now();
  const result = await db.execute(sql`
    with seat as (${dinerSeatSql(ref.companyId, ref.seatId, ref.token)}), item as (
      select id, name, is_sold_out from ${menuItems} where company_id = ${ref.companyId} and id = ${itemId}
    ), upserted as (
      insert into ${cartItems} (company_id, seat_id, item_id, quantity, added_at)
      select ${ref.companyId}::text, ${ref.seatId}::text, item.id, ${quantity}::int, ${now}::bigint from seat, item where not item.is_sold_out
      on conflict (seat_id, item_id) do update
        set quantity = least(${cartItems}.quantity + ${quantity}::int, ${maxCartQuantity}::int), added_at = ${now}::bigint
      returning item_id, quantity, added_at
    ), lines as (
      select item_id, quantity, added_at from ${cartItems} where company_id = ${ref.companyId} and seat_id = ${ref.seatId} and item_id <> ${itemId}
      union all select item_id, quantity, added_at from upserted
    ), cart as (
      select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'price', m.price, 'imageUrl', ${fileUrlSql(sql`m.image_file_id`)},
          'isSoldOut', m.is_sold_out, 'quantity', l.quantity, 'addedAt', l.added_at) order by l.added_at, l.item_id), '[]'::jsonb) as items,
        coalesce(sum(m.price * l.quantity), 0)::bigint as total
      from lines l join ${menuItems} m on m.id = l.item_id
    ), ${publishing(
      ref.companyId,
      1,
      sql`select 1 as i, ${`seat:${ref.seatId}`}::text as topic, 'cart.changed'::text as type,
        jsonb_build_object('cart', jsonb_build_object('items', cart.items, 'totalAmount', cart.total)) as data from upserted, cart`,
    )}
    select exists (select 1 from seat) as "hasSeat", (select row_to_json(item) from item) as item, (select count(*)::int from notified) as notified,
      (select jsonb_build_object('items', items, 'totalAmount', total) from cart) as cart`);
  const [added] = (result as unknown as { rows: Added[] }).rows;
  if (!added?.hasSeat) throw urlCheckError();
  if (!added.item) throw new AppError(404, 'ITEM_NOT_FOUND', '商品が見つかりません');
  if (added.item.is_sold_out) throw new AppError(409, 'SOLD_OUT', `「${added.item.name}」は売り切れです`);
  return added.cart;
}

/** Sets the quantity; 0 or less removes the line. */
export async function setCartQuantity(db: Db, ref: SeatRef, itemId: string, quantity: number) {
  await db.transaction(async (tx) => {
    const where = and(eq(cartItems.seatId, ref.seatId), eq(cartItems.itemId, itemId));
    const done =
      quantity <= 0
        ? await tx.delete(cartItems).where(where).returning({ id: cartItems.itemId })
        : await tx.update(cartItems).set({ quantity }).where(where).returning({ id: cartItems.itemId });
    if (done.length === 0) throw new AppError(404, 'NOT_IN_CART', 'カートに入っていない商品です');
    await changed(tx, ref);
  });
}

export async function removeFromCart(db: Db, ref: SeatRef, itemId: string) {
  await setCartQuantity(db, ref, itemId, 0);
}

/** The clear button: empties the seat's cart. */
export async function clearCart(db: Db, ref: SeatRef) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.seatId, ref.seatId));
    await changed(tx, ref);
  });
}
