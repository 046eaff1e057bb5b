import type { Cart, SeatMenu } from './diner-api';

/**
 * The cart and the order history carry the names the staff see (Japanese: the cart's live events
 * are shared by every phone at the seat, whatever its language). The diner reads each line under
 * the name of the menu in their language, found by item id; an item no longer on the menu keeps its own.
 */
export function localName(menu: SeatMenu, itemId: string, name: string): string {
  return menu.items.find((i) => i.id === itemId)?.name ?? name;
}

export function localCart(cart: Cart, menu: SeatMenu): Cart {
  const names = new Map(menu.items.map((i) => [i.id, i.name]));
  return { ...cart, items: cart.items.map((line) => ({ ...line, name: names.get(line.id) ?? line.name })) };
}
