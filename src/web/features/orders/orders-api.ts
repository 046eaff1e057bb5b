import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compareForBoard, type OrderStatus } from '@/core/schemas/orders';
import { api } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';

export type OrderList = { items: Order[] };

export const ordersKey = ['orders', 'board'] as const;

/** 注文確認: open orders whatever their day, then today's finished ones (the server's order). */
export function useBoardOrders() {
  return useQuery({ queryKey: ordersKey, queryFn: () => api<OrderList>('/api/orders'), select: (data) => data.items });
}

/**
 * Puts a new or changed order into the cached list without a refetch, in the board's order
 * (open ones oldest first, then finished ones newest first): a served order moves down.
 */
export function mergeOrder(list: OrderList | undefined, order: Pick<Order, 'id'> & Partial<Order>): OrderList | undefined {
  if (!list) return list;
  const index = list.items.findIndex((o) => o.id === order.id);
  if (index >= 0) return { items: list.items.map((o, i) => (i === index ? { ...o, ...order } : o)).sort(compareForBoard) };
  if (!order.createdAt) return list;
  return { items: [order as Order, ...list.items].sort(compareForBoard) };
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
    onSuccess: (order) => queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, order)),
  });
}

export type ClosedSeat = { ok: true; receipt: { id: string; number: string; total: number } | null };

/** 会計済み, optionally with the seat's 領収書 (issued by the server from the stored orders). */
export function useCloseSeat() {
  return useMutation({
    mutationFn: ({ seatId, receipt }: { seatId: string; receipt: { addressee: string } | null }) =>
      api<ClosedSeat>(`/api/orders/seats/${encodeURIComponent(seatId)}/close`, { method: 'POST', body: { receipt } }),
  });
}

/** A seat's receipt as 注文確認 may open it. */
export const receiptPdfUrl = (id: string) => `/api/orders/receipts/${encodeURIComponent(id)}/pdf`;
