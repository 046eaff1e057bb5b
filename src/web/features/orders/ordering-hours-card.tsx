import { Clock } from 'lucide-react';
import { useState } from 'react';
import { daysLabel, minuteLabel } from '@/core/ordering-hours';
import { Button } from '@/web/components/ui/primitives/button';
import { OrderingExceptionsList } from './ordering-exceptions-list';
import { useOrderingHours } from './ordering-hours-api';
import { OrderingHoursDialog } from './ordering-hours-dialog';

/** 座席設定: the ordering hours the diners' pages follow, the dates with their own, and the buttons to change them. */
export function OrderingHoursCard() {
  const hours = useOrderingHours();
  const [isEditing, setEditing] = useState(false);
  return (
    <section aria-label="受付時間" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3">
      <Clock aria-hidden className="size-5 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">受付時間</p>
        {hours.data && hours.data.length === 0 && <p className="text-muted-foreground">設定なし（いつでも注文できます）</p>}
        <ul>
          {hours.data?.map((p) => (
            <li key={`${p.days}-${p.opensAt}-${p.closesAt}`} className="tabular-nums">
              {daysLabel(p.days)} {minuteLabel(p.opensAt)}〜{minuteLabel(p.closesAt)}
              {p.lastOrderAt !== null && `（ラストオーダー ${minuteLabel(p.lastOrderAt)}）`}
            </li>
          ))}
        </ul>
      </div>
      <Button variant="outline" disabled={!hours.data} onClick={() => setEditing(true)}>
        受付時間を設定
      </Button>
      {isEditing && hours.data && <OrderingHoursDialog periods={hours.data} onClose={() => setEditing(false)} />}
      <OrderingExceptionsList />
    </section>
  );
}
