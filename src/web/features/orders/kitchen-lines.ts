import type { KitchenStation } from '@/core/kitchen-stations';
import type { Order } from '@/web/lib/ordering';

/** What a kitchen screen shows: every station (すべて), or one station's lines only. */
export type StationView = KitchenStation | 'all';

/** The lines of an order a station's screen shows, by their place in the order, and whether each is served. */
export function linesForView(order: Order, view: StationView, stationOf: (itemId: string) => KitchenStation) {
  const served = new Set(order.status === 'served' ? order.items.map((_, i) => i) : (order.servedLines ?? []));
  return order.items.flatMap((line, index) =>
    view === 'all' || stationOf(line.itemId) === view ? [{ line, index, isServed: served.has(index) }] : [],
  );
}

/**
 * The count of each item still to make across the open tickets of the view (「枝豆 9」), the most
 * first: what a cook prepares in one go.
 */
export function allDayCounts(orders: readonly Order[], view: StationView, stationOf: (itemId: string) => KitchenStation) {
  const counts = new Map<string, number>();
  for (const order of orders)
    for (const { line, isServed } of linesForView(order, view, stationOf))
      if (!isServed) counts.set(line.name, (counts.get(line.name) ?? 0) + line.quantity);
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, 'ja'));
}
