import type { MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { dinerRoutes as endpoints } from '@/core/contracts/diner-routes';
import type { PlacedOrder } from '@/core/contracts/mobile-order';
import { maxCartQuantity } from '@/core/order-rules';
import { ApiRequestError, call } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { type Cart, type CartLine, type SeatRef, seatKeys, withQuantity } from './diner-api';

type LineInfo = Omit<CartLine, 'quantity' | 'addedAt'>;
export type CartChange =
  | { kind: 'add'; line: LineInfo; quantity: number }
  | { kind: 'set'; line: LineInfo; quantity: number }
  | { kind: 'clear' };

/** Seats whose cart changed on another phone while this one was saving: refetched when it is done. */
const staleCarts = new Set<string>();

function send(ref: SeatRef, change: CartChange): Promise<Cart> {
  if (change.kind === 'clear') return call(endpoints.clearCart, { params: ref });
  if (change.kind === 'add') {
    const { itemId, optionKey } = change.line;
    const choices = optionKey ? { choiceIds: optionKey.split('.') } : {};
    return call(endpoints.addToCart, { params: ref, body: { itemId, quantity: change.quantity, ...choices } });
  }
  const params = { ...ref, itemId: change.line.id };
  return change.quantity <= 0
    ? call(endpoints.removeFromCart, { params })
    : call(endpoints.setQuantity, { params, body: { quantity: change.quantity } });
}

function applied(cart: Cart, change: CartChange): Cart {
  if (change.kind === 'clear') return { items: [], totalAmount: 0 };
  const current = cart.items.find((l) => l.id === change.line.id)?.quantity ?? 0;
  const quantity = change.kind === 'add' ? Math.min(current + change.quantity, maxCartQuantity) : change.quantity;
  return withQuantity(cart, change.line, quantity);
}

const changeKey = (ref: SeatRef) => [...seatKeys(ref).cart, 'change'];

/**
 * Cart changes that show at once: the cart is updated before the server answers, the
 * changes of one phone are sent one after another (so quick taps arrive in order), and the
 * server's cart replaces the guess when the last one is done. `onFailure` shows the error
 * (or leaves the seat); the cart is refetched after the last change either way.
 */
export function cartChangeOptions(
  queryClient: QueryClient,
  ref: SeatRef,
  onFailure: (error: unknown) => void,
): MutationObserverOptions<Cart, Error, CartChange> {
  const keys = seatKeys(ref);
  const mutationKey = changeKey(ref);
  const seat = keys.cart.join('/');
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;
  return {
    mutationKey,
    scope: { id: seat },
    mutationFn: (change) => send(ref, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: keys.cart });
      queryClient.setQueryData<Cart>(keys.cart, (cart) => (cart ? applied(cart, change) : cart));
    },
    onSuccess: (cart) => {
      if (isLast() && !staleCarts.has(seat)) queryClient.setQueryData(keys.cart, cart);
    },
    onError: (error) => {
      staleCarts.add(seat);
      onFailure(error);
    },
    onSettled: () => {
      if (!isLast() || !staleCarts.delete(seat)) return;
      void queryClient.invalidateQueries({ queryKey: keys.cart });
    },
  };
}

/**
 * Called for the live `cart.changed` event (and when the menu changed): while this phone is
 * saving, the cart is read after its own changes; otherwise the cart the event carries is shown
 * at once — no request, which is most of the time the other phones took — or, without one, read now.
 */
export function markCartChanged(queryClient: QueryClient, ref: SeatRef, cart?: Cart) {
  const keys = seatKeys(ref);
  if (queryClient.isMutating({ mutationKey: changeKey(ref) }) > 0) staleCarts.add(keys.cart.join('/'));
  else if (!cart) void queryClient.invalidateQueries({ queryKey: keys.cart });
  else {
    // A read already under way may predate this change: it must not overwrite it.
    void queryClient.cancelQueries({ queryKey: keys.cart }).then(() => queryClient.setQueryData(keys.cart, cart));
  }
}

/** 8–64 characters of [A-Za-z0-9_-], as the server asks. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the server may have placed the order although the answer never arrived. */
const mayHaveReached = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/**
 * Places the seat's cart as an order. One key per submission, kept for its retries: a
 * double tap or a retry after a lost answer returns the order already placed, never a second.
 */
export function placeOrderOptions(
  queryClient: QueryClient,
  ref: SeatRef,
  requestKey: { current: string | null },
): MutationObserverOptions<PlacedOrder, Error, string> {
  const keys = seatKeys(ref);
  return {
    // A lost connection is retried with the same key: safe, and the diner need not tap again.
    retry: (failureCount, error) => failureCount < 2 && error instanceof ApiRequestError && error.status === 0,
    mutationFn: (note) => {
      requestKey.current ??= newRequestKey();
      return call(endpoints.placeOrder, { params: ref, body: { note, requestKey: requestKey.current } });
    },
    onSuccess: ({ order }) => {
      requestKey.current = null;
      queryClient.setQueryData<Cart>(keys.cart, { items: [], totalAmount: 0 });
      queryClient.setQueryData<{ items: Order[] }>(keys.orders, (list) =>
        list && !list.items.some((o) => o.id === order.id) ? { items: [order, ...list.items] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: keys.orders });
    },
    onError: (error) => {
      // A refused order (empty cart, sold out) is final; the next tap is a new submission.
      if (!mayHaveReached(error)) requestKey.current = null;
      void queryClient.invalidateQueries({ queryKey: keys.cart });
      // A seatmate's order may have taken the cart: 注文履歴 shows it.
      void queryClient.invalidateQueries({ queryKey: keys.orders });
    },
  };
}
