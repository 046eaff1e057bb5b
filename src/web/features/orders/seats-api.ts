import { useQuery } from '@tanstack/react-query';
import type { Seat } from '@/core/api-types-ordering';
import { api } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

type SeatList = { items: Seat[] };

export const seatsKey = ['seats'] as const;
const seatPath = (id: string) => `/api/seats/${encodeURIComponent(id)}`;

/** The QR code image; the token in the query makes the browser fetch the new code after a regeneration. */
export const seatQrUrl = (seat: Seat) => `${seatPath(seat.id)}/qr.svg?v=${encodeURIComponent(seat.token)}`;

export function useSeats({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ queryKey: seatsKey, queryFn: () => api<SeatList>('/api/seats'), select: (data) => data.items, enabled: isEnabled });
}

export function useSeatMutations() {
  return {
    create: useReplacingMutation(seatsKey, (name: string) => api<SeatList>('/api/seats', { method: 'POST', body: { name } })),
    rename: useReplacingMutation(seatsKey, ({ id, name }: { id: string; name: string }) =>
      api<SeatList>(seatPath(id), { method: 'PATCH', body: { name } }),
    ),
    reorder: useReplacingMutation(seatsKey, (ids: string[]) => api<SeatList>('/api/seats/order', { method: 'PUT', body: { ids } })),
    remove: useReplacingMutation(seatsKey, (id: string) => api<SeatList>(seatPath(id), { method: 'DELETE' })),
    regenerate: useReplacingMutation(seatsKey, (id: string) => api<SeatList>(`${seatPath(id)}/regenerate-token`, { method: 'POST' })),
  };
}

export type { Seat };
