import { formatYen } from '@/core/format';
import { optionsText } from '@/core/item-options';
import { orderStatusStyles } from '@/web/components/ui/primitives/order-status-badge';
import { formatTime, type Order, payableTotal } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import type { SeatMenu } from './diner-api';
import { panel, secondaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { localName } from './local-names';
import { useDinerNavigation } from './use-diner-navigation';

/** page=history: this seat's orders of the current guests, newest first, statuses live, names in the diner's language. */
export function HistoryView({ orders, menu }: { orders: readonly Order[]; menu: SeatMenu }) {
  const { goTo } = useDinerNavigation();
  const { t } = useDinerText();

  if (orders.length === 0) {
    return (
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <p className="text-slate-600">{t.history.none}</p>
        <button type="button" className={secondaryButton} onClick={() => goTo('menu')}>
          {t.seeMenu}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className={cn(panel, 'flex items-baseline justify-between px-4 py-3')}>
        <span className="text-sm text-slate-600">{t.history.total}</span>
        <span className="text-xl font-bold tabular-nums">{formatYen(payableTotal(orders))}</span>
      </div>
      <ol aria-label={t.pageTitles.history} className="grid gap-3">
        {orders.map((order) => (
          <li
            key={order.id}
            aria-label={fill(t.history.orderLabel, { time: formatTime(order.createdAt) })}
            className={cn(panel, 'grid gap-2 p-4')}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-slate-500 tabular-nums">
                {fill(t.history.orderedAt, { time: formatTime(order.createdAt) })}
              </span>
              <span
                className={cn(
                  'inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 text-sm font-bold',
                  orderStatusStyles[order.status].badge,
                )}
              >
                {t.statuses[order.status]}
              </span>
            </div>
            <ul className={cn('grid gap-1', order.status === 'cancelled' && 'text-slate-400 line-through')}>
              {order.items.map((line) => (
                <li key={`${line.itemId}|${optionsText(line.options)}`} className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1">
                    {localName(menu, line.itemId, line.name)}
                    {line.options && line.options.length > 0 && (
                      <span className="block text-xs opacity-75">{optionsText(line.options)}</span>
                    )}
                  </span>
                  <span className="tabular-nums">×{line.quantity}</span>
                  <span className="w-20 text-right tabular-nums">{formatYen(line.price * line.quantity)}</span>
                </li>
              ))}
            </ul>
            {order.note && (
              <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-600">{fill(t.history.note, { note: order.note })}</p>
            )}
            <p className="border-t border-slate-100 pt-2 text-right font-bold tabular-nums">{formatYen(order.totalAmount)}</p>
          </li>
        ))}
      </ol>
      <button type="button" className={secondaryButton} onClick={() => goTo('menu')}>
        {t.history.orderMore}
      </button>
    </div>
  );
}
