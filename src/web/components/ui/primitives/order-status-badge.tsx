import { type OrderStatus, orderStatusLabels } from '@/core/order-rules';
import { cn } from '@/web/lib/utils';

/** One colour per status, the same on the staff board and the diners' history. */
export const orderStatusStyles: Record<OrderStatus, { badge: string; accent: string }> = {
  new: { badge: 'bg-rose-600 text-white', accent: 'border-l-rose-500' },
  cooking: { badge: 'bg-amber-400 text-amber-950', accent: 'border-l-amber-400' },
  served: { badge: 'bg-emerald-700 text-white', accent: 'border-l-emerald-500' },
  cancelled: { badge: 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-200', accent: 'border-l-slate-300' },
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold',
        orderStatusStyles[status].badge,
        className,
      )}
    >
      {orderStatusLabels[status]}
    </span>
  );
}
