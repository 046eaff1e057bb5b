import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { staffRequestLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { formatTime } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { formatElapsed, useNow } from './elapsed';
import { requestEdge, SeatRequestSummary } from './seat-request-kind';
import { useHandleRequest, useSeatRequests } from './table-service-api';

/**
 * 呼び出し on 注文確認: every 店員呼び出し / お会計 not yet handled, oldest first, with how
 * long it has waited; 対応済み clears it on every staff screen. Hidden when there is none.
 */
export function SeatRequestsPanel() {
  const requests = useSeatRequests();
  const handle = useHandleRequest();
  const now = useNow();
  const list = requests.data ?? [];
  if (list.length === 0) return null;

  function handleDone(id: string, label: string) {
    handle.mutate(id, {
      onSuccess: () => toast.success(`${label}を対応済みにしました`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <section aria-labelledby="seat-requests-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:bg-amber-950/40">
      <h2 id="seat-requests-title" className="mb-2 flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-4 text-amber-600" />
        お客様からの呼び出し <span className="tabular-nums">{list.length}</span>
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {list.map((request) => {
          const label = `${request.seatName}の${staffRequestLabels[request.kind]}`;
          const waited = formatElapsed(request.createdAt, now);
          return (
            <li
              key={request.id}
              aria-label={label}
              className={cn('flex items-center gap-3 rounded-lg border border-l-4 bg-card p-3', requestEdge(request.kind))}
            >
              <SeatRequestSummary
                request={request}
                meta={`${formatTime(request.createdAt)}（${waited === 'たった今' ? waited : `${waited}前`}）`}
              />
              <Button
                size="sm"
                onClick={() => handleDone(request.id, label)}
                disabled={handle.isPending && handle.variables === request.id}
                aria-label={`${label}を対応済みにする`}
              >
                対応済み
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
