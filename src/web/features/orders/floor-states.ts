import type { FloorState } from '@/core/floor-map';

/**
 * The colours of a table's state on the map, light and dark; the state's name is always written
 * on the tile as well, so colour is never the only sign.
 */
export const floorStateStyles: Record<FloorState, string> = {
  empty: 'border-dashed border-muted-foreground/50 bg-card text-foreground',
  seated: 'border-sky-500 bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
  ordered: 'border-emerald-600 bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  call: 'border-rose-600 bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-50',
  bill: 'border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
};

/** The small label of the state on each tile and in the legend. */
export const floorStateBadges: Record<FloorState, string> = {
  empty: 'bg-muted text-foreground',
  seated: 'bg-sky-700 text-white',
  ordered: 'bg-emerald-700 text-white',
  call: 'bg-rose-700 text-white',
  bill: 'bg-amber-800 text-white',
};
