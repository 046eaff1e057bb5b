import { type CSSProperties, type ReactNode, useCallback, useRef, useState } from 'react';
import { areaLabel, floorGrid, type SeatPlacement } from '@/core/floor-map';
import { cn } from '@/web/lib/utils';

/** The largest cell of the map in pixels; narrower screens draw the whole width in smaller cells. */
const maxCellPx = 48;

/** Where a seat's tile stands in the grid box, in cells of `cell` pixels. */
export const tileStyle = (p: SeatPlacement, cell: number): CSSProperties => ({
  left: p.x * cell,
  top: p.y * cell,
  width: p.w * cell,
  height: p.h * cell,
});

type FloorGridProps = {
  label: string;
  /** The cells drawn across and down (the whole grid, or as far as the seats go). */
  columns?: number;
  rows?: number;
  /** The tiles, placed with tileStyle in cells of the size given. */
  children: (cell: number) => ReactNode;
  className?: string;
};

/**
 * The floor: a box of the grid's cells scaled to the width it has, so on a phone the whole floor
 * is on screen across (nothing to scroll sideways to), and scrolling down inside itself if tall;
 * reachable by keyboard to scroll it.
 */
export function FloorGrid({ label, columns = floorGrid.columns, rows = floorGrid.rows, children, className }: FloorGridProps) {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((box: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!box) return;
    observer.current = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.current.observe(box);
    setWidth(box.clientWidth);
  }, []);
  const cell = width > 0 ? Math.min(maxCellPx, Math.floor(width / columns)) : 0;
  return (
    <section
      ref={measure}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        'max-h-[70vh] w-full overflow-x-hidden overflow-y-auto [scrollbar-gutter:stable] rounded-xl border bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {cell > 0 && (
        <div
          className="relative"
          style={{
            width: columns * cell,
            height: rows * cell,
            backgroundImage:
              'linear-gradient(to right, var(--color-border) 1px, transparent 1px), linear-gradient(to bottom, var(--color-border) 1px, transparent 1px)',
            backgroundSize: `${cell}px ${cell}px`,
          }}
        >
          {children(cell)}
        </div>
      )}
    </section>
  );
}

/** The areas (フロア) in use, the unnamed one first; at least the one floor. */
export function areasOf(placements: readonly SeatPlacement[]) {
  const areas = [...new Set(placements.map((p) => p.area))].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'ja')));
  return areas.length > 0 ? areas : [''];
}

export function AreaTabs({ areas, current, onChange }: { areas: readonly string[]; current: string; onChange: (area: string) => void }) {
  if (areas.length < 2) return null;
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">エリア</legend>
      {areas.map((area) => (
        <button
          key={area}
          type="button"
          aria-pressed={current === area}
          onClick={() => onChange(area)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm transition-colors',
            current === area ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
          )}
        >
          {areaLabel(area)}
        </button>
      ))}
    </fieldset>
  );
}

/** How far the seats go across and down (all areas alike, so switching area keeps the scale), a few cells at least. */
export function extentOf(placements: readonly SeatPlacement[]) {
  const columns = Math.max(6, ...placements.map((p) => p.x + p.w));
  const rows = Math.max(4, ...placements.map((p) => p.y + p.h));
  return { columns: Math.min(columns, floorGrid.columns), rows: Math.min(rows, floorGrid.rows) };
}
