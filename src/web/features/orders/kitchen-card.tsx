import { lineTitle } from '@/core/item-options';
import { nextOrderStatus, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import { formatTime, type Order } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { formatElapsed } from './elapsed';

/** An order waiting this long is shown in red: the kitchen sees at a glance what is late. */
const lateAfterMs = 15 * 60_000;

type KitchenCardProps = { order: Order; now: number; isPending: boolean; onAdvance: (order: Order, status: OrderStatus) => void };

/**
 * One order on the kitchen board: the seat and the lines in large type, how long it has
 * waited, and the whole card one tap to its next status (新規 → 調理中 → 提供済).
 */
export function KitchenCard({ order, now, isPending, onAdvance }: KitchenCardProps) {
  const next = nextOrderStatus[order.status];
  const isLate = now - order.createdAt >= lateAfterMs;
  const label = `${order.seatName} ${formatTime(order.createdAt)}の注文`;
  return (
    <li aria-label={label}>
      <button
        type="button"
        disabled={!next || isPending}
        onClick={() => next && onAdvance(order, next)}
        aria-label={next ? `${label}を「${orderStatusLabels[next]}」にする` : label}
        className={cn(
          'flex w-full flex-col gap-3 rounded-2xl border-2 bg-card p-5 text-left shadow-sm transition-colors',
          'hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50 disabled:opacity-60',
          order.status === 'new' ? 'border-rose-400' : 'border-amber-400',
        )}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate text-3xl font-bold">{order.seatName}</span>
          <span className={cn('text-2xl font-semibold tabular-nums', isLate ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
            {formatElapsed(order.createdAt, now)}
          </span>
        </span>
        <span className="grid gap-1.5">
          {order.items.map((line) => (
            <span key={lineTitle(line)} className="flex items-baseline gap-3 text-2xl">
              <span className="min-w-0 flex-1">{lineTitle(line)}</span>
              <span className="font-bold tabular-nums">×{line.quantity}</span>
            </span>
          ))}
        </span>
        {order.note && <span className="rounded-lg bg-amber-100 px-3 py-2 text-lg text-amber-950">ご要望: {order.note}</span>}
        <span className="flex items-center justify-between text-base text-muted-foreground tabular-nums">
          <span>{formatTime(order.createdAt)} 注文</span>
          {next && (
            <span className="rounded-full bg-primary px-4 py-1.5 text-lg font-semibold text-primary-foreground">
              {next === 'cooking' ? '調理開始' : '提供済にする'}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
