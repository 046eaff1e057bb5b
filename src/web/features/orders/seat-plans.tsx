import { useState } from 'react';
import { toast } from 'sonner';
import type { SeatPlan, StaffSeatPlans } from '@/core/contracts/course-plans';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { useSeatPlanMutations, useSeatPlans } from './course-plans-api';
import { useNow } from './elapsed';
import { planStatusText } from './seat-plan-status';

type SeatRow = { seatId: string; seatName: string; visit: { adults: number | null; children: number | null } | null };

const toneClass = {
  running: 'bg-emerald-100 text-emerald-900',
  lastOrder: 'bg-amber-100 text-amber-900',
  ended: 'bg-muted text-muted-foreground',
} as const;

/** A seat's 放題プラン on 座席とお会計: each plan with its people and time left, and the button to start, extend or end one. */
export function SeatPlans({ row }: { row: SeatRow }) {
  const plans = useSeatPlans();
  const now = useNow(1000);
  const [isOpen, setOpen] = useState(false);
  if (!plans.data || (plans.data.plans.length === 0 && !plans.data.running.some((p) => p.seatId === row.seatId))) return null;
  const running = plans.data.running.filter((p) => p.seatId === row.seatId);
  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      {running.map((plan) => {
        const status = planStatusText(plan, now);
        return (
          <span key={plan.id} className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', toneClass[status.tone])}>
            {`${plan.name} ${plan.people}名 ・ ${status.label}`}
          </span>
        );
      })}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`${row.seatName}の放題プラン`}>
        放題
      </Button>
      {isOpen && <SeatPlanDialog row={row} data={plans.data} now={now} onClose={() => setOpen(false)} />}
    </div>
  );
}

function SeatPlanDialog({ row, data, now, onClose }: { row: SeatRow; data: StaffSeatPlans; now: number; onClose: () => void }) {
  const running = data.running.filter((p) => p.seatId === row.seatId);
  const guests = row.visit?.adults == null ? null : row.visit.adults + (row.visit.children ?? 0);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogTitle>{`${row.seatName}の放題プラン`}</DialogTitle>
        <DialogDescription>
          プランの料金は人数分がお会計に加わります。ラストオーダーを過ぎるとプランの商品は注文できません。
        </DialogDescription>
        {running.map((plan) => (
          <RunningPlan key={plan.id} plan={plan} now={now} />
        ))}
        {data.plans.length > 0 && <StartPlanForm seatId={row.seatId} plans={data.plans} guests={guests} onStarted={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function StartPlanForm({
  seatId,
  plans,
  guests,
  onStarted,
}: {
  seatId: string;
  plans: StaffSeatPlans['plans'];
  guests: number | null;
  onStarted: () => void;
}) {
  const { start } = useSeatPlanMutations();
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const [people, setPeople] = useState(String(guests ?? ''));
  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    start.mutate(
      { seatId, planId, people: Number(people) },
      {
        onSuccess: (plan) => {
          toast.success(`${plan.name}を${plan.people}名で開始しました`);
          onStarted();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }
  return (
    <form onSubmit={handleSubmit} className="grid gap-3 border-t pt-4" aria-label="プランを開始">
      <label className="grid gap-1.5 text-sm font-medium" htmlFor="seat-plan-plan">
        プラン
        <NativeSelect id="seat-plan-plan" value={planId} onChange={(e) => setPlanId(e.target.value)}>
          {plans.map((p) => (
            <option key={p.id} value={p.id}>{`${p.name}（${formatYen(p.price)}・${p.minutes}分）`}</option>
          ))}
        </NativeSelect>
      </label>
      <TextField
        id="seat-plan-people"
        label="人数"
        inputMode="numeric"
        value={people}
        onChange={(e) => setPeople(e.target.value)}
        hint={guests === null ? undefined : `来店人数 ${guests}名（プランを頼まない方がいれば減らしてください）`}
      />
      <Button type="submit" disabled={start.isPending || !planId}>
        {start.isPending ? '開始中...' : 'プランを開始'}
      </Button>
    </form>
  );
}

function RunningPlan({ plan, now }: { plan: SeatPlan; now: number }) {
  const { extend, end } = useSeatPlanMutations();
  const [minutes, setMinutes] = useState('30');
  const [price, setPrice] = useState('0');
  const status = planStatusText(plan, now);
  const isEnded = status.tone === 'ended';
  const onError = (error: unknown) => toast.error(errorMessage(error));
  function handleExtend(event: React.FormEvent) {
    event.preventDefault();
    extend.mutate(
      { id: plan.id, minutes: Number(minutes), price: Number(price) },
      { onSuccess: (p) => toast.success(`${p.name}を${minutes}分延長しました`), onError },
    );
  }
  return (
    <section aria-label={plan.name} className="grid gap-3 rounded-lg border p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{plan.name}</span>
        <span>{`${plan.people}名`}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', toneClass[status.tone])}>{status.label}</span>
      </p>
      {!plan.endedAt && (
        <form onSubmit={handleExtend} className="grid grid-cols-2 items-end gap-2" aria-label={`${plan.name}の延長`}>
          <TextField
            id={`extend-minutes-${plan.id}`}
            label="延長（分）"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <TextField
            id={`extend-price-${plan.id}`}
            label="延長料金（1名）"
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={extend.isPending}>
            延長する
          </Button>
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:text-destructive"
            disabled={end.isPending || isEnded}
            onClick={() => end.mutate(plan.id, { onSuccess: (p) => toast.success(`${p.name}を終了しました`), onError })}
          >
            終了する
          </Button>
        </form>
      )}
    </section>
  );
}
