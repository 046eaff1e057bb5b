import type { Order } from '@/core/api-types';
import { japanDateTimeParts } from '@/core/calendar';

/** Helpers of the ordering screens shared by the diners' area and the staff screens. */
export type { Menu, MenuCategory, MenuItem, Order, OrderLine } from '@/core/api-types';
export { type MenuSection, menuSections } from '@/core/menu-sections';

/** `09:05` in Japan, for today's orders: the restaurant's clock, whatever the phone's zone. */
export function formatTime(ms: number): string {
  const { hour, minute } = japanDateTimeParts(ms);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Orders still to be paid for: everything but cancelled ones. */
export function payableTotal(orders: readonly Order[]): number {
  return orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.totalAmount), 0);
}
