import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@/core/contracts/endpoint';
import {
  type BoardOrders,
  type ClosedSeat,
  ordersEndpoints as endpoints,
  type HiddenSeatOrders,
  type OlderOrders,
} from '@/core/contracts/orders';
import { compareForBoard, type OrderStatus } from '@/core/schemas/orders';
import { call } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';

/** The board's list; `hiddenOpen`: per seat, the older open orders the server left out. */
export type OrderList = BoardOrders;

export const ordersKey = ['orders', 'board'] as const;

const fetchBoard = ({ signal }: { signal: AbortSignal }) => call(endpoints.board, { signal });

/** 注文確認: each seat's newest open orders whatever their day, then today's finished ones (the server's order). */
export function useBoardOrders() {
  return useQuery({ queryKey: ordersKey, queryFn: fetchBoard, select: (data) => data.items });
}

/** Per seat, how many of its older open orders the board leaves out (from the same fetch). */
export function useHiddenOpenOrders() {
  return useQuery({ queryKey: ordersKey, queryFn: fetchBoard, select: (data) => data.hiddenOpen });
}

/**
 * Puts a new or changed order into the cached list without a refetch, in the board's order
 * (open ones oldest first, then finished ones newest first): a served order moves down.
 */
export function mergeOrder(list: OrderList | undefined, order: Pick<Order, 'id'> & Partial<Order>): OrderList | undefined {
  if (!list) return list;
  const index = list.items.findIndex((o) => o.id === order.id);
  if (index >= 0) return { ...list, items: list.items.map((o, i) => (i === index ? { ...o, ...order } : o)).sort(compareForBoard) };
  if (!order.createdAt) return list;
  return { ...list, items: [order as Order, ...list.items].sort(compareForBoard) };
}

/** A page of a seat's older open orders put on the board: what is still left out replaces the seat's notice. */
export function mergeOlderOrders(list: OrderList | undefined, shown: HiddenSeatOrders, page: OlderOrders): OrderList | undefined {
  if (!list) return list;
  const known = new Set(list.items.map((o) => o.id));
  const hiddenOpen = list.hiddenOpen.flatMap((h) => (h.before !== shown.before ? [h] : page.hidden ? [page.hidden] : []));
  return { items: [...list.items, ...page.items.filter((o) => !known.has(o.id))].sort(compareForBoard), hiddenOpen };
}

/** 古い注文を表示: the next page of one seat's open orders the board left out. */
export function useShowOlderOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: HiddenSeatOrders) => call(endpoints.older, { query: { before: hidden.before } }),
    onSuccess: (page, hidden) => queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOlderOrders(list, hidden, page)),
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => call(endpoints.changeStatus, { params: { id }, body: { status } }),
    onSuccess: (order) => queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, order)),
  });
}

/** A seat's receipt as 注文確認 may open it. */
export const receiptPdfUrl = (id: string) => pathOf(endpoints.receiptPdf, { id });

export type { ClosedSeat };
