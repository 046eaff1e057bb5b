import { useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { accessSubjectOf, checkAccess } from '@/core/permissions';
import { Button } from '@/web/components/ui/primitives/button';
import type { Order } from '@/web/lib/ordering';
import { useMe } from '@/web/lib/session';
import { type CheckoutRow, checkoutRows } from './checkout-rows';
import { SeatCloseDialog } from './seat-close-dialog';
import { useSeats } from './seats-api';

/** 会計済み per seat: the seat's cart is emptied and its diners' history starts afresh. */
export function SeatCheckout({ orders }: { orders: readonly Order[] }) {
  const { data: me } = useMe();
  const canReadSeats = me ? checkAccess(accessSubjectOf(me.user, me.oem), '/order/seats').allowed : false;
  const seats = useSeats({ isEnabled: canReadSeats });
  const [closedAt, setClosedAt] = useState<Record<string, number>>({});
  const [closing, setClosing] = useState<CheckoutRow | null>(null);
  const rows = checkoutRows(orders, canReadSeats ? (seats.data ?? []) : null, closedAt);

  function handleClosed(row: CheckoutRow) {
    setClosedAt((current) => ({ ...current, [row.seatId]: Date.now() }));
    toast.success(`${row.seatName}を会計済みにしました`);
  }

  return (
    <section aria-labelledby="seat-checkout-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h2 id="seat-checkout-title" className="font-semibold">
          座席とお会計
        </h2>
        <p className="text-xs text-muted-foreground">会計済みにすると、次のお客様の注文履歴が新しく始まります。</p>
      </div>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          {seats.isPending && canReadSeats ? '読み込み中...' : '座席がありません'}
        </p>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.seatId} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{row.seatName}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {row.orderCount > 0 ? `${row.orderCount}件 ・ ${formatYen(row.total)}` : 'ご注文なし'}
                </p>
              </div>
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
