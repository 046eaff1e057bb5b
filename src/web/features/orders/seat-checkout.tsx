import { useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { formatElapsed, useNow } from './elapsed';
import { SeatCloseDialog } from './seat-close-dialog';
import { type SeatBill, useSeatBills, useSeatRequests } from './table-service-api';

/**
 * 座席とお会計: each seat's bill so far (the server's sum of its current guests' orders, cancelled
 * ones left out) and how long they have sat; 会計済み shows the amount to collect and offers the
 * receipt. A seat that asked for the bill is marked; 代理注文 opens with the seat picked.
 */
export function SeatCheckout({ onEnterOrder }: { onEnterOrder: (seatId: string) => void }) {
  const bills = useSeatBills();
  const requests = useSeatRequests();
  const now = useNow();
  const [closing, setClosing] = useState<SeatBill | null>(null);
  const rows = bills.data ?? [];
  const asksForBill = new Set((requests.data ?? []).filter((r) => r.kind === 'bill').map((r) => r.seatId));

  function handleClosed(row: SeatBill) {
    toast.success(`${row.seatName}を会計済みにしました`);
    void bills.refetch();
  }

  return (
    <section aria-labelledby="seat-checkout-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h2 id="seat-checkout-title" className="font-semibold">
          座席とお会計
        </h2>
        <p className="text-xs text-muted-foreground">会計済みにすると、次のお客様の注文履歴が新しく始まります。</p>
      </div>
      {bills.error ? <p className="text-sm text-destructive">{errorMessage(bills.error)}</p> : null}
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{bills.isPending ? '読み込み中...' : '座席がありません'}</p>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.seatId} aria-label={row.seatName} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 truncate font-medium">
                  {row.seatName}
                  {asksForBill.has(row.seatId) && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">お会計待ち</span>
                  )}
                </p>
                <p className={cn('text-xs tabular-nums', row.openedAt === null ? 'text-muted-foreground' : 'text-foreground')}>
                  {[
                    row.orderCount > 0 ? `${row.orderCount}件 ・ ${formatYen(row.total)}` : 'ご注文なし',
                    row.openedAt !== null && `滞在 ${formatElapsed(row.openedAt, now)}`,
                  ]
                    .filter(Boolean)
                    .join(' ・ ')}
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => onEnterOrder(row.seatId)} aria-label={`${row.seatName}の代理注文`}>
                代理注文
              </Button>
              <Button variant="outline" size="sm" onClick={() => setClosing(row)} aria-label={`${row.seatName}を会計済みにする`}>
                会計済み
              </Button>
            </li>
          ))}
        </ul>
      )}
      {closing && <SeatCloseDialog row={closing} onClosed={handleClosed} onCancel={() => setClosing(null)} />}
    </section>
  );
}
