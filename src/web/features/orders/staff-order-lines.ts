import { type ChosenOption, cartLineId, lineTitle, optionKey, optionPrice } from '@/core/item-options';
import type { MenuItem } from '@/web/lib/ordering';

/** A line of 代理注文: an item with its chosen choices, one line per combination like a diner's cart. */
export type StaffLine = { id: string; itemId: string; choiceIds: string[]; quantity: number };

const maxQuantity = 99;

/** Adds to the line of this item and pick (the same choices in any order are one line), or makes it. */
export function addLine(lines: readonly StaffLine[], itemId: string, choiceIds: readonly string[], quantity = 1): StaffLine[] {
  const id = cartLineId(itemId, optionKey(choiceIds));
  if (!lines.some((l) => l.id === id)) return [...lines, { id, itemId, choiceIds: [...choiceIds], quantity }];
  return lines.map((l) => (l.id === id ? { ...l, quantity: Math.min(maxQuantity, l.quantity + quantity) } : l));
}

/** Changes a line's quantity by `by` (within 1–99); a line taken to 0 goes. */
export function changeQuantity(lines: readonly StaffLine[], id: string, by: number): StaffLine[] {
  return lines.map((l) => (l.id === id ? { ...l, quantity: Math.min(maxQuantity, l.quantity + by) } : l)).filter((l) => l.quantity > 0);
}

/** The chosen options of a pick as the order will name them (group and choice names, price differences). */
export function chosenOptions(item: MenuItem, choiceIds: readonly string[]): ChosenOption[] {
  const picked = new Set(choiceIds);
  return (item.optionGroups ?? []).flatMap((g) =>
    g.choices.filter((c) => picked.has(c.id)).map((c) => ({ group: g.name, name: c.name, priceDelta: c.priceDelta })),
  );
}

/** A line as the dialog shows it: its title (ラーメン（大盛り・味玉）) and unit price by the menu's rule. */
export function describeLine(item: MenuItem, line: Pick<StaffLine, 'choiceIds'>): { title: string; price: number } {
  return {
    title: lineTitle({ name: item.name, options: chosenOptions(item, line.choiceIds) }),
    price: optionPrice(item.price, item.optionGroups ?? [], line.choiceIds),
  };
}

/** The amount of the lines at the menu's prices (the server prices the order again). */
export function linesTotal(lines: readonly StaffLine[], items: readonly MenuItem[]): number {
  const byId = new Map(items.map((i) => [i.id, i]));
  return lines.reduce((sum, line) => {
    const item = byId.get(line.itemId);
    return item ? sum + describeLine(item, line).price * line.quantity : sum;
  }, 0);
}
