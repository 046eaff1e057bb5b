import type { Menu, Order } from './api-types';
import type { ChosenOption } from './item-options';
import type { OrderingPeriod, OrderingWindow } from './ordering-hours';

/** Shapes of table-side ordering as the API returns them: the diner's page and the staff's seats. */

/** A line of a seat's shared cart, with the menu's current name and price (never the browser's). */
export type CartLine = {
  /** The item's id, or `item~key` for a combination of options (cartLineId). */
  id: string;
  itemId: string;
  /** The chosen choices' ids, sorted, joined by '.'; '' without options. */
  optionKey: string;
  options: ChosenOption[];
  name: string;
  /** The unit price with the options' differences. */
  price: number;
  imageUrl: string | null;
  isSoldOut: boolean;
  quantity: number;
  addedAt: number;
};

/** /api/mobile-order/{company}/{seat}/cart, and the answer of every cart change. */
export type Cart = { items: CartLine[]; totalAmount: number };

/** /api/mobile-order/{company}/{seat}: the store, the seat and its menu. */
export type SeatMenu = Menu & {
  company: { id: string; name: string; storeName: string };
  /** The partner's colours (oem bg/text) for the diner page. */
  brand: { name: string; bg: string; text: string };
  /** When the store takes orders (none: always), as the store set them weekly. */
  orderingHours: OrderingPeriod[];
  /** The periods of yesterday to a week ahead on the calendar, dated exceptions taken (null: always open). */
  orderingWindows: OrderingWindow[] | null;
  seat: { id: string; name: string };
};

/** What a diner may ask staff for from the seat: 店員呼び出し or お会計をお願いします. */
export type SeatRequestKind = 'call' | 'bill';

/** A diner's request as 注文確認 lists it until a member marks it 対応済み. */
export type SeatRequest = { id: string; seatId: string | null; seatName: string; kind: SeatRequestKind; createdAt: number };

/**
 * A seat's bill so far on 注文確認: its current guests' orders (cancelled ones left out) and
 * when they began (their first order or request since the last 会計済み; null: none yet).
 */
export type SeatBill = { seatId: string; seatName: string; orderCount: number; total: number; openedAt: number | null };

/** The answer of 注文する. */
export type PlacedOrder = { orderId: string; order: Order };

/** /api/seats rows (座席設定). */
export type Seat = {
  id: string;
  name: string;
  /** The seat id of the diner URL and QR code; a new one retires the printed code. */
  token: string;
  sortOrder: number;
  dinerUrl: string;
  /** When the current guests' session began (the last 会計済み), in ms. */
  sessionStartedAt: number;
};
