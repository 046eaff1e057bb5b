import type { CSSProperties, ReactNode } from 'react';
import { areaLabel, floorGrid, type SeatPlacement } from '@/core/floor-map';
import { cn } from '@/web/lib/utils';

/** One cell of the map in pixels: a 2 × 2 table is a comfortable tap on a phone. */
export const cellPx = 48;

/** Where a seat's tile stands in the grid box. */
export const tileStyle = (p: SeatPlacement): CSSProperties => ({
  left: p.x * cellPx,
  top: p.y * cellPx,
  width: p.w * cellPx,
  height: p.h * cellPx,
});

/**
 * The floor: a box of the grid's cells that scrolls inside itself where the screen is narrower (a
 * phone), so nothing leaves the page; reachable by keyboard to scroll it.
 */
export function FloorGrid({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        'max-h-[70vh] max-w-full overflow-auto rounded-xl border bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <div
        className="relative"
        style={{
          width: floorGrid.columns * cellPx,
          height: floorGrid.rows * cellPx,
          backgroundImage:
            'linear-gradient(to right, var(--color-border) 1px, transparent 1px), linear-gradient(to bottom, var(--color-border) 1px, transparent 1px)',
          backgroundSize: `${cellPx}px ${cellPx}px`,
        }}
      >
        {children}
      </div>
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
