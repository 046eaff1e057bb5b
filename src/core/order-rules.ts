/**
 * Ordering rules without zod: the diners' bundle needs them and must stay small
 * (schemas/orders.ts re-exports them for the API and the staff screens).
 */

export const maxCartQuantity = 99;

export const orderStatuses = ['new', 'cooking', 'served', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = { new: '新規', cooking: '調理中', served: '提供済', cancelled: 'キャンセル' };

/** 新規 → 調理中 → 提供済; an order not yet served can be cancelled. */
export const nextOrderStatus: Partial<Record<OrderStatus, OrderStatus>> = { new: 'cooking', cooking: 'served' };
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatus[from] === to || (to === 'cancelled' && (from === 'new' || from === 'cooking'));
}

/** Not yet served or cancelled: the kitchen still has to act on it. */
export const isOpenOrder = (status: OrderStatus) => status === 'new' || status === 'cooking';

/**
 * The order of 注文確認: open orders first, oldest first (the one waiting longest at the top),
 * then the finished ones, newest first.
 */
export function compareForBoard(a: { status: OrderStatus; createdAt: number }, b: { status: OrderStatus; createdAt: number }) {
  const open = Number(isOpenOrder(b.status)) - Number(isOpenOrder(a.status));
  if (open !== 0) return open;
  return isOpenOrder(a.status) ? a.createdAt - b.createdAt : b.createdAt - a.createdAt;
}
