import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { maxCartQuantity } from '@/core/order-rules';
import { api, errorMessage } from '@/web/lib/api';
import { type Cart, type CartLine, type SeatRef, seatKeys, seatPath, withQuantity } from './diner-api';
import { isUrlError, useLeaveSeat } from './use-leave-seat';

type LineInfo = Omit<CartLine, 'quantity' | 'addedAt'>;
export type CartChange =
  | { kind: 'add'; line: LineInfo; quantity: number }
  | { kind: 'set'; line: LineInfo; quantity: number }
  | { kind: 'clear' };

/** Seats whose cart changed on another phone while this one was saving: refetched when it is done. */
const staleCarts = new Set<string>();

function send(ref: SeatRef, change: CartChange): Promise<Cart> {
  if (change.kind === 'clear') return api<Cart>(seatPath(ref, '/cart'), { method: 'DELETE' });
  if (change.kind === 'add') {
    return api<Cart>(seatPath(ref, '/cart/items'), { method: 'POST', body: { itemId: change.line.id, quantity: change.quantity } });
  }
  const path = seatPath(ref, `/cart/items/${encodeURIComponent(change.line.id)}`);
  return change.quantity <= 0
    ? api<Cart>(path, { method: 'DELETE' })
    : api<Cart>(path, { method: 'PATCH', body: { quantity: change.quantity } });
}

function applied(cart: Cart, change: CartChange): Cart {
  if (change.kind === 'clear') return { items: [], totalAmount: 0 };
  const current = cart.items.find((l) => l.id === change.line.id)?.quantity ?? 0;
  const quantity = change.kind === 'add' ? Math.min(current + change.quantity, maxCartQuantity) : change.quantity;
  return withQuantity(cart, change.line, quantity);
}

/**
 * Cart changes that show at once: the cart is updated before the server answers, the
 * changes of one phone are sent one after another (so quick taps arrive in order), and the
 * server's cart replaces the guess when the last one is done.
 */
export function useCartActions(ref: SeatRef) {
  const queryClient = useQueryClient();
  const leaveSeat = useLeaveSeat();
  const keys = seatKeys(ref);
  const mutationKey = [...keys.cart, 'change'];
  const seat = keys.cart.join('/');
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;

  const mutation = useMutation({
    mutationKey,
    scope: { id: seat },
    mutationFn: (change: CartChange) => send(ref, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: keys.cart });
      queryClient.setQueryData<Cart>(keys.cart, (cart) => (cart ? applied(cart, change) : cart));
    },
    onSuccess: (cart) => {
      if (isLast() && !staleCarts.has(seat)) queryClient.setQueryData(keys.cart, cart);
    },
    onError: (error) => {
      if (isUrlError(error)) return leaveSeat();
      toast.error(errorMessage(error));
      staleCarts.add(seat);
    },
    onSettled: () => {
      if (!isLast() || !staleCarts.delete(seat)) return;
      void queryClient.invalidateQueries({ queryKey: keys.cart });
    },
  });

  return {
    add: (line: LineInfo, quantity = 1) => mutation.mutate({ kind: 'add', line, quantity }),
    setQuantity: (line: LineInfo, quantity: number) => mutation.mutate({ kind: 'set', line, quantity }),
    remove: (line: LineInfo) => mutation.mutate({ kind: 'set', line, quantity: 0 }),
    clear: () => mutation.mutate({ kind: 'clear' }),
  };
}

/** Called for the live `cart.changed` event: refetch now, or after this phone's own changes. */
export function markCartChanged(queryClient: ReturnType<typeof useQueryClient>, ref: SeatRef) {
  const keys = seatKeys(ref);
  if (queryClient.isMutating({ mutationKey: [...keys.cart, 'change'] }) > 0) staleCarts.add(keys.cart.join('/'));
  else void queryClient.invalidateQueries({ queryKey: keys.cart });
}
