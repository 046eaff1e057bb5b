type HourCount = { hour: number; count: number };

/**
 * The hours worth charting: from the first to the last hour with orders, widened around them
 * to at least `minWidth` hours (within 0–23) so a quiet day still reads as a time of day.
 * Empty when there were no orders.
 */
export function hourSpan(byHour: HourCount[], minWidth = 8): HourCount[] {
  const busy = byHour.filter((h) => h.count > 0).map((h) => h.hour);
  if (busy.length === 0) return [];
  let first = Math.min(...busy);
  let last = Math.max(...busy);
  const missing = minWidth - (last - first + 1);
  if (missing > 0) {
    first = Math.max(0, first - Math.floor(missing / 2));
    last = Math.min(23, first + minWidth - 1);
    first = Math.max(0, last - minWidth + 1);
  }
  const counts = new Map(byHour.map((h) => [h.hour, h.count]));
  return Array.from({ length: last - first + 1 }, (_, i) => ({ hour: first + i, count: counts.get(first + i) ?? 0 }));
}
