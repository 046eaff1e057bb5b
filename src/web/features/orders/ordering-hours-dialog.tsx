import { Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { everyDay, type OrderingPeriod, weekdayLabels } from '@/core/ordering-hours';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import { useSaveOrderingHours } from './ordering-hours-api';

/** A period as the form holds it: times as typed (HH:MM); a closing at or before the opening is the next day. */
type PeriodDraft = { days: number; opens: string; closes: string; lastOrder: string };

const toTime = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
/** A time at or before the opening belongs to the next day (17:00–02:00 is 17:00–翌2:00). */
const afterOpening = (opensAt: number, time: string) => {
  const minutes = toMinutes(time);
  return minutes <= opensAt ? minutes + 1440 : minutes;
};

const draftOf = (p: OrderingPeriod): PeriodDraft => ({
  days: p.days,
  opens: toTime(p.opensAt),
  closes: toTime(p.closesAt),
  lastOrder: p.lastOrderAt === null ? '' : toTime(p.lastOrderAt),
});
const periodOf = (d: PeriodDraft): OrderingPeriod => {
  const opensAt = toMinutes(d.opens);
  return {
    days: d.days,
    opensAt,
    closesAt: afterOpening(opensAt, d.closes),
    lastOrderAt: d.lastOrder ? afterOpening(opensAt, d.lastOrder) : null,
  };
};

/**
 * 座席設定 → 受付時間: when diners may order, per weekday, several periods a day, past midnight
 * allowed. Without any period orders are taken at any time.
 */
export function OrderingHoursDialog({ periods, onClose }: { periods: OrderingPeriod[]; onClose: () => void }) {
  const [drafts, setDrafts] = useState<PeriodDraft[]>(() => periods.map(draftOf));
  const save = useSaveOrderingHours();
  const form = {
    isPending: save.isPending,
    formError: save.error,
    submit: () =>
      save.mutate(drafts.map(periodOf), {
        onSuccess: () => {
          toast.success('受付時間を保存しました');
          onClose();
        },
      }),
  };
  const set = (index: number, change: Partial<PeriodDraft>) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...change } : d)));

  return (
    <FormDialog
      title="受付時間"
      description="お客様が注文できる時間です（日本時間）。終了が開始より前なら翌日の時刻です（例: 17:00〜02:00）。ラストオーダーの15分前からお客様の画面に残り時間が出ます。"
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      {drafts.length === 0 && <p className="text-sm text-muted-foreground">受付時間の設定はありません（いつでも注文できます）。</p>}
      {drafts.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id of their own until saved; their place is their identity here.
        <fieldset key={i} aria-label={`受付時間${i + 1}`} className="grid gap-3 rounded-md border p-3">
          <div className="flex flex-wrap gap-3">
            {weekdayLabels.map((label, day) => (
              <label key={label} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={(d.days & (1 << day)) !== 0}
                  onChange={(e) => set(i, { days: e.target.checked ? d.days | (1 << day) : d.days & ~(1 << day) })}
                />
                {label}
              </label>
            ))}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            {(
              [
                ['opens', '開始'],
                ['closes', '終了'],
                ['lastOrder', 'ラストオーダー（任意）'],
              ] as const
            ).map(([key, label]) => (
              <label key={key} htmlFor={`period-${i}-${key}`} className="grid gap-1 text-sm">
                {label}
                <Input
                  id={`period-${i}-${key}`}
                  type="time"
                  className="w-32"
                  value={d[key]}
                  onChange={(e) => set(i, { [key]: e.target.value })}
                />
              </label>
            ))}
            <Button variant="ghost" size="icon" onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))}>
              <Trash aria-hidden />
              <span className="sr-only">受付時間{i + 1}を削除</span>
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => setDrafts((all) => [...all, { days: everyDay, opens: '11:00', closes: '22:00', lastOrder: '21:30' }])}
      >
        <Plus aria-hidden />
        受付時間を追加
      </Button>
    </FormDialog>
  );
}
