import { BellRing, Wallet } from 'lucide-react';
import { seatRequestDetails, seatRequestTitle } from '@/core/schemas/orders';
import { cn } from '@/web/lib/utils';
import type { SeatRequest } from './table-service-api';

/**
 * How staff screens tell 店員呼び出し from お会計 at a glance: the words first (「A1：お会計」), then an
 * icon and a colour of their own. The coloured parts are dark on light (well over 4.5:1), and the
 * words alone carry the meaning for whoever cannot tell the colours apart.
 */
const kinds = {
  call: { Icon: BellRing, edge: 'border-l-amber-500', badge: 'bg-amber-100 text-amber-900' },
  bill: { Icon: Wallet, edge: 'border-l-sky-600', badge: 'bg-sky-100 text-sky-900' },
} as const;

/** The left edge colour of a request's row. */
export const requestEdge = (kind: SeatRequest['kind']) => kinds[kind].edge;

type SeatRequestSummaryProps = {
  request: Pick<SeatRequest, 'seatName' | 'kind'>;
  /** A third line, such as when it was sent. */
  meta?: string;
  className?: string;
};

/** A request's icon, 「A1：店員呼び出し」 and what it means, as the alert dialog and the 呼び出し panel show it. */
export function SeatRequestSummary({ request, meta, className }: SeatRequestSummaryProps) {
  const { Icon, badge } = kinds[request.kind];
  return (
    <div className={cn('flex min-w-0 flex-1 items-center gap-3', className)}>
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', badge)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-bold">{seatRequestTitle(request.seatName, request.kind)}</p>
        <p className="text-xs text-muted-foreground">{seatRequestDetails[request.kind]}</p>
        {meta && <p className="text-xs text-muted-foreground tabular-nums">{meta}</p>}
      </div>
    </div>
  );
}
