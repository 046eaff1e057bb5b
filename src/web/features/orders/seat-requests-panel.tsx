import { BellRing, Receipt } from 'lucide-react';
import { toast } from 'sonner';
import { seatRequestLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { formatTime } from '@/web/lib/ordering';
import { formatElapsed, useNow } from './elapsed';
import { useHandleRequest, useSeatRequests } from './table-service-api';

/**
 * 呼び出し on 注文確認: every 店員呼び出し / お会計をお願いします not yet handled, oldest first, with how
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
      <ul className="grid gap-2 sm:grid-cols-2">
        {list.map((request) => {
          const label = `${request.seatName}の${seatRequestLabels[request.kind]}`;
          const Icon = request.kind === 'bill' ? Receipt : BellRing;
          const waited = formatElapsed(request.createdAt, now);
          return (
            <li key={request.id} aria-label={label} className="flex items-center gap-3 rounded-lg border bg-card p-3">
              <Icon aria-hidden className="size-5 shrink-0 text-amber-600" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold">{`${request.seatName}　${seatRequestLabels[request.kind]}`}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {`${formatTime(request.createdAt)}（${waited === 'たった今' ? waited : `${waited}前`}）`}
                </p>
              </div>
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
