import type { OrderingPeriod } from '@/core/ordering-hours';
import { Input } from '@/web/components/ui/primitives/input';

/** A period as the forms hold it: times as typed (HH:MM); a closing at or before the opening is the next day. */
export type PeriodDraft = { days: number; opens: string; closes: string; lastOrder: string };

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

export const draftOf = (p: OrderingPeriod): PeriodDraft => ({
  days: p.days,
  opens: toTime(p.opensAt),
  closes: toTime(p.closesAt),
  lastOrder: p.lastOrderAt === null ? '' : toTime(p.lastOrderAt),
});
export const periodOf = (d: PeriodDraft): OrderingPeriod => {
  const opensAt = toMinutes(d.opens);
  return {
    days: d.days,
    opensAt,
    closesAt: afterOpening(opensAt, d.closes),
    lastOrderAt: d.lastOrder ? afterOpening(opensAt, d.lastOrder) : null,
  };
};

const timeFields = [
  ['opens', '開始'],
  ['closes', '終了'],
  ['lastOrder', 'ラストオーダー（任意）'],
] as const;

/** 開始, 終了 and ラストオーダー of a period, as time inputs named by `idPrefix`. */
export function PeriodTimeFields({
  idPrefix,
  draft,
  onChange,
}: {
  idPrefix: string;
  draft: PeriodDraft;
  onChange: (change: Partial<PeriodDraft>) => void;
}) {
  return timeFields.map(([key, label]) => (
    <label key={key} htmlFor={`${idPrefix}-${key}`} className="grid gap-1 text-sm">
      {label}
      <Input
        id={`${idPrefix}-${key}`}
        type="time"
        className="w-32"
        value={draft[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </label>
  ));
}
