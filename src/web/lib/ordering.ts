import type { Order } from '@/core/api-types';

/** Helpers of the ordering screens shared by the diners' area and the staff screens. */
export type { Menu, MenuCategory, MenuItem, Order, OrderLine } from '@/core/api-types';
/** `09:05` in Japan, for today's orders: the restaurant's clock, whatever the phone's zone. */
export { formatJapanTime as formatTime } from '@/core/calendar';
export { type MenuSection, menuSections } from '@/core/menu-sections';

/** Orders still to be paid for: everything but cancelled ones. */
export function payableTotal(orders: readonly Order[]): number {
  return orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.totalAmount), 0);
}
