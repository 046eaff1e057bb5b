import { formatYen } from '@/core/format';
import { optionsText } from '@/core/item-options';
import { cn } from '@/web/lib/utils';
import type { CartLine } from './diner-api';
import { panel } from './diner-styles';
import { useDinerText } from './i18n/diner-language';
import { ItemImage } from './item-image';
import { QuantityStepper } from './quantity-stepper';

type CartLineRowProps = {
  line: CartLine;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
};

/** One line of the cart: − at 1 takes it out, as does 削除. */
export function CartLineRow({ line, onQuantityChange, onRemove }: CartLineRowProps) {
  const { t } = useDinerText();
  return (
    <li
      aria-label={line.options.length > 0 ? `${line.name} ${optionsText(line.options)}` : line.name}
      className={cn(panel, 'flex gap-3 p-3', line.isSoldOut && 'ring-2 ring-rose-200')}
    >
      <ItemImage url={line.imageUrl} isSoldOut={line.isSoldOut} className="size-20 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-bold leading-snug">{line.name}</h2>
            {line.options.length > 0 && <p className="text-xs text-slate-600">{optionsText(line.options)}</p>}
            <p className="text-sm text-slate-500 tabular-nums">{formatYen(line.price)}</p>
            {line.isSoldOut && <p className="text-xs font-semibold text-rose-600">{t.cart.soldOutLine}</p>}
          </div>
          <button
            type="button"
            onClick={() => onRemove(line)}
            className="shrink-0 rounded-lg px-2 py-1 text-sm text-slate-500 underline-offset-2 hover:text-rose-600 hover:underline"
          >
            {t.cart.remove}
            <span className="sr-only">: {line.name}</span>
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper label={line.name} value={line.quantity} min={0} onChange={(q) => onQuantityChange(line, q)} />
          <span className="font-bold tabular-nums">{formatYen(line.price * line.quantity)}</span>
        </div>
      </div>
    </li>
  );
}
