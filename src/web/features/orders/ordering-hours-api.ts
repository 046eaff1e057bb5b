import { useQuery } from '@tanstack/react-query';
import { seatsEndpoints as endpoints } from '@/core/contracts/seats';
import type { OrderingException, OrderingPeriod } from '@/core/ordering-hours';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

export const orderingHoursKey = ['seats', 'ordering-hours'] as const;

export function useOrderingHours() {
  return useQuery({
    queryKey: orderingHoursKey,
    queryFn: ({ signal }) => call(endpoints.orderingHours, { signal }),
    select: (data) => data.items,
  });
}

export function useSaveOrderingHours() {
  return useReplacingMutation(orderingHoursKey, (items: OrderingPeriod[]) => call(endpoints.saveOrderingHours, { body: { items } }));
}

export const orderingExceptionsKey = ['seats', 'ordering-exceptions'] as const;

/** The dates from today on with hours of their own (臨時休業, 特別営業時間). */
export function useOrderingExceptions() {
  return useQuery({
    queryKey: orderingExceptionsKey,
    queryFn: ({ signal }) => call(endpoints.orderingExceptions, { signal }),
    select: (data) => data.items,
  });
}

export function useSaveOrderingException() {
  return useReplacingMutation(orderingExceptionsKey, (exception: OrderingException) =>
    call(endpoints.saveOrderingException, { body: exception }),
  );
}

export function useDeleteOrderingException() {
  return useReplacingMutation(orderingExceptionsKey, (date: string) => call(endpoints.deleteOrderingException, { params: { date } }));
}
