import { useState } from 'react';
import { floorStateLabels } from '@/core/floor-map';
import { formatYen } from '@/core/format';
import { guestsText } from '@/core/seat-bill';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { cn } from '@/web/lib/utils';
import { formatElapsed, useNow } from './elapsed';
import { useFloorMap } from './floor-map-api';
import { floorStateBadges } from './floor-states';
import { SeatPayDialog } from './seat-pay-dialog';
import { useSeatBills } from './table-service-api';
import { VisitDialog } from './visit-dialog';

type SeatPanelProps = { seatId: string; onEnterOrder: (seatId: string) => void; onClose: () => void };

/**
 * A seat opened from the map: what 座席とお会計 shows of it (state, guests, time, total, 未提供) and
 * the same actions — 来店登録 or 人数, 代理注文, 会計 — opening the same dialogs.
 */
export function SeatPanel({ seatId, onEnterOrder, onClose }: SeatPanelProps) {
  const bills = useSeatBills();
  const map = useFloorMap();
  const now = useNow();
  const [step, setStep] = useState<'panel' | 'visit' | 'pay'>('panel');
  const row = bills.data?.find((b) => b.seatId === seatId);
  const seat = map.data?.seats.find((s) => s.seatId === seatId);
  if (!row || !seat) return null;
  if (step === 'visit') return <VisitDialog seatId={seatId} seatName={row.seatName} visit={row.visit} onClose={onClose} />;
  if (step === 'pay') return <SeatPayDialog row={row} onClose={onClose} />;

  const facts = [
    row.visit ? guestsText(row.visit) : null,
    row.orderCount > 0 ? `${row.orderCount}件 ・ ${formatYen(row.total)}` : 'ご注文なし',
    row.unservedCount > 0 ? `未提供${row.unservedCount}件` : null,
    row.openedAt !== null ? `滞在 ${formatElapsed(row.openedAt, now)}` : null,
  ].filter(Boolean);

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogTitle className="flex items-center gap-2">
          {row.seatName}
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', floorStateBadges[seat.state])}>
            {floorStateLabels[seat.state]}
          </span>
        </DialogTitle>
        <DialogDescription className="tabular-nums">{facts.join(' ・ ')}</DialogDescription>
        <div className="grid gap-2 sm:grid-cols-3">
          <Button variant="outline" onClick={() => setStep('visit')}>
            {row.visit ? '人数を変更' : '来店登録'}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              onClose();
              onEnterOrder(seatId);
            }}
          >
            代理注文
          </Button>
          <Button onClick={() => setStep('pay')}>会計</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
