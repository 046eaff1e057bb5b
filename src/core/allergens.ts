/**
 * Allergens a menu item records, as 消費者庁 lists them (食品表示基準, revised 2024-03-28:
 * マカダミアナッツ added and まつたけ removed from 特定原材料に準ずるもの). Ids are stable
 * English keys stored on the item; labels in every diner language live in the diner's
 * dictionaries, the Japanese ones here (staff see these).
 */
export const requiredAllergens = ['shrimp', 'crab', 'walnut', 'wheat', 'buckwheat', 'egg', 'milk', 'peanut'] as const;

export const recommendedAllergens = [
  'almond',
  'abalone',
  'squid',
  'salmonRoe',
  'orange',
  'cashew',
  'kiwi',
  'beef',
  'sesame',
  'salmon',
  'mackerel',
  'soybean',
  'chicken',
  'banana',
  'pork',
  'macadamia',
  'peach',
  'yam',
  'apple',
  'gelatin',
] as const;

export const allergens = [...requiredAllergens, ...recommendedAllergens] as const;
export type Allergen = (typeof allergens)[number];

export const isAllergen = (v: unknown): v is Allergen => typeof v === 'string' && (allergens as readonly string[]).includes(v);

/** 特定原材料 (表示義務) and 特定原材料に準ずるもの (表示推奨), in 消費者庁's order. */
export const allergenLabels: Record<Allergen, string> = {
  shrimp: 'えび',
  crab: 'かに',
  walnut: 'くるみ',
  wheat: '小麦',
  buckwheat: 'そば',
  egg: '卵',
  milk: '乳',
  peanut: '落花生',
  almond: 'アーモンド',
  abalone: 'あわび',
  squid: 'いか',
  salmonRoe: 'いくら',
  orange: 'オレンジ',
  cashew: 'カシューナッツ',
  kiwi: 'キウイフルーツ',
  beef: '牛肉',
  sesame: 'ごま',
  salmon: 'さけ',
  mackerel: 'さば',
  soybean: '大豆',
  chicken: '鶏肉',
  banana: 'バナナ',
  pork: '豚肉',
  macadamia: 'マカダミアナッツ',
  peach: 'もも',
  yam: 'やまいも',
  apple: 'りんご',
  gelatin: 'ゼラチン',
};

/** A small picture per allergen beside its label (emoji: no image to download, legible at 16 px). */
export const allergenIcons: Record<Allergen, string> = {
  shrimp: '🦐',
  crab: '🦀',
  walnut: '🌰',
  wheat: '🌾',
  buckwheat: '🍜',
  egg: '🥚',
  milk: '🥛',
  peanut: '🥜',
  almond: '🌰',
  abalone: '🐚',
  squid: '🦑',
  salmonRoe: '🍣',
  orange: '🍊',
  cashew: '🥜',
  kiwi: '🥝',
  beef: '🐄',
  sesame: '🌱',
  salmon: '🐟',
  mackerel: '🐟',
  soybean: '🫘',
  chicken: '🐔',
  banana: '🍌',
  pork: '🐖',
  macadamia: '🌰',
  peach: '🍑',
  yam: '🍠',
  apple: '🍎',
  gelatin: '🍮',
};

/** Allergens in the list's order, whatever order they were chosen in. */
export const sortAllergens = (chosen: readonly Allergen[]): Allergen[] => allergens.filter((a) => chosen.includes(a));
