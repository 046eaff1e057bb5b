import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coursePlanEndpoints as endpoints } from '@/core/contracts/course-plans';
import type { BodyOf } from '@/core/contracts/endpoint';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

/** メニュー設定 → 放題プラン, and 注文確認's plans of the seats (decision 024). */
export const coursePlansKey = ['course-plans'] as const;
// Under 注文確認's seat bills: every change of a seat (seat.changed, an order) reads the plans again.
export const seatPlansKey = ['orders', 'seat-bills', 'plans'] as const;

export type CoursePlanFields = BodyOf<typeof endpoints.create>;

export function useCoursePlans() {
  return useQuery({ queryKey: coursePlansKey, queryFn: ({ signal }) => call(endpoints.list, { signal }) });
}

export function useCoursePlanMutations() {
  return {
    create: useReplacingMutation(coursePlansKey, (body: CoursePlanFields) => call(endpoints.create, { body })),
    update: useReplacingMutation(coursePlansKey, ({ id, body }: { id: string; body: CoursePlanFields }) =>
      call(endpoints.update, { params: { id }, body }),
    ),
    remove: useReplacingMutation(coursePlansKey, (id: string) => call(endpoints.remove, { params: { id } })),
    saveSettings: useReplacingMutation(coursePlansKey, (dinerCanStart: boolean) =>
      call(endpoints.saveSettings, { body: { dinerCanStart } }),
    ),
  };
}

/** Every seat's plans of its current guests; the staff stream's seat.changed reads them again. */
export function useSeatPlans() {
  return useQuery({ queryKey: seatPlansKey, queryFn: ({ signal }) => call(endpoints.seatPlans, { signal }) });
}

export function useSeatPlanMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: seatPlansKey });
  return {
    start: useMutation({
      mutationFn: ({ seatId, planId, people }: { seatId: string; planId: string; people: number }) =>
        call(endpoints.start, { params: { seatId }, body: { planId, people } }),
      onSuccess,
    }),
    extend: useMutation({
      mutationFn: ({ id, minutes, price }: { id: string; minutes: number; price: number }) =>
        call(endpoints.extend, { params: { id }, body: { minutes, price } }),
      onSuccess,
    }),
    end: useMutation({ mutationFn: (id: string) => call(endpoints.end, { params: { id } }), onSuccess }),
  };
}
