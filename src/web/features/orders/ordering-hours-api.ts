import { useQuery } from '@tanstack/react-query';
import type { OrderingException, OrderingPeriod } from '@/core/ordering-hours';
import { api } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

type Periods = { items: OrderingPeriod[] };
export const orderingHoursKey = ['seats', 'ordering-hours'] as const;
const path = '/api/seats/ordering-hours';

export function useOrderingHours() {
  return useQuery({ queryKey: orderingHoursKey, queryFn: () => api<Periods>(path), select: (data) => data.items });
}

export function useSaveOrderingHours() {
  return useReplacingMutation(orderingHoursKey, (items: OrderingPeriod[]) => api<Periods>(path, { method: 'PUT', body: { items } }));
}

type Exceptions = { items: OrderingException[] };
export const orderingExceptionsKey = ['seats', 'ordering-exceptions'] as const;
const exceptionsPath = '/api/seats/ordering-exceptions';

/** The dates from today on with hours of their own (臨時休業, 特別営業時間). */
export function useOrderingExceptions() {
  return useQuery({ queryKey: orderingExceptionsKey, queryFn: () => api<Exceptions>(exceptionsPath), select: (data) => data.items });
}

export function useSaveOrderingException() {
  return useReplacingMutation(orderingExceptionsKey, (exception: OrderingException) =>
    api<Exceptions>(exceptionsPath, { method: 'PUT', body: exception }),
  );
}

export function useDeleteOrderingException() {
  return useReplacingMutation(orderingExceptionsKey, (date: string) =>
    api<Exceptions>(`${exceptionsPath}/${encodeURIComponent(date)}`, { method: 'DELETE' }),
  );
}
