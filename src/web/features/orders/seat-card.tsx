import { ExternalLink, Pencil, RefreshCw, Trash } from 'lucide-react';
import { Button } from '@/web/components/ui/primitives/button';
import { MoveButtons } from '@/web/components/ui/primitives/move-buttons';
import { type Seat, seatQrUrl } from './seats-api';

export type SeatAction = 'rename' | 'regenerate' | 'delete';

type SeatCardProps = {
  seat: Seat;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMove: (seat: Seat, direction: -1 | 1) => void;
  onAction: (action: SeatAction, seat: Seat) => void;
};

export function SeatCard({ seat, isFirst, isLast, isBusy, onMove, onAction }: SeatCardProps) {
  return (
    <li aria-label={seat.name} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <img
        src={seatQrUrl(seat)}
        alt={`${seat.name}のQRコード`}
        width={112}
        height={112}
        className="size-28 shrink-0 rounded-md border bg-white p-1"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="truncate text-base font-bold">{seat.name}</h2>
          <MoveButtons label={seat.name} isFirst={isFirst} isLast={isLast} isDisabled={isBusy} onMove={(d) => onMove(seat, d)} />
        </div>
        <a
          href={seat.dinerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-w-0 items-center gap-1 text-xs text-sky-700 underline-offset-2 hover:underline dark:text-sky-400"
        >
          <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{seat.dinerUrl}</span>
        </a>
        <div className="mt-auto flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => onAction('rename', seat)}>
            <Pencil aria-hidden />
            名前を変更
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onAction('regenerate', seat)}>
            <RefreshCw aria-hidden />
            トークン再発行
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => onAction('delete', seat)}>
            <Trash aria-hidden />
            削除
          </Button>
        </div>
      </div>
    </li>
  );
}
