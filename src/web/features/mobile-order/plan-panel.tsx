import { Timer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DinerPlans } from '@/core/contracts/course-plans';
import { clockText, orderLimitOf, planTime } from '@/core/course-plans';
import { formatYen } from '@/core/format';
import { cn } from '@/web/lib/utils';
import type { SeatMenu, SeatRef } from './diner-api';
import { panel, primaryButton, secondaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { dinerErrorMessage, useDinerText } from './i18n/diner-language';
import { QuantityStepper } from './quantity-stepper';
import { useDinerPlans, usePlanOrder, useServerNow, useStartPlan } from './use-diner-plans';

type Plan = DinerPlans['plans'][number];

/**
 * 放題プラン on the diner's menu: each plan of the seat with its countdown and its items at the plan's
 * price, the ラストオーダー notice, and the notice at its end (the regular menu below stays as it is).
 */
export function PlanPanel({ seatRef, menu }: { seatRef: SeatRef; menu: SeatMenu }) {
  const plans = useDinerPlans(seatRef);
  const data = plans.data;
  const now = useServerNow(data?.now, plans.dataUpdatedAt, Boolean(data?.plans.length));
  if (!data || now === null) return null;
  return (
    <>
      {data.plans.map((plan) => (
        <RunningPlan key={plan.id} seatRef={seatRef} menu={menu} plan={plan} now={now} />
      ))}
      {data.startable.length > 0 && <StartPlans seatRef={seatRef} plans={data.startable} />}
    </>
  );
}

function RunningPlan({ seatRef, menu, plan, now }: { seatRef: SeatRef; menu: SeatMenu; plan: Plan; now: number }) {
  const text = useDinerText();
  const { t } = text;
  const order = usePlanOrder(seatRef);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const time = planTime(
    { startedAt: plan.startedAt, endsAt: plan.endsAt, lastOrderMinutes: plan.lastOrderMinutes, endedAt: plan.endedAt },
    now,
  );
  const items = plan.items.flatMap((line) => {
    const item = menu.items.find((i) => i.id === line.itemId);
    return item ? [{ ...line, name: item.name, isSoldOut: item.isSoldOut }] : [];
  });
  const limit = orderLimitOf(plan.limitPerGuest, plan.people);
  const count = Object.values(quantities).reduce((sum, n) => sum + n, 0);

  if (time.phase === 'ended') {
    return (
      <p role="status" className={cn(panel, 'mb-4 px-4 py-3 text-sm text-slate-700')}>
        {fill(t.plan.ended, { name: plan.name })}
      </p>
    );
  }

  function handleOrder() {
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    order.mutate(
      { seatPlanId: plan.id, lines },
      {
        onSuccess: () => {
          toast.success(t.plan.ordered);
          setQuantities({});
        },
        onError: (error) => toast.error(dinerErrorMessage(error, text)),
      },
    );
  }

  return (
    <section aria-label={plan.name} className={cn(panel, 'mb-4 grid gap-3 border-2 border-emerald-300 px-4 py-4')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-slate-900">
          {plan.name}
          <span className="ml-2 text-sm font-normal text-slate-600">{fill(t.plan.people, { n: plan.people })}</span>
        </h2>
        <p
          role="timer"
          aria-label={fill(t.plan.timerLabel, { name: plan.name })}
          className="flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 font-bold text-emerald-900 tabular-nums"
        >
          <Timer aria-hidden className="size-4" />
          {fill(t.plan.remaining, { time: clockText(time.remainingMs) })}
        </p>
      </div>
      {time.phase === 'lastOrder' ? (
        <p role="alert" className="rounded-xl bg-amber-100 px-3 py-2 text-sm font-bold text-amber-900">
          {fill(t.plan.lastOrder, { name: plan.name })}
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.itemId} className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-600 tabular-nums">{formatYen(item.price)}</p>
                </div>
                <QuantityStepper
                  label={item.name}
                  value={quantities[item.itemId] ?? 0}
                  min={0}
                  isDisabled={item.isSoldOut || order.isPending}
                  max={limit === null ? undefined : (quantities[item.itemId] ?? 0) + Math.max(0, limit - count)}
                  onChange={(value) => setQuantities((current) => ({ ...current, [item.itemId]: value }))}
                />
              </li>
            ))}
          </ul>
          {limit !== null && <p className="text-xs text-slate-600">{fill(t.plan.limit, { n: limit })}</p>}
          <button type="button" className={primaryButton} disabled={count === 0 || order.isPending} onClick={handleOrder}>
            {fill(t.plan.order, { name: plan.name })}
          </button>
        </>
      )}
    </section>
  );
}

/** Where the store lets its diners start a plan themselves: each plan, for how many. */
function StartPlans({ seatRef, plans }: { seatRef: SeatRef; plans: DinerPlans['startable'] }) {
  const text = useDinerText();
  const { t } = text;
  const start = useStartPlan(seatRef);
  const [people, setPeople] = useState(1);
  return (
    <section aria-label={t.plan.start} className={cn(panel, 'mb-4 grid gap-3 px-4 py-4')}>
      <h2 className="font-bold text-slate-900">{t.plan.start}</h2>
      <QuantityStepper label={t.plan.peopleLabel} value={people} min={1} onChange={setPeople} />
      {plans.map((plan) => (
        <button
          key={plan.id}
          type="button"
          className={cn(secondaryButton, 'h-auto flex-col py-2')}
          disabled={start.isPending}
          onClick={() =>
            start.mutate(
              { planId: plan.id, people },
              {
                onSuccess: (started) => toast.success(fill(t.plan.started, { name: started.name })),
                onError: (error) => toast.error(dinerErrorMessage(error, text)),
              },
            )
          }
        >
          <span>{fill(t.plan.startPlan, { name: plan.name })}</span>
          <span className="text-sm font-normal text-slate-600">
            {fill(t.plan.terms, { price: formatYen(plan.price), minutes: plan.minutes })}
          </span>
        </button>
      ))}
    </section>
  );
}
