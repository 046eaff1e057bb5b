import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dinerRoutes as endpoints } from '@/core/contracts/diner-routes';
import { call } from '@/web/lib/api';
import { newRequestKey } from './cart-mutations';
import { type SeatRef, seatKeys } from './diner-api';

/**
 * The seat's 放題プラン, under the menu's key: the seat's stream (plan.changed, seat.changed,
 * menu.changed) and every (re)connection read them again with the menu.
 */
export const plansKey = (ref: SeatRef) => [...seatKeys(ref).menu, 'plans'] as const;

export function useDinerPlans(ref: SeatRef) {
  return useQuery({ queryKey: plansKey(ref), queryFn: () => call(endpoints.plans, { params: ref }), staleTime: 30_000 });
}

/**
 * The time now by the server's clock (the phone's may be off by minutes): the server's time at the
 * answer plus what has passed here since, renewed every second while a plan counts down.
 */
export function useServerNow(serverNow: number | undefined, receivedAt: number, isTicking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (serverNow === undefined) return;
    const offset = serverNow - receivedAt;
    setNow(Date.now() + offset);
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [serverNow, receivedAt, isTicking]);
  return now;
}

/** 注文する on a plan's menu: one request key per submission, kept for its retries. */
export function usePlanOrder(ref: SeatRef) {
  const queryClient = useQueryClient();
  const requestKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: ({ seatPlanId, lines }: { seatPlanId: string; lines: { itemId: string; quantity: number }[] }) => {
      requestKey.current ??= newRequestKey();
      return call(endpoints.planOrder, { params: ref, body: { seatPlanId, lines, requestKey: requestKey.current } });
    },
    onSettled: () => {
      requestKey.current = null;
      void queryClient.invalidateQueries({ queryKey: seatKeys(ref).orders });
      void queryClient.invalidateQueries({ queryKey: plansKey(ref) });
    },
  });
}

export function useStartPlan(ref: SeatRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { planId: string; people: number }) => call(endpoints.startPlan, { params: ref, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: seatKeys(ref).all }),
  });
}
