import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { dinerRoutes as endpoints } from '@/core/contracts/diner-routes';
import type { Cart, CartLine, SeatMenu } from '@/core/contracts/mobile-order';
import type { DinerLanguage } from '@/core/diner-languages';
import { call } from '@/web/lib/api';
import type { Dictionary } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

/** A seat of a diner URL: the company id and the seat token, as the QR code gives them. */
export type SeatRef = { companyId: string; seatId: string };

/** Everything of one seat lives under this key: leaving the seat removes it all at once. */
export const dinerKey = ['mobile-order'] as const;
export const seatKeys = (ref: SeatRef) => {
  const base = [...dinerKey, ref.companyId, ref.seatId] as const;
  return { all: base, menu: [...base, 'menu'] as const, cart: [...base, 'cart'] as const, orders: [...base, 'orders'] as const };
};

/**
 * The seat's stream invalidates the menu and the cart on every change (and on every
 * (re)connection), so data a few seconds old is current: the menu and cart the page came
 * with are not read again the moment the screen mounts.
 */
const seatStaleTime = 30_000;

/** The menu in the diner's language: names and descriptions translated by the server (decision 014). */
export const menuKey = (ref: SeatRef, language: DinerLanguage) => [...seatKeys(ref).menu, language] as const;

export function useSeatMenu(ref: SeatRef) {
  const { language } = useDinerText();
  return useQuery({
    queryKey: menuKey(ref, language),
    queryFn: () => call(endpoints.seat, { params: ref, query: { lang: language === 'ja' ? undefined : language } }),
    staleTime: seatStaleTime,
    // Switching language keeps the menu on screen until its translation arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCart(ref: SeatRef) {
  return useQuery({ queryKey: seatKeys(ref).cart, queryFn: () => call(endpoints.cart, { params: ref }), staleTime: seatStaleTime });
}

export function useSeatOrders(ref: SeatRef, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: seatKeys(ref).orders,
    enabled: isEnabled,
    queryFn: () => call(endpoints.orders, { params: ref }),
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

/**
 * A seat's menu and cart as the server rendered them into the page (see mobile-order-main.tsx), in
 * the language it rendered them in; the strings of a language other than Japanese come along.
 */
export type FirstScreen = { ref: SeatRef; menu: SeatMenu; cart: Cart; language: DinerLanguage; dictionary?: Dictionary };

/** Puts the page's own menu and cart in the cache, so the first render needs no request. */
export function seedFirstScreen(queryClient: QueryClient, { ref, menu, cart, language }: FirstScreen) {
  queryClient.setQueryData(menuKey(ref, language), menu);
  queryClient.setQueryData(seatKeys(ref).cart, cart);
}
