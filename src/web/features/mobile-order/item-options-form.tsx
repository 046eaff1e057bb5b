import { type ReactNode, useState } from 'react';
import { formatYen } from '@/core/format';
import { checkChoices, defaultChoices } from '@/core/item-options';
import type { MenuItem } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { primaryButton } from './diner-styles';
import { useDinerText } from './i18n/diner-language';
import { lineOf } from './item-line';
import { OptionPicker } from './option-picker';
import { QuantityStepper } from './quantity-stepper';

type ItemOptionsFormProps = {
  item: MenuItem;
  /** Why ordering is closed now, if it is: the button says so and adds nothing. */
  closedReason?: string | null;
  onAdd: (choiceIds: string[], quantity: number) => void;
  /** The picker and the bar scroll apart on the product page; the sheet shows them together. */
  renderBar?: (bar: ReactNode) => ReactNode;
};

/**
 * An item's options, quantity and カートに追加 with the price of the pick (the server prices it
 * again). The button stays off, with the reason, until the pick follows the groups' rules.
 */
export function ItemOptionsForm({ item, closedReason, onAdd, renderBar = (bar) => bar }: ItemOptionsFormProps) {
  const { t, language } = useDinerText();
  const [chosen, setChosen] = useState<string[]>(() => defaultChoices(item.optionGroups ?? []));
  const [quantity, setQuantity] = useState(1);
  const groups = item.optionGroups ?? [];
  const problem = checkChoices(groups, chosen);
  const line = lineOf(item, chosen);
  const bar = (
    <div className="grid gap-2">
      {problem && groups.length > 0 && <p className="text-sm text-rose-600">{language === 'ja' ? problem : t.options.choose}</p>}
      {item.isSoldOut ? (
        <button type="button" className={primaryButton} disabled>
          {t.menu.soldOut}
        </button>
      ) : (
        <div className="flex items-center gap-3">
          <QuantityStepper label={item.name} value={quantity} min={1} onChange={setQuantity} />
          <button
            type="button"
            className={cn(primaryButton, 'flex-1')}
            disabled={problem !== null || Boolean(closedReason)}
            onClick={() => onAdd(chosen, quantity)}
          >
            {t.product.addToCart}
            <span className="font-normal tabular-nums">{formatYen(line.price * quantity)}</span>
          </button>
        </div>
      )}
    </div>
  );
  return (
    <>
      {groups.length > 0 && <OptionPicker groups={groups} chosen={chosen} onChange={setChosen} />}
      {renderBar(bar)}
    </>
  );
}
