import { useQuery } from '@tanstack/react-query';
import { pathOf } from '@/core/contracts/endpoint';
import { seatsEndpoints as endpoints, type Seat, type TableServiceSettings } from '@/core/contracts/seats';
import type { SeatTranslations, StoreTranslations } from '@/core/diner-languages';
import type { TableServiceSettingsInput } from '@/core/schemas/table-service';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

export const seatsKey = ['seats'] as const;
const storeNamesKey = ['store-names'] as const;
const tableServiceKey = ['table-service'] as const;

export type SeatFields = { name: string; translations: SeatTranslations };

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
    create: useReplacingMutation(seatsKey, (fields: SeatFields) => call(endpoints.create, { body: fields })),
    rename: useReplacingMutation(seatsKey, ({ id, fields }: { id: string; fields: SeatFields }) =>
      call(endpoints.rename, { params: { id }, body: fields }),
    ),
    reorder: useReplacingMutation(seatsKey, (ids: string[]) => call(endpoints.reorder, { body: { ids } })),
    remove: useReplacingMutation(seatsKey, (id: string) => call(endpoints.remove, { params: { id } })),
    regenerate: useReplacingMutation(seatsKey, (id: string) => call(endpoints.regenerateToken, { params: { id } })),
  };
}

/** The store's name as diners read it, and its translations (座席設定 → 店舗名の外国語表示). */
export function useStoreNames() {
  return useQuery({ queryKey: storeNamesKey, queryFn: ({ signal }) => call(endpoints.storeNames, { signal }) });
}

export const useSaveStoreNames = () =>
  useReplacingMutation(storeNamesKey, (translations: StoreTranslations) => call(endpoints.saveStoreNames, { body: { translations } }));

/** 座席設定 → 来店とお通し: who opens a seat, the お通し and the items to choose it from. */
export function useTableServiceSettings() {
  return useQuery({ queryKey: tableServiceKey, queryFn: ({ signal }) => call(endpoints.tableService, { signal }) });
}

export const useSaveTableServiceSettings = () =>
  useReplacingMutation(tableServiceKey, (input: TableServiceSettingsInput) => call(endpoints.saveTableService, { body: input }));

export type { Seat, TableServiceSettings };
