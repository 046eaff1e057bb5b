import { useQuery } from '@tanstack/react-query';
import { floorMapEndpoints as endpoints, type FloorMap, type FloorSeat } from '@/core/contracts/floor-map';
import type { SeatPlacement } from '@/core/floor-map';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';
import { seatsKey } from './seats-api';

export type { FloorMap, FloorSeat };

/** 注文確認's map, read again by the staff stream whenever an order, a seat or a request changes. */
export const floorMapKey = ['orders', 'floor-map'] as const;

export function useFloorMap() {
  return useQuery({ queryKey: floorMapKey, queryFn: ({ signal }) => call(endpoints.map, { signal }) });
}

/** 座席設定: a seat put on its cells; the answer is the seats list, which replaces the cached one. */
export const usePlaceSeat = () =>
  useReplacingMutation(seatsKey, ({ id, placement }: { id: string; placement: SeatPlacement }) =>
    call(endpoints.place, { params: { id }, body: placement }),
  );
