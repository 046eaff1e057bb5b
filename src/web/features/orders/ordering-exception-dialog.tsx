import { Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { everyDay } from '@/core/ordering-hours';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import { useSaveOrderingException } from './ordering-hours-api';
import { type PeriodDraft, PeriodTimeFields, periodOf } from './period-draft';

/** A period of the date: its times only (the date is its day). */
const timesOf = (draft: PeriodDraft) => {
  const { opensAt, closesAt, lastOrderAt } = periodOf(draft);
  return { opensAt, closesAt, lastOrderAt };
};
const newPeriod = (): PeriodDraft => ({ days: everyDay, opens: '11:00', closes: '15:00', lastOrder: '' });

/**
 * 座席設定 → 受付時間 → 日付を指定: a date's 臨時休業, or its 特別営業時間 (e.g. a public holiday),
 * taken instead of that weekday's hours. Setting a date again replaces what it had.
 */
export function OrderingExceptionDialog({ onClose }: { onClose: () => void }) {
  const [date, setDate] = useState('');
  const [isClosed, setClosed] = useState(true);
  const [periods, setPeriods] = useState<PeriodDraft[]>([newPeriod()]);
  const save = useSaveOrderingException();
  const form = {
    isPending: save.isPending,
    formError: save.error,
    submit: () =>
      save.mutate(
        { date, periods: isClosed ? [] : periods.map(timesOf) },
        {
          onSuccess: () => {
            toast.success('日付別の受付時間を保存しました');
            onClose();
          },
        },
      ),
  };
  const set = (index: number, change: Partial<PeriodDraft>) =>
    setPeriods((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));

  return (
    <FormDialog
      title="日付別の受付時間"
      description="祝日や臨時休業など、その日だけ曜日の受付時間に代えて使います（日本時間）。前日の営業が日付をまたぐ分はそのまま受け付けます。"
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <label htmlFor="exception-date" className="grid gap-1 text-sm">
        日付
        <Input id="exception-date" type="date" className="w-44" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-sm">この日の受付</legend>
        {(
          [
            [true, '臨時休業'],
            [false, '特別営業時間'],
          ] as const
        ).map(([value, label]) => (
          <label key={label} className="flex items-center gap-1.5">
            <input type="radio" name="exception-kind" checked={isClosed === value} onChange={() => setClosed(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {!isClosed &&
        periods.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id of their own; their place is their identity here.
          <fieldset key={i} aria-label={`特別営業時間${i + 1}`} className="flex flex-wrap items-end gap-3 rounded-md border p-3">
            <PeriodTimeFields idPrefix={`exception-${i}`} draft={p} onChange={(change) => set(i, change)} />
            {periods.length > 1 && (
              <Button variant="ghost" size="icon" onClick={() => setPeriods((all) => all.filter((_, j) => j !== i))}>
                <Trash aria-hidden />
                <span className="sr-only">特別営業時間{i + 1}を削除</span>
              </Button>
            )}
          </fieldset>
        ))}
      {!isClosed && (
        <Button variant="outline" className="justify-self-start" onClick={() => setPeriods((all) => [...all, newPeriod()])}>
          <Plus aria-hidden />
          時間帯を追加
        </Button>
      )}
    </FormDialog>
  );
}
