import type { Menu, MenuItem, Order } from '@/core/api-types';

/** Helpers of the ordering screens shared by the diners' area and the staff screens. */
export type { Menu, MenuCategory, MenuItem, Order, OrderLine } from '@/core/api-types';

export type MenuSection = { id: string; name: string; items: MenuItem[] };

/** Items under their categories in display order; items without a category come last as その他. */
export function menuSections(menu: Menu): MenuSection[] {
  const known = new Set(menu.categories.map((c) => c.id));
  const sections = menu.categories.map((c) => ({ id: c.id, name: c.name, items: menu.items.filter((i) => i.categoryId === c.id) }));
  const others = menu.items.filter((i) => !i.categoryId || !known.has(i.categoryId));
  if (others.length > 0) sections.push({ id: 'uncategorised', name: 'その他', items: others });
  return sections;
}

/** `09:05`, for today's orders. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Orders still to be paid for: everything but cancelled ones. */
export function payableTotal(orders: readonly Order[]): number {
  return orders.reduce((sum, o) => (o.status === 'cancelled' ? sum : sum + o.totalAmount), 0);
}
