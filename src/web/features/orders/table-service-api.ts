import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints as endpoints, type SeatBill, type SeatBillDetail, type SeatRequest } from '@/core/contracts/orders';
import type { StaffOrderInput } from '@/core/schemas/orders';
import type { CloseSeatInput, VisitInput } from '@/core/schemas/table-service';
import { call } from '@/web/lib/api';
import { mergeOrder, type OrderList, ordersKey } from './orders-api';

export type { SeatBill, SeatBillDetail, SeatRequest };

type RequestList = { items: SeatRequest[] };

export const requestsKey = ['orders', 'requests'] as const;
export const seatBillsKey = ['orders', 'seat-bills'] as const;
/** The menu read under 注文確認 (代理注文, the kitchen's stations), which may lack メニュー設定. */
export const orderingMenuKey = ['orders', 'menu'] as const;

/** 店員呼び出し / お会計をお願いします not yet handled, oldest first (kept live by the staff stream). */
export function useSeatRequests() {
  return useQuery({ queryKey: requestsKey, queryFn: ({ signal }) => call(endpoints.requests, { signal }), select: (data) => data.items });
}

/** Adds a request the stream reported, once. */
export const addRequest = (list: RequestList | undefined, request: SeatRequest): RequestList | undefined =>
  list && !list.items.some((r) => r.id === request.id) ? { items: [...list.items, request] } : list;

export const dropRequest = (list: RequestList | undefined, id: string): RequestList | undefined =>
  list && { items: list.items.filter((r) => r.id !== id) };

export function useHandleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.handleRequest, { params: { id } }),
    // Handled already by another member (409) or not: either way it leaves this screen.
    onSettled: (_data, _error, id) => queryClient.setQueryData<RequestList>(requestsKey, (list) => dropRequest(list, id)),
  });
}

/** 座席とお会計: each seat's current bill, read again whenever an order or a seat changes. */
export function useSeatBills() {
  return useQuery({
    queryKey: seatBillsKey,
    queryFn: ({ signal }) => call(endpoints.seatBills, { signal }),
    select: (data) => data.items,
  });
}

/** The menu as 代理注文 offers it (read under 注文確認, which may lack メニュー設定). */
export function useOrderingMenu({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ queryKey: orderingMenuKey, queryFn: ({ signal }) => call(endpoints.menu, { signal }), enabled: isEnabled });
}

/** 代理注文: the server prices the lines from the menu; the board shows the order at once. */
export function usePlaceStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffOrderInput) => call(endpoints.place, { body: input }),
    onSuccess: (order) => {
      queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, order));
      void queryClient.invalidateQueries({ queryKey: seatBillsKey });
    },
  });
}

/** Every seat's pay-screen bill, under one prefix the live events invalidate. */
export const seatBillPrefix = ['orders', 'seat-bill'] as const;
const seatBillKey = (seatId: string) => [...seatBillPrefix, seatId] as const;

/** The pay screen's bill of one seat, read again whenever an order or a seat changes. */
export function useSeatBill(seatId: string) {
  return useQuery({ queryKey: seatBillKey(seatId), queryFn: ({ signal }) => call(endpoints.seatBill, { params: { seatId }, signal }) });
}

/** 来店登録, 人数の変更 and the お通し's quantity: each answers the seat's bill, which replaces the cached one. */
export function useVisitMutations(seatId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (bill: SeatBillDetail) => {
    queryClient.setQueryData(seatBillKey(seatId), bill);
    void queryClient.invalidateQueries({ queryKey: seatBillsKey });
  };
  return {
    open: useMutation({ mutationFn: (input: VisitInput) => call(endpoints.openVisit, { params: { seatId }, body: input }), onSuccess }),
    update: useMutation({ mutationFn: (input: VisitInput) => call(endpoints.updateVisit, { params: { seatId }, body: input }), onSuccess }),
    cover: useMutation({
      mutationFn: (quantity: number) => call(endpoints.updateCover, { params: { seatId }, body: { quantity } }),
      onSuccess,
    }),
  };
}

/** 会計済み: the payment, the unserved orders' fate and optionally the 領収書, checked and stored by the server. */
export function useCloseSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seatId, ...input }: Partial<CloseSeatInput> & { seatId: string }) =>
      call(endpoints.closeSeat, { params: { seatId }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: seatBillsKey });
      // A part of 分割会計 paid: the pay screen reads what is left.
      void queryClient.invalidateQueries({ queryKey: seatBillPrefix });
    },
  });
}

/** テーブル移動 / テーブル連結: the board, the seats and their bills read again with the new seat. */
export function useTransferSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seatId, toSeatId, kind }: { seatId: string; toSeatId: string; kind: 'move' | 'merge' }) =>
      call(kind === 'move' ? endpoints.moveSeat : endpoints.mergeSeat, { params: { seatId }, body: { toSeatId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
