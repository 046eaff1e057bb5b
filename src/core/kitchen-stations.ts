/**
 * Where a menu category's items are made (set per category in メニュー設定): キッチン表示 shows a
 * station its own lines, and the kitchen tickets of an order go to each station's printer.
 */
export const kitchenStations = ['kitchen', 'drink', 'dessert'] as const;
export type KitchenStation = (typeof kitchenStations)[number];
export const kitchenStationLabels: Record<KitchenStation, string> = { kitchen: 'キッチン', drink: 'ドリンク', dessert: 'デザート' };
export const defaultStation: KitchenStation = 'kitchen';

export const isKitchenStation = (value: unknown): value is KitchenStation =>
  typeof value === 'string' && (kitchenStations as readonly string[]).includes(value);

/** The printers a store sets up: one per station for its tickets, and one for receipts. */
export const printRoutes = [...kitchenStations, 'receipt'] as const;
export type PrintRoute = (typeof printRoutes)[number];
export const printRouteLabels: Record<PrintRoute, string> = { ...kitchenStationLabels, receipt: 'レシート' };

type StationMenu = {
  categories: readonly { id: string; station?: KitchenStation }[];
  items: readonly { id: string; categoryId: string | null }[];
};

/**
 * The station of each menu item, by its category; an item without a category, or one deleted
 * since it was ordered, is made in the kitchen.
 */
export function stationOfItem(menu: StationMenu | undefined): (itemId: string) => KitchenStation {
  const ofCategory = new Map((menu?.categories ?? []).map((c) => [c.id, c.station ?? defaultStation]));
  const ofItem = new Map((menu?.items ?? []).map((i) => [i.id, (i.categoryId && ofCategory.get(i.categoryId)) || defaultStation]));
  return (itemId) => ofItem.get(itemId) ?? defaultStation;
}
