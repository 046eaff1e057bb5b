import { Minus, Plus } from 'lucide-react';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import type { MenuItem } from '@/web/lib/ordering';
import { StaffOptionPicker } from './staff-option-picker';
import { describeLine, type StaffLine } from './staff-order-lines';

type StaffOrderItemProps = {
  item: MenuItem;
  /** This item's lines: one per pick of its options (one, or none, without options). */
  lines: StaffLine[];
  isPicking: boolean;
  onPick: (isPicking: boolean) => void;
  onAdd: (choiceIds: string[]) => void;
  onChange: (lineId: string, by: number) => void;
};

/**
 * An item of the 代理注文 menu. Without options it has its quantity buttons; with options, 選ぶ
 * opens the picker and each pick added becomes a line of its own with its price and quantity.
 */
export function StaffOrderItem({ item, lines, isPicking, onPick, onAdd, onChange }: StaffOrderItemProps) {
  const hasOptions = (item.optionGroups ?? []).length > 0;
  const plain = lines.find((l) => l.id === item.id);
  return (
    <div className="grid gap-1 rounded-md border px-3 py-1.5">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate">
          {item.name}
          {item.isSoldOut && <span className="ml-2 text-xs text-destructive">売り切れ</span>}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">{formatYen(item.price)}</span>
        {hasOptions ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${item.name}のオプションを選ぶ`}
            disabled={item.isSoldOut || isPicking}
            onClick={() => onPick(true)}
          >
            <Plus aria-hidden />
            選ぶ
          </Button>
        ) : (
          <Quantity
            label={item.name}
            quantity={plain?.quantity ?? 0}
            isAddDisabled={item.isSoldOut}
            onMinus={() => onChange(item.id, -1)}
            onPlus={() => (plain ? onChange(item.id, 1) : onAdd([]))}
          />
        )}
      </div>
      {hasOptions &&
        lines.map((line) => {
          const { title, price } = describeLine(item, line);
          return (
            <div key={line.id} className="flex items-center gap-2 pl-3 text-sm">
              <span className="min-w-0 flex-1">{title}</span>
              <span className="tabular-nums text-muted-foreground">{formatYen(price)}</span>
              <Quantity label={title} quantity={line.quantity} onMinus={() => onChange(line.id, -1)} onPlus={() => onChange(line.id, 1)} />
            </div>
          );
        })}
      {isPicking && (
        <StaffOptionPicker
          item={item}
          onAdd={(choiceIds) => {
            onAdd(choiceIds);
            onPick(false);
          }}
          onCancel={() => onPick(false)}
        />
      )}
    </div>
  );
}

type QuantityProps = { label: string; quantity: number; isAddDisabled?: boolean; onMinus: () => void; onPlus: () => void };

function Quantity({ label, quantity, isAddDisabled, onMinus, onPlus }: QuantityProps) {
  return (
    <>
      <Button size="icon" variant="outline" aria-label={`${label}を減らす`} disabled={quantity === 0} onClick={onMinus}>
        <Minus aria-hidden />
      </Button>
      <output aria-label={`${label}の数量`} className="w-6 text-center tabular-nums">
        {quantity}
      </output>
      <Button size="icon" variant="outline" aria-label={`${label}を増やす`} disabled={isAddDisabled || quantity >= 99} onClick={onPlus}>
        <Plus aria-hidden />
      </Button>
    </>
  );
}
