import { Clock } from 'lucide-react';
import { lastOrderWarningMs, type OrderingPeriod } from '@/core/ordering-hours';
import { countdownText, periodText } from '@/core/ordering-hours-text';
import { cn } from '@/web/lib/utils';
import { panel } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import type { OrderingView } from './use-ordering-status';

/** 受付時間外 with the next opening, or the countdown to ラストオーダー in its last 15 minutes. */
export function OrderingHoursBanner({ view, periods }: { view: OrderingView | null; periods: readonly OrderingPeriod[] }) {
  const { t, language } = useDinerText();
  if (!view) return null;
  const { status, nowMs } = view;
  if (!status.isOpen) {
    return (
      <section aria-label={t.hours.closedTitle} className={cn(panel, 'mb-4 grid gap-2 border-2 border-amber-300 px-4 py-4')}>
        <h2 className="flex items-center gap-2 font-bold text-amber-800">
          <Clock aria-hidden className="size-5" />
          {t.hours.closedTitle}
        </h2>
        <p className="text-sm text-slate-700">{view.closedReason}</p>
        <ul className="text-xs text-slate-500">
          {periods.map((p) => (
            <li key={`${p.days}-${p.opensAt}`}>{fill(t.hours.hours, { hours: periodText(p, t.hours, language) })}</li>
          ))}
        </ul>
      </section>
    );
  }
  if (status.lastOrderAt === null || status.lastOrderAt - nowMs > lastOrderWarningMs) return null;
  return (
    <p
      role="timer"
      aria-label={t.hours.timerLabel}
      className="mb-4 rounded-2xl bg-amber-100 px-4 py-3 text-center font-bold text-amber-900"
    >
      {fill(t.hours.untilLastOrder, { time: countdownText(status.lastOrderAt - nowMs, t.hours) })}
    </p>
  );
}
