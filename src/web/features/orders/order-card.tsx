import { Printer } from 'lucide-react';
import { formatYen } from '@/core/format';
import { optionsText } from '@/core/item-options';
import { nextOrderStatus, type OrderStatus } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { OrderStatusBadge, orderStatusStyles } from '@/web/components/ui/primitives/order-status-badge';
import { formatTime, type Order } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';

/** The one-tap button of each status: what the kitchen does next. */
const advanceLabels: Partial<Record<OrderStatus, string>> = { new: '調理開始', cooking: '提供済にする' };

type OrderCardProps = {
  order: Order;
  isPending: boolean;
  onAdvance: (order: Order, status: OrderStatus) => void;
  onCancel: (order: Order) => void;
  onPrint: (order: Order) => void;
};

export function OrderCard({ order, isPending, onAdvance, onCancel, onPrint }: OrderCardProps) {
  const next = nextOrderStatus[order.status];
  const isClosed = order.status === 'served' || order.status === 'cancelled';
  return (
    <article
      aria-label={`${order.seatName} ${formatTime(order.createdAt)}の注文`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-l-4 bg-card p-4 shadow-sm',
        orderStatusStyles[order.status].accent,
        isClosed && 'shadow-none',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold">{order.seatName}</h3>
          <p className="text-xs text-muted-foreground tabular-nums">{formatTime(order.createdAt)} 注文</p>
        </div>
        <div className="flex items-center gap-1">
          {order.status !== 'cancelled' && (
            <Button variant="ghost" size="icon" className="size-8" onClick={() => onPrint(order)} aria-label="伝票を印刷">
              <Printer aria-hidden />
            </Button>
          )}
          <OrderStatusBadge status={order.status} className="text-sm" />
        </div>
      </header>
      <ul className={cn('grid gap-1 text-sm', order.status === 'cancelled' && 'line-through')}>
        {order.items.map((line) => (
          <li key={`${line.itemId}|${optionsText(line.options)}`} className="flex items-baseline gap-2">
            <span className="min-w-0 flex-1">
              {line.name}
              {line.options && line.options.length > 0 && <span className="block text-xs opacity-75">{optionsText(line.options)}</span>}
            </span>
            <span className="font-semibold tabular-nums">×{line.quantity}</span>
            <span className="w-20 text-right text-muted-foreground tabular-nums">{formatYen(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <span className="font-semibold">ご要望: </span>
          {order.note}
        </p>
      )}
      <p className="mt-auto border-t pt-3 text-base font-bold tabular-nums">合計 {formatYen(order.totalAmount)}</p>
      {/* 取り消す at the far left, the next step at the far right: a hurried tap cannot hit the wrong one. */}
      {!isClosed && (
        <footer className="flex items-center justify-between gap-6">
          <Button
            variant="ghost"
            size="sm"
            disabled={isPending}
            onClick={() => onCancel(order)}
            className="text-destructive hover:text-destructive"
          >
            注文を取り消す
          </Button>
          {next && (
            <Button disabled={isPending} onClick={() => onAdvance(order, next)} className="min-w-28">
              {advanceLabels[order.status]}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
