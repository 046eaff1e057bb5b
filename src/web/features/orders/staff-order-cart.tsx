import { Minus, Plus } from 'lucide-react';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import type { MenuItem } from '@/web/lib/ordering';
import { describeLine, type StaffLine } from './staff-order-lines';

type StaffOrderCartProps = {
  lines: readonly StaffLine[];
  items: readonly MenuItem[];
  onChange: (lineId: string, by: number) => void;
};

/** What 代理注文 will place so far: a line per item and pick of options, its price and quantity. */
export function StaffOrderCart({ lines, items, onChange }: StaffOrderCartProps) {
  const byId = new Map(items.map((i) => [i.id, i]));
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">商品をタップして追加してください</p>;
  return (
    <ul aria-label="注文内容" className="grid max-h-36 gap-1 overflow-y-auto pr-1">
      {lines.map((line) => {
        const item = byId.get(line.itemId);
        if (!item) return null;
        const { title, price } = describeLine(item, line);
        return (
          <li key={line.id} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 break-all">{title}</span>
            <span className="tabular-nums text-muted-foreground">{formatYen(price)}</span>
            <Button size="icon" variant="outline" className="size-11" aria-label={`${title}を減らす`} onClick={() => onChange(line.id, -1)}>
              <Minus aria-hidden />
            </Button>
            <output aria-label={`${title}の数量`} className="w-6 text-center tabular-nums">
              {line.quantity}
            </output>
            <Button
              size="icon"
              variant="outline"
              className="size-11"
              aria-label={`${title}を増やす`}
              disabled={item.isSoldOut || line.quantity >= 99}
              onClick={() => onChange(line.id, 1)}
            >
              <Plus aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
