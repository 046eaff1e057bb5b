import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiRequestError } from '@/web/lib/api';
import { placeOrderOptions } from './cart-mutations';
import type { SeatRef } from './diner-api';

/** Places the seat's cart as an order, one request key per submission (see placeOrderOptions). */
export function usePlaceOrder(ref: SeatRef) {
  const queryClient = useQueryClient();
  const requestKey = useRef<string | null>(null);
  return useMutation(placeOrderOptions(queryClient, ref, requestKey));
}

/** The server's answer when the cart was emptied by a seatmate's order placed just before. */
export const isOrderedBySeatmate = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.code === 'ORDERED_BY_SEATMATE';
