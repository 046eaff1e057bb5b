import { Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { everyDay, type OrderingPeriod, weekdayLabels } from '@/core/ordering-hours';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { useSaveOrderingHours } from './ordering-hours-api';
import { draftOf, type PeriodDraft, PeriodTimeFields, periodOf } from './period-draft';

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
            <PeriodTimeFields idPrefix={`period-${i}`} draft={d} onChange={(change) => set(i, change)} />
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
