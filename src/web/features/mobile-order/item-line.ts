import { cartLineId, optionKey, optionPrice } from '@/core/item-options';
import type { MenuItem } from '@/web/lib/ordering';
import type { CartLine } from './diner-api';

/**
 * The cart line an item with these choices makes, as the phone shows it before the server
 * answers (the server prices it again and its cart replaces this one).
 */
export function lineOf(item: MenuItem, choiceIds: readonly string[] = []): Omit<CartLine, 'quantity' | 'addedAt'> {
  const groups = item.optionGroups ?? [];
  const key = optionKey(choiceIds);
  const picked = new Set(choiceIds);
  const options = groups.flatMap((g) =>
    g.choices.filter((c) => picked.has(c.id)).map((c) => ({ group: g.name, name: c.name, priceDelta: c.priceDelta })),
  );
  return {
    id: cartLineId(item.id, key),
    itemId: item.id,
    optionKey: key,
    options,
    name: item.name,
    price: optionPrice(item.price, groups, choiceIds),
    imageUrl: item.imageUrl,
    isSoldOut: item.isSoldOut,
  };
}
