import { Check } from 'lucide-react';
import { lineTitle } from '@/core/item-options';
import { kitchenStationLabels } from '@/core/kitchen-stations';
import { nextOrderStatus, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { formatTime, type Order } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { formatElapsed } from './elapsed';
import type { linesForView, StationView } from './kitchen-lines';

/** An order waiting this long is shown in red: the kitchen sees at a glance what is late. */
const lateAfterMs = 15 * 60_000;

type KitchenCardProps = {
  order: Order;
  view: StationView;
  lines: ReturnType<typeof linesForView>;
  now: number;
  isPending: boolean;
  onAdvance: (order: Order, status: OrderStatus) => void;
  onServe: (order: Order, lines: number[]) => void;
};

/**
 * One ticket on the kitchen board: the seat and the lines of the screen's station in large type,
 * how long each has waited, 提供 per item, and at the foot the next status of the whole order
 * (すべて) or the station's whole ticket served at once.
 */
export function KitchenCard({ order, view, lines, now, isPending, onAdvance, onServe }: KitchenCardProps) {
  const next = nextOrderStatus[order.status];
  const isLate = now - order.createdAt >= lateAfterMs;
  const label = `${order.seatName} ${formatTime(order.createdAt)}の注文`;
  const waiting = lines.filter((l) => !l.isServed).map((l) => l.index);
  return (
    <li
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border-2 bg-card p-5 shadow-sm',
        order.status === 'new' ? 'border-rose-400' : 'border-amber-400',
      )}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="truncate text-3xl font-bold">{order.seatName}</span>
        <span className={cn('text-2xl font-semibold tabular-nums', isLate ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
          {formatElapsed(order.createdAt, now)}
        </span>
      </span>
      <span className="grid gap-2">
        {lines.map(({ line, index, isServed }) => (
          <span key={index} className={cn('flex items-center gap-3 text-2xl', isServed && 'text-muted-foreground line-through')}>
            <span className="min-w-0 flex-1">
              <span>{lineTitle(line)}</span>
              <span className="font-bold tabular-nums">×{line.quantity}</span>
            </span>
            {isServed ? (
              <span className="text-base no-underline">提供済</span>
            ) : (
              <>
                <span className="text-base text-muted-foreground tabular-nums">{formatElapsed(order.createdAt, now)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isPending}
                  onClick={() => onServe(order, [index])}
                  aria-label={`${line.name}を提供済にする`}
                >
                  <Check aria-hidden />
                  提供
                </Button>
              </>
            )}
          </span>
        ))}
      </span>
      {order.note && <span className="rounded-lg bg-amber-100 px-3 py-2 text-lg text-amber-950">ご要望: {order.note}</span>}
      <span className="flex items-center justify-between gap-3 text-base text-muted-foreground tabular-nums">
        <span>{formatTime(order.createdAt)} 注文</span>
        {view === 'all'
          ? next && (
              <Button
                disabled={isPending}
                onClick={() => onAdvance(order, next)}
                aria-label={`${label}を「${orderStatusLabels[next]}」にする`}
                className="h-auto rounded-full px-4 py-1.5 text-lg"
              >
                {next === 'cooking' ? '調理開始' : '提供済にする'}
              </Button>
            )
          : waiting.length > 0 && (
              <Button
                disabled={isPending}
                onClick={() => onServe(order, waiting)}
                aria-label={`${label}の${kitchenStationLabels[view]}をすべて提供済にする`}
                className="h-auto rounded-full px-4 py-1.5 text-lg"
              >
                まとめて提供済
              </Button>
            )}
      </span>
    </li>
  );
}
