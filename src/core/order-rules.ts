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
