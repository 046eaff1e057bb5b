import { useQuery } from '@tanstack/react-query';
import type { Cart, CartLine, SeatMenu } from '@/core/api-types-ordering';
import { api } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';

/** A seat of a diner URL: the company id and the seat token, as the QR code gives them. */
export type SeatRef = { companyId: string; seatId: string };

/** Everything of one seat lives under this key: leaving the seat removes it all at once. */
export const dinerKey = ['mobile-order'] as const;
export const seatKeys = (ref: SeatRef) => {
  const base = [...dinerKey, ref.companyId, ref.seatId] as const;
  return { all: base, menu: [...base, 'menu'] as const, cart: [...base, 'cart'] as const, orders: [...base, 'orders'] as const };
};

export const seatPath = (ref: SeatRef, rest = '') =>
  `/api/mobile-order/${encodeURIComponent(ref.companyId)}/${encodeURIComponent(ref.seatId)}${rest}`;

export function useSeatMenu(ref: SeatRef) {
  return useQuery({ queryKey: seatKeys(ref).menu, queryFn: () => api<SeatMenu>(seatPath(ref)) });
}

export function useCart(ref: SeatRef) {
  return useQuery({ queryKey: seatKeys(ref).cart, queryFn: () => api<Cart>(seatPath(ref, '/cart')) });
}

export function useSeatOrders(ref: SeatRef, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: seatKeys(ref).orders,
    enabled: isEnabled,
    queryFn: () => api<{ items: Order[] }>(seatPath(ref, '/orders')),
    select: (data) => data.items,
  });
}

export const cartCount = (cart: Cart | undefined) => cart?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;

/** The cart as it will be after a change, shown before the server answers. */
export function withQuantity(cart: Cart, line: Omit<CartLine, 'quantity' | 'addedAt'>, quantity: number): Cart {
  const exists = cart.items.some((l) => l.id === line.id);
  const items =
    quantity <= 0
      ? cart.items.filter((l) => l.id !== line.id)
      : exists
        ? cart.items.map((l) => (l.id === line.id ? { ...l, quantity } : l))
        : [...cart.items, { ...line, quantity, addedAt: Date.now() }];
  return { items, totalAmount: items.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}

export type { Cart, CartLine, SeatMenu };
