import { z } from 'zod';
import { dinerLanguages } from '../diner-languages';
import { addToCartInput, placeOrderInput, seatRequestInput, updateCartQuantityInput } from '../schemas/orders';
import { endpoint } from './endpoint';
import { menu } from './menu';
import { order, seatRequest } from './orders';

/**
 * The diner's phone (/api/mobile-order/:companyId/:seatId), without sign-in: the company id and
 * the seat token of the URL are checked on every request (an unknown or renewed one is
 * SEAT_NOT_FOUND), and prices always come from the menu.
 */

/** A line of a seat's shared cart, with the menu's current name and price (never the browser's). */
export const cartLine = z.object({
  /** The item's id, or `item~key` for a combination of options (cartLineId). */
  id: z.string(),
  itemId: z.string(),
  /** The chosen choices' ids, sorted, joined by '.'; '' without options. */
  optionKey: z.string(),
  options: z.array(z.object({ group: z.string(), name: z.string(), priceDelta: z.number() })),
  name: z.string(),
  /** The unit price with the options' differences. */
  price: z.number(),
  imageUrl: z.string().nullable(),
  isSoldOut: z.boolean(),
  quantity: z.number(),
  addedAt: z.number(),
});
export type CartLine = z.output<typeof cartLine>;

/** The seat's cart, and the answer of every cart change. */
export const cart = z.object({ items: z.array(cartLine), totalAmount: z.number() });
export type Cart = z.output<typeof cart>;

/** Minutes from 0:00 of the day a period starts (see core/ordering-hours). */
const orderingPeriod = z.object({ days: z.number(), opensAt: z.number(), closesAt: z.number(), lastOrderAt: z.number().nullable() });
const orderingWindow = z.object({ opensAt: z.number(), lastOrderAt: z.number().nullable(), closesAt: z.number() });

/** The store, the seat and its menu, in the diner's language. */
export const seatMenu = menu.extend({
  company: z.object({ id: z.string(), name: z.string(), storeName: z.string() }),
  /** The partner's colours (oem bg/text) for the diner page. */
  brand: z.object({ name: z.string(), bg: z.string(), text: z.string() }),
  /** When the store takes orders (none: always), as the store set them weekly. */
  orderingHours: z.array(orderingPeriod),
  /** The periods of yesterday to a week ahead on the calendar, dated exceptions taken (null: always open). */
  orderingWindows: z.array(orderingWindow).nullable(),
  /**
   * `id` is the seat's token, as the URL names it. `isAwaitingStaff`: the store opens its seats
   * at 来店 and has not opened this one yet, so it takes no order.
   */
  seat: z.object({ id: z.string(), name: z.string(), isAwaitingStaff: z.boolean() }),
});
export type SeatMenu = z.output<typeof seatMenu>;

/** The answer of 注文する: `orderId` is the order's number. */
export const placedOrder = z.object({ orderId: z.string(), order });
export type PlacedOrder = z.output<typeof placedOrder>;

/** `lang` names the diner's language (decision 014); any other value, or none, is Japanese. */
const seatMenuQuery = z.object({ lang: z.enum(dinerLanguages).optional().catch(undefined) });

/** What adding to the cart or ordering may refuse besides the seat: the items, their options, the hours. */
const orderingErrors = ['SEAT_NOT_FOUND', 'ITEM_NOT_FOUND', 'INVALID_OPTIONS', 'SOLD_OUT', 'ORDERING_CLOSED', 'SEAT_NOT_OPEN'] as const;

export const mobileOrderEndpoints = {
  seat: endpoint({
    method: 'GET',
    path: '/api/mobile-order/:companyId/:seatId',
    summary: '座席のお店とメニュー（lang の言語で）',
    query: seatMenuQuery,
    response: seatMenu,
    errors: ['SEAT_NOT_FOUND'],
  }),
  cart: endpoint({
    method: 'GET',
    path: '/api/mobile-order/:companyId/:seatId/cart',
    summary: '座席のカート',
    response: cart,
    errors: ['SEAT_NOT_FOUND'],
  }),
  addToCart: endpoint({
    method: 'POST',
    path: '/api/mobile-order/:companyId/:seatId/cart/items',
    summary: 'カートに入れる',
    body: addToCartInput,
    response: cart,
    errors: orderingErrors,
  }),
  setQuantity: endpoint({
    method: 'PATCH',
    path: '/api/mobile-order/:companyId/:seatId/cart/items/:itemId',
    summary: 'カートの数量を変える（0 で取り除く）',
    body: updateCartQuantityInput,
    response: cart,
    errors: ['SEAT_NOT_FOUND', 'NOT_IN_CART'],
  }),
  removeFromCart: endpoint({
    method: 'DELETE',
    path: '/api/mobile-order/:companyId/:seatId/cart/items/:itemId',
    summary: 'カートから取り除く',
    response: cart,
    errors: ['SEAT_NOT_FOUND', 'NOT_IN_CART'],
  }),
  clearCart: endpoint({
    method: 'DELETE',
    path: '/api/mobile-order/:companyId/:seatId/cart',
    summary: 'カートを空にする',
    response: cart,
    errors: ['SEAT_NOT_FOUND'],
  }),
  /** The same requestKey again answers the order it placed, never a second one. */
  placeOrder: endpoint({
    method: 'POST',
    path: '/api/mobile-order/:companyId/:seatId/orders',
    summary: 'カートを注文する',
    body: placeOrderInput,
    status: 201,
    response: placedOrder,
    errors: [...orderingErrors, 'EMPTY_CART', 'ORDERED_BY_SEATMATE'],
  }),
  /** This seat's orders of the current guests (since the last 会計済み), newest first. */
  orders: endpoint({
    method: 'GET',
    path: '/api/mobile-order/:companyId/:seatId/orders',
    summary: '座席の注文履歴',
    response: z.object({ items: z.array(order) }),
    errors: ['SEAT_NOT_FOUND'],
  }),
  /** 店員呼び出し / お会計をお願いします: alerted to staff like an order; the same kind again within 30 s is refused. */
  request: endpoint({
    method: 'POST',
    path: '/api/mobile-order/:companyId/:seatId/requests',
    summary: '店員を呼ぶ・お会計を頼む',
    body: seatRequestInput,
    status: 201,
    response: seatRequest,
    errors: ['SEAT_NOT_FOUND', 'REQUEST_TOO_SOON'],
  }),
  /** The seat's live stream (its cart, its orders, the menu); it ends when the QR code is renewed or the seat removed. */
  events: endpoint({
    method: 'GET',
    path: '/api/mobile-order/:companyId/:seatId/events',
    summary: '座席のリアルタイム更新（Server-Sent Events）',
    response: { file: 'text/event-stream' },
    errors: ['SEAT_NOT_FOUND'],
  }),
};
