import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiRequestError, api } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { type Cart, type SeatRef, seatKeys, seatPath } from './diner-api';

/** 8–64 characters of [A-Za-z0-9_-], as the server asks. */
function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the server may have placed the order although the answer never arrived. */
const mayHaveReached = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/**
 * Places the seat's cart as an order. One key per submission, kept for its retries: a
 * double tap or a retry after a lost answer returns the order already placed, never a second.
 */
export function usePlaceOrder(ref: SeatRef) {
  const queryClient = useQueryClient();
  const keys = seatKeys(ref);
  const requestKey = useRef<string | null>(null);

  return useMutation({
    // A lost connection is retried with the same key: safe, and the diner need not tap again.
    retry: (failureCount, error) => failureCount < 2 && error instanceof ApiRequestError && error.status === 0,
    mutationFn: (note: string) => {
      requestKey.current ??= newRequestKey();
      return api<{ orderId: string; order: Order }>(seatPath(ref, '/orders'), {
        method: 'POST',
        body: { note, requestKey: requestKey.current },
      });
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
    },
  });
}
