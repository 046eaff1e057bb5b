/** Option groups of a menu item (サイズ, トッピング, 辛さ) and the identity of a cart line. */

export type MenuOptionChoice = { id: string; name: string; priceDelta: number; isSoldOut: boolean };
export type MenuOptionGroup = { id: string; name: string; minChoices: number; maxChoices: number; choices: MenuOptionChoice[] };

/** A chosen option as the cart and the order show it. */
export type ChosenOption = { group: string; name: string; priceDelta: number };

export const isRequiredGroup = (group: Pick<MenuOptionGroup, 'minChoices'>) => group.minChoices >= 1;

/**
 * The combination's key: the chosen ids sorted, without repeats, joined by '.'. Two picks of
 * the same choices in another order are the same line; '' is the item without options.
 */
export function optionKey(choiceIds: readonly string[]): string {
  return [...new Set(choiceIds)].sort().join('.');
}

/** A cart line's id: the item's id alone without options (as before options existed), else `item~key`. */
export const cartLineId = (itemId: string, key: string) => (key ? `${itemId}~${key}` : itemId);

export function parseCartLineId(lineId: string): { itemId: string; optionKey: string } {
  const at = lineId.indexOf('~');
  return at === -1 ? { itemId: lineId, optionKey: '' } : { itemId: lineId.slice(0, at), optionKey: lineId.slice(at + 1) };
}

/** What a group's rule says of a number of chosen choices; null when it is satisfied. */
export function groupCountMessage(group: Pick<MenuOptionGroup, 'name' | 'minChoices' | 'maxChoices'>, count: number): string | null {
  if (count < group.minChoices) {
    return group.minChoices === 1 ? `「${group.name}」を選んでください` : `「${group.name}」は${group.minChoices}つ以上選んでください`;
  }
  if (count > group.maxChoices) return `「${group.name}」は${group.maxChoices}つまで選べます`;
  return null;
}

export const unknownChoiceMessage = '選べないオプションが含まれています。選び直してください';

/** The browser's mirror of the server's check: the first problem of a pick, or null. */
export function checkChoices(groups: readonly MenuOptionGroup[], choiceIds: readonly string[]): string | null {
  const picked = new Set(choiceIds);
  const known = new Set(groups.flatMap((g) => g.choices.map((c) => c.id)));
  if ([...picked].some((id) => !known.has(id))) return unknownChoiceMessage;
  for (const group of groups) {
    const chosen = group.choices.filter((c) => picked.has(c.id));
    const soldOut = chosen.find((c) => c.isSoldOut);
    if (soldOut) return `「${soldOut.name}」は売り切れです`;
    const message = groupCountMessage(group, chosen.length);
    if (message) return message;
  }
  return null;
}

/**
 * A tap on a choice: a single-choice group swaps to it (tapped again, an optional one is cleared),
 * another group adds or removes it. The diner's picker and 代理注文 pick alike.
 */
export function toggleChoice(group: MenuOptionGroup, chosen: readonly string[], choiceId: string): string[] {
  const isOn = chosen.includes(choiceId);
  if (group.maxChoices === 1) {
    const others = chosen.filter((id) => !group.choices.some((c) => c.id === id));
    return isOn && !isRequiredGroup(group) ? others : [...others, choiceId];
  }
  return isOn ? chosen.filter((id) => id !== choiceId) : [...chosen, choiceId];
}

/** What is picked first: each 必須 group of one choice gets its first available one. */
export function defaultChoices(groups: readonly MenuOptionGroup[]): string[] {
  return groups.flatMap((g) => {
    const first = g.choices.find((c) => !c.isSoldOut);
    return g.minChoices === 1 && g.maxChoices === 1 && first ? [first.id] : [];
  });
}

/** The unit price of an item with the chosen choices (integer yen; never below 0). */
export function optionPrice(basePrice: number, groups: readonly MenuOptionGroup[], choiceIds: readonly string[]): number {
  const picked = new Set(choiceIds);
  const delta = groups.flatMap((g) => g.choices).reduce((sum, c) => sum + (picked.has(c.id) ? c.priceDelta : 0), 0);
  return Math.max(0, basePrice + delta);
}

/** 「大盛り（+100円）」: a choice with its price difference, as the diner and the editor show it. */
export function choiceLabel(choice: Pick<MenuOptionChoice, 'name' | 'priceDelta'>): string {
  if (choice.priceDelta === 0) return choice.name;
  const sign = choice.priceDelta > 0 ? '+' : '−';
  return `${choice.name}（${sign}${Math.abs(choice.priceDelta).toLocaleString('ja-JP')}円）`;
}

/** The options of a line on one row: 「サイズ: 大盛り / トッピング: 味玉、のり」. */
export function optionsText(options: readonly ChosenOption[] | undefined): string {
  if (!options || options.length === 0) return '';
  const byGroup = new Map<string, string[]>();
  for (const o of options) byGroup.set(o.group, [...(byGroup.get(o.group) ?? []), o.name]);
  return [...byGroup].map(([group, names]) => `${group}: ${names.join('、')}`).join(' / ');
}

/** A line's item with its options on one short line, for a receipt or a notification: ラーメン（大盛り・味玉）. */
export function lineTitle(line: { name: string; options?: readonly ChosenOption[] }): string {
  return line.options && line.options.length > 0 ? `${line.name}（${line.options.map((o) => o.name).join('・')}）` : line.name;
}
