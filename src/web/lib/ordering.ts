import type { OrderStatus } from '@/core/order-rules';

/** Shapes of the ordering API shared by the diners' area and the staff screens. */

export type MenuCategory = { id: string; name: string; sortOrder: number };

export type MenuItem = {
  id: string;
  categoryId: string | null;
  name: string;
  price: number;
  description: string;
  imageUrl: string | null;
  /** Staff menu only: the uploaded image behind imageUrl. */
  imageFileId?: string | null;
  isSoldOut: boolean;
  sortOrder: number;
};

export type Menu = { categories: MenuCategory[]; items: MenuItem[] };

export type OrderLine = { itemId: string; name: string; price: number; quantity: number };

export type Order = {
  id: string;
  orderNo: string;
  seatId?: string | null;
  seatName: string;
  items: OrderLine[];
  totalAmount: number;
  note: string;
  status: OrderStatus;
  createdAt: number;
};

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
