import { History } from 'lucide-react';
import { toast } from 'sonner';
import type { HiddenSeatOrders } from '@/core/api-types';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { useHiddenOpenOrders, useShowOlderOrders } from './orders-api';

/**
 * On 注文確認 and キッチン表示: a seat with more open orders than the board shows at once (its
 * newest) says how many older ones are left out, and 古い注文を表示 brings the next page of them.
 * Hidden when no seat has any left out.
 */
export function HiddenOrdersNotice({ className }: { className?: string }) {
  const hidden = useHiddenOpenOrders().data ?? [];
  const showOlder = useShowOlderOrders();
  if (hidden.length === 0) return null;

  function handleShow(seat: HiddenSeatOrders) {
    showOlder.mutate(seat, { onError: (error) => toast.error(errorMessage(error)) });
  }

  return (
    <ul aria-label="表示していない古い注文" className={cn('flex flex-col gap-2', className)}>
      {hidden.map((seat) => (
        <li
          key={seat.before}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm dark:bg-amber-950/40"
        >
          <History aria-hidden className="size-4 shrink-0 text-amber-600" />
          <p className="min-w-0 flex-1">
            <span className="font-bold">{seat.seatName}</span>
            {`：この席の古い注文 ${seat.count} 件を表示していません`}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => handleShow(seat)}
            disabled={showOlder.isPending && showOlder.variables?.before === seat.before}
            aria-label={`${seat.seatName}の古い注文を表示`}
          >
            古い注文を表示
          </Button>
        </li>
      ))}
    </ul>
  );
}
