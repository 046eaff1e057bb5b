import { useState } from 'react';
import { formatYen } from '@/core/format';
import { guestsText } from '@/core/seat-bill';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { formatElapsed, useNow } from './elapsed';
import { SeatPayDialog } from './seat-pay-dialog';
import { SeatPlans } from './seat-plans';
import { SeatTransferDialog } from './seat-transfer-dialog';
import { type SeatBill, useSeatBills, useSeatRequests } from './table-service-api';
import { VisitDialog } from './visit-dialog';

/**
 * 座席とお会計: each seat's guests (来店登録, 人数), its bill so far (the server's sum of its current
 * guests' orders, cancelled ones left out) and how long they have sat; 会計 opens the pay screen.
 * A seat that asked for the bill is marked; 代理注文 opens with the seat picked.
 */
export function SeatCheckout({ onEnterOrder }: { onEnterOrder: (seatId: string) => void }) {
  const bills = useSeatBills();
  const requests = useSeatRequests();
  const now = useNow();
  const [paying, setPaying] = useState<SeatBill | null>(null);
  const [seating, setSeating] = useState<SeatBill | null>(null);
  const [moving, setMoving] = useState<SeatBill | null>(null);
  const rows = bills.data ?? [];
  const asksForBill = new Set((requests.data ?? []).filter((r) => r.kind === 'bill').map((r) => r.seatId));

  return (
    <section aria-labelledby="seat-checkout-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h2 id="seat-checkout-title" className="font-semibold">
          座席とお会計
        </h2>
        <p className="text-xs text-muted-foreground">
          来店を登録してから会計まで。会計済みにすると、次のお客様の注文履歴が新しく始まります。
        </p>
      </div>
      {bills.error ? <p className="text-sm text-destructive">{errorMessage(bills.error)}</p> : null}
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{bills.isPending ? '読み込み中...' : '座席がありません'}</p>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.seatId} aria-label={row.seatName} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5">
              <div className="min-w-0 flex-1 basis-40">
                <p className="flex items-center gap-2 truncate font-medium">
                  {row.seatName}
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs',
                      row.visit || row.orderCount > 0 ? 'bg-sky-100 text-sky-900' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {row.visit || row.orderCount > 0 ? '着席' : '空席'}
                  </span>
                  {asksForBill.has(row.seatId) && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">お会計待ち</span>
                  )}
                </p>
                <p className={cn('text-xs tabular-nums', row.openedAt === null ? 'text-muted-foreground' : 'text-foreground')}>
                  {[
                    row.visit && guestsText(row.visit),
                    row.orderCount > 0 ? `${row.orderCount}件 ・ ${formatYen(row.total)}` : 'ご注文なし',
                    row.unservedCount > 0 && `未提供${row.unservedCount}件`,
                    row.openedAt !== null && `滞在 ${formatElapsed(row.openedAt, now)}`,
                  ]
                    .filter(Boolean)
                    .join(' ・ ')}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setSeating(row)}
                  aria-label={row.visit ? `${row.seatName}の人数を変更` : `${row.seatName}の来店登録`}
                >
                  {row.visit ? '人数' : '来店'}
                </Button>
                {(row.visit || row.orderCount > 0) && (
                  <Button variant="ghost" size="sm" onClick={() => setMoving(row)} aria-label={`${row.seatName}の移動・連結`}>
                    移動
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => onEnterOrder(row.seatId)} aria-label={`${row.seatName}の代理注文`}>
                  代理注文
                </Button>
                <Button variant="outline" size="sm" onClick={() => setPaying(row)} aria-label={`${row.seatName}のお会計`}>
                  会計
                </Button>
              </div>
              {row.visit && <SeatPlans row={row} />}
            </li>
          ))}
        </ul>
      )}
      {moving && <SeatTransferDialog row={moving} onClose={() => setMoving(null)} />}
      {paying && <SeatPayDialog row={paying} onClose={() => setPaying(null)} />}
      {seating && (
        <VisitDialog seatId={seating.seatId} seatName={seating.seatName} visit={seating.visit} onClose={() => setSeating(null)} />
      )}
    </section>
  );
}
