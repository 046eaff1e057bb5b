import { Minus, Plus } from 'lucide-react';
import { formatYen } from '@/core/format';
import type { BillLine } from '@/core/seat-bill';
import { Button } from '@/web/components/ui/primitives/button';
import type { SeatBillDetail } from './table-service-api';

type PayLinesProps = {
  lines: BillLine[];
  cover: SeatBillDetail['cover'];
  isCoverPending: boolean;
  onCoverChange: (quantity: number) => void;
};

/** The bill's lines (the same item at the same price once), and the お通し with its quantity to change or take off. */
export function PayLines({ lines, cover, isCoverPending, onCoverChange }: PayLinesProps) {
  return (
    <section aria-label="明細" className="grid gap-2">
      <ul className="divide-y rounded-lg border text-sm">
        {lines.map((line) => (
          <li key={`${line.name}-${line.price}`} className="flex items-baseline justify-between gap-3 px-3 py-2">
            <span className="min-w-0 flex-1">
              {line.name} <span className="text-muted-foreground tabular-nums">×{line.quantity}</span>
            </span>
            <span className="tabular-nums">{formatYen(line.amount)}</span>
          </li>
        ))}
        {lines.length === 0 && <li className="px-3 py-4 text-center text-muted-foreground">ご注文はありません</li>}
      </ul>
      {cover && (
        <section aria-label="お通し" className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">{`${cover.name}（${formatYen(cover.price)}）`}</span>
          <Button
            variant="outline"
            size="icon"
            aria-label={`${cover.name}を減らす`}
            disabled={isCoverPending || cover.quantity <= 1}
            onClick={() => onCoverChange(cover.quantity - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <output aria-label={`${cover.name}の数量`} className="w-6 text-center tabular-nums">
            {cover.quantity}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label={`${cover.name}を増やす`}
            disabled={isCoverPending || cover.quantity >= 99}
            onClick={() => onCoverChange(cover.quantity + 1)}
          >
            <Plus aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" disabled={isCoverPending} onClick={() => onCoverChange(0)}>
            取り消す
          </Button>
        </section>
      )}
    </section>
  );
}
