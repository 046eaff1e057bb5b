import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { useDeviceSetting } from './device-setting';
import { FloorMapView } from './floor-map-view';
import { SeatCheckout } from './seat-checkout';

const views = [
  { value: 'map', label: 'マップ', Icon: LayoutGrid },
  { value: 'list', label: '一覧', Icon: List },
] as const;
type SeatsView = (typeof views)[number]['value'];

/**
 * 注文確認's tables, first on the page (a phone opens on them, not below every ticket): the
 * 座席マップ across the page, or the list of 座席とお会計 beside the orders on a wide screen.
 * The choice is kept on the device.
 */
export function SeatsOverview({ onEnterOrder }: { onEnterOrder: (seatId: string) => void }) {
  const [view, setView] = useDeviceSetting<SeatsView>('kanri:seats-view', ['map', 'list'], 'list');
  const toggle = (
    <fieldset className="flex gap-1 rounded-lg border bg-card p-1">
      <legend className="sr-only">座席の表示</legend>
      {views.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => setView(value)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm transition-colors',
            view === value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
  if (view === 'list')
    return (
      <div className="flex flex-col gap-2 xl:col-start-2 xl:row-start-1">
        <div className="self-end">{toggle}</div>
        <SeatCheckout onEnterOrder={onEnterOrder} />
      </div>
    );
  return (
    <section aria-labelledby="floor-map-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm xl:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="floor-map-title" className="font-semibold">
          座席マップ
        </h2>
        {toggle}
      </div>
      <FloorMapView onEnterOrder={onEnterOrder} />
    </section>
  );
}
