import { cn } from '@/web/lib/utils';

export type Bar = {
  key: string;
  /** Under the bar, e.g. 「12月」 or 「11時」. */
  label: string;
  /** In the tooltip and the screen readers' table, e.g. 「2026年11月」. */
  longLabel: string;
  value: number;
  isHighlighted?: boolean;
};

type BarChartProps = {
  bars: Bar[];
  /** The same figures as a table for screen readers, since the chart itself is hidden from them. */
  caption: string;
  headers: [string, string];
  formatValue: (value: number) => string;
  className?: string;
};

/** Labels a phone can fit under its bars; the rest appear from the sm breakpoint. */
const phoneLabelLimit = 8;

/**
 * A plain CSS bar chart: no chart library for a dozen bars. The bars stretch to the width, so
 * it reads on a phone; a zero stays a hairline so every slot is visible.
 */
export function BarChart({ bars, caption, headers, formatValue, className }: BarChartProps) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  // Counted from the end so the latest bar (this month, the last hour) always keeps its label.
  const step = Math.ceil(bars.length / phoneLabelLimit);
  return (
    <div className={className}>
      <div aria-hidden className="flex h-40 items-end gap-1 border-b sm:gap-1.5">
        {bars.map((bar) => (
          <div key={bar.key} title={`${bar.longLabel} ${formatValue(bar.value)}`} className="flex h-full min-w-0 flex-1 items-end">
            <div
              className={cn('w-full rounded-t-sm', bar.isHighlighted ? 'bg-primary' : 'bg-primary/25')}
              style={{ height: max > 0 && bar.value > 0 ? `${Math.max((bar.value / max) * 100, 1.5)}%` : '1px' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-1 flex gap-1 sm:gap-1.5">
        {bars.map((bar, i) => (
          <span
            key={bar.key}
            className={cn(
              'min-w-0 flex-1 text-center text-[10px] leading-tight whitespace-nowrap text-muted-foreground sm:text-xs',
              bar.isHighlighted && 'font-semibold text-foreground',
              (bars.length - 1 - i) % step !== 0 && 'invisible sm:visible',
            )}
          >
            {bar.label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.longLabel}</th>
              <td>{formatValue(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
