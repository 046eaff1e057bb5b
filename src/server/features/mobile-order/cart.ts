import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '@/core/contracts/mobile-order';
import { optionKey, parseCartLineId } from '@/core/item-options';
import { maxCartQuantity } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { cartItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type ChoiceProblem, choiceProblemError } from '../../ordering/line-options';
import { orderingClosedError } from '../../ordering/ordering-hours-sql';
import { urlCheckError } from '../../ordering/seats';
import { afterCommitOf } from '../../realtime/announce';
import { type LiveEvent, publishEvents } from '../../realtime/publish';

type SeatRef = { companyId: string; seatId: string };

/**
 * The seat's shared cart, as cart_view_v1 of the database shows it (migration 0031): the same
 * function gives the answer and the `cart.changed` event of adding to it.
 */
export async function readCart(db: Db | Tx, ref: SeatRef): Promise<Cart> {
  const result = await db.execute(sql`select cart_view_v1(${ref.companyId}::text, ${ref.seatId}::text) as cart`);
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

/** What add_to_cart_v1 answers: the first reason nothing was added, or the cart after the change. */
type Added =
  | { outcome: 'noSeat' }
  | { outcome: 'noItem' }
  | { outcome: 'closed' }
  | { outcome: 'soldOut'; name: string }
  | { outcome: 'choiceProblem'; problem: ChoiceProblem }
  | { outcome: 'added'; cart: Cart; note?: string | null };

/**
 * Adds to the quantity of the line of this item with these options (default 1), or makes the
 * line, and records addedAt: one call of add_to_cart_v2 (migration 0032; v1 of 0031 without an announcer), which checks the seat's
 * token, the item, the ordering hours and the options' rules, writes the seat's `cart.changed`
 * event with the cart and answers the cart as the change left it. A sold-out or unknown item, a
 * pick the item's groups do not allow, or a time outside the ordering hours changes nothing.
 */
export async function addToCart(
  db: Db,
  ref: SeatRef & { token: string },
  input: { itemId: string; quantity: number; choiceIds: string[] },
): Promise<Cart> {
  const now = Date.now();
  // v2 records the event and answers it to announce after commit; v1 notifies inside (announce.ts).
  const afterCommit = afterCommitOf(db);
  const add = afterCommit ? sql`add_to_cart_v2` : sql`add_to_cart_v1`;
  const result = await db.execute(sql`select ${add}(${ref.companyId}::text, ${ref.seatId}::text, ${ref.token}::text,
    ${input.itemId}::text, ${optionKey(input.choiceIds)}::text, ${input.quantity}::int, ${maxCartQuantity}::int, ${now}::bigint) as added`);
  const added = (result as unknown as { rows: { added: Added }[] }).rows[0]?.added as Added;
  switch (added.outcome) {
    case 'noSeat':
      throw urlCheckError();
    case 'noItem':
      throw new AppError(404, 'ITEM_NOT_FOUND', '商品が見つかりません');
    case 'closed':
      throw await orderingClosedError(db, ref.companyId, now);
    case 'soldOut':
      throw new AppError(409, 'SOLD_OUT', `「${added.name}」は売り切れです`);
    case 'choiceProblem':
      throw choiceProblemError(added.problem);
    case 'added':
      afterCommit?.(added.note);
      return added.cart;
  }
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
