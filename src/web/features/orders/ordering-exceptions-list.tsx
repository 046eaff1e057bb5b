import { CalendarDays, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { dateLabel, exceptionLabel } from '@/core/ordering-exceptions';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { OrderingExceptionDialog } from './ordering-exception-dialog';
import { useDeleteOrderingException, useOrderingExceptions } from './ordering-hours-api';

/** 日付別の受付時間: 臨時休業 and 特別営業時間 from today on, under the weekly hours. */
export function OrderingExceptionsList() {
  const exceptions = useOrderingExceptions();
  const remove = useDeleteOrderingException();
  const [isAdding, setAdding] = useState(false);
  function handleDelete(date: string) {
    remove.mutate(date, {
      onSuccess: () => toast.success(`${dateLabel(date)}の設定を削除しました`),
      onError: (failure) => toast.error(errorMessage(failure)),
    });
  }
  return (
    <div className="flex basis-full flex-wrap items-center gap-3 border-t pt-3">
      <CalendarDays aria-hidden className="size-5 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">日付別の受付時間</p>
        {exceptions.data?.length === 0 && <p className="text-muted-foreground">設定なし（曜日の受付時間のとおり）</p>}
        <ul aria-label="日付別の受付時間">
          {exceptions.data?.map((e) => (
            <li key={e.date} className="flex items-center gap-2 tabular-nums">
              {exceptionLabel(e)}
              <Button variant="ghost" size="icon" aria-label={`${dateLabel(e.date)}の設定を削除`} onClick={() => handleDelete(e.date)}>
                <Trash aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="outline" onClick={() => setAdding(true)}>
        日付を指定して設定
      </Button>
      {isAdding && <OrderingExceptionDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
