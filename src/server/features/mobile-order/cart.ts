import { and, asc, eq, sql } from 'drizzle-orm';
import { maxCartQuantity } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { cartItems, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fileUrl, readMenuItems } from '../../ordering/menu';
import { type LiveEvent, publishEvents } from '../../realtime/publish';

type SeatRef = { companyId: string; seatId: string };

/** The seat's shared cart with current menu names and prices (never the browser's). */
export async function readCart(db: Db | Tx, { companyId, seatId }: SeatRef) {
  const rows = await db
    .select({ itemId: cartItems.itemId, quantity: cartItems.quantity, addedAt: cartItems.addedAt, item: menuItems })
    .from(cartItems)
    .innerJoin(menuItems, eq(menuItems.id, cartItems.itemId))
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.seatId, seatId)))
    .orderBy(asc(cartItems.addedAt));
  const items = rows.map((r) => ({
    id: r.itemId,
    name: r.item.name,
    price: r.item.price,
    imageUrl: fileUrl(r.item.imageFileId),
    isSoldOut: r.item.isSoldOut,
    quantity: r.quantity,
    addedAt: r.addedAt,
  }));
  return { items, totalAmount: items.reduce((sum, i) => sum + i.price * i.quantity, 0) };
}

export const cartChanged = (ref: SeatRef): LiveEvent => ({ topic: `seat:${ref.seatId}`, type: 'cart.changed' });
const changed = (tx: Tx, ref: SeatRef) => publishEvents(tx, ref.companyId, [cartChanged(ref)]);

/** Adds to the quantity already in the cart (default 1) and records addedAt. */
export async function addToCart(db: Db, ref: SeatRef, itemId: string, quantity: number) {
  await db.transaction(async (tx) => {
    const [item] = await readMenuItems(tx, ref.companyId, [itemId]);
    if (!item) throw new AppError(404, 'ITEM_NOT_FOUND', '商品が見つかりません');
    if (item.isSoldOut) throw new AppError(409, 'SOLD_OUT', `「${item.name}」は売り切れです`);
    await tx
      .insert(cartItems)
      .values({ ...ref, itemId, quantity, addedAt: Date.now() })
      .onConflictDoUpdate({
        target: [cartItems.seatId, cartItems.itemId],
        set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${maxCartQuantity})`, addedAt: Date.now() },
      });
    await changed(tx, ref);
  });
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
