import { useQuery } from '@tanstack/react-query';
import { pathOf } from '@/core/contracts/endpoint';
import { seatsEndpoints as endpoints, type Seat } from '@/core/contracts/seats';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

export const seatsKey = ['seats'] as const;

/** The QR code image; the token in the query makes the browser fetch the new code after a regeneration. */
export const seatQrUrl = (seat: Seat) => pathOf(endpoints.qr, { id: seat.id }, { v: seat.token });

export function useSeats({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: seatsKey,
    queryFn: ({ signal }) => call(endpoints.list, { signal }),
    select: (data) => data.items,
    enabled: isEnabled,
  });
}

export function useSeatMutations() {
  return {
    create: useReplacingMutation(seatsKey, (name: string) => call(endpoints.create, { body: { name } })),
    rename: useReplacingMutation(seatsKey, ({ id, name }: { id: string; name: string }) =>
      call(endpoints.rename, { params: { id }, body: { name } }),
    ),
    reorder: useReplacingMutation(seatsKey, (ids: string[]) => call(endpoints.reorder, { body: { ids } })),
    remove: useReplacingMutation(seatsKey, (id: string) => call(endpoints.remove, { params: { id } })),
    regenerate: useReplacingMutation(seatsKey, (id: string) => call(endpoints.regenerateToken, { params: { id } })),
  };
}

export type { Seat };
