import type { Order } from '@/core/api-types';

/** Helpers of the ordering screens shared by the diners' area and the staff screens. */
export type { Menu, MenuCategory, MenuItem, Order, OrderLine } from '@/core/api-types';
export { type MenuSection, menuSections } from '@/core/menu-sections';

/** `09:05`, for today's orders. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Orders still to be paid for: everything but cancelled ones. */
export function payableTotal(orders: readonly Order[]): number {
  return orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.totalAmount), 0);
}
