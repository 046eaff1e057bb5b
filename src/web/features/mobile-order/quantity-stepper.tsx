import { Minus, Plus } from 'lucide-react';
import { maxCartQuantity } from '@/core/order-rules';
import { cn } from '@/web/lib/utils';
import { roundIconButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

type QuantityStepperProps = {
  /** Names the item for screen readers: 「唐揚げ定食の数量」. */
  label: string;
  value: number;
  /** The product page keeps 1 at least; in the cart − at 1 takes the line out. */
  min: 0 | 1;
  isDisabled?: boolean;
  /** The most it may reach (the cart's limit unless said): a 放題プラン's limit per order. */
  max?: number;
  onChange: (value: number) => void;
  className?: string;
};

export function QuantityStepper({
  label,
  value,
  min,
  isDisabled = false,
  max = maxCartQuantity,
  onChange,
  className,
}: QuantityStepperProps) {
  const { t } = useDinerText();
  return (
    <fieldset className={cn('flex items-center gap-1', className)}>
      <legend className="sr-only">{fill(t.quantity.legend, { name: label })}</legend>
      <button
        type="button"
        className={cn(roundIconButton, 'border border-sky-200 bg-white text-sky-700 hover:bg-sky-50')}
        disabled={isDisabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden className="size-5" />
        <span className="sr-only">{t.quantity.decrease}</span>
      </button>
      <output aria-live="polite" className="w-10 text-center text-lg font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={cn(roundIconButton, 'bg-sky-600 text-white hover:bg-sky-700')}
        disabled={isDisabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className="size-5" />
        <span className="sr-only">{t.quantity.increase}</span>
      </button>
    </fieldset>
  );
}
