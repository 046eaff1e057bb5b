import { Clock } from 'lucide-react';
import { daysLabel, lastOrderWarningMs, minuteLabel, type OrderingPeriod } from '@/core/ordering-hours';
import { cn } from '@/web/lib/utils';
import { panel } from './diner-styles';
import type { OrderingView } from './use-ordering-status';

function periodText(p: OrderingPeriod): string {
  const lastOrder = p.lastOrderAt === null ? '' : `（L.O. ${minuteLabel(p.lastOrderAt)}）`;
  return `${daysLabel(p.days)} ${minuteLabel(p.opensAt)}〜${minuteLabel(p.closesAt)}${lastOrder}`;
}

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;
}

/** 受付時間外 with the next opening, or the countdown to ラストオーダー in its last 15 minutes. */
export function OrderingHoursBanner({ view, periods }: { view: OrderingView | null; periods: readonly OrderingPeriod[] }) {
  if (!view) return null;
  const { status, nowMs } = view;
  if (!status.isOpen) {
    return (
      <section aria-label="受付時間外" className={cn(panel, 'mb-4 grid gap-2 border-2 border-amber-300 px-4 py-4')}>
        <h2 className="flex items-center gap-2 font-bold text-amber-800">
          <Clock aria-hidden className="size-5" />
          受付時間外
        </h2>
        <p className="text-sm text-slate-700">{view.closedReason}</p>
        <ul className="text-xs text-slate-500">
          {periods.map((p) => (
            <li key={`${p.days}-${p.opensAt}`}>受付時間: {periodText(p)}</li>
          ))}
        </ul>
      </section>
    );
  }
  if (status.lastOrderAt === null || status.lastOrderAt - nowMs > lastOrderWarningMs) return null;
  return (
    <p
      role="timer"
      aria-label="ラストオーダーまでの時間"
      className="mb-4 rounded-2xl bg-amber-100 px-4 py-3 text-center font-bold text-amber-900"
    >
      ラストオーダーまで あと <span className="tabular-nums">{countdown(status.lastOrderAt - nowMs)}</span>
    </p>
  );
}
