import { useQuery } from '@tanstack/react-query';
import type { OrderingPeriod } from '@/core/ordering-hours';
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
