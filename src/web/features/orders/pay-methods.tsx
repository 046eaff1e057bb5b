import { Plus, X } from 'lucide-react';
import { formatYen } from '@/core/format';
import { type PaymentMethod, paymentMethodLabels, paymentMethods } from '@/core/seat-bill';
import { parseYen } from '@/web/components/ui/fields/yen-field';
import { Button } from '@/web/components/ui/primitives/button';
import { Input } from '@/web/components/ui/primitives/input';
import { NativeSelect } from '@/web/components/ui/primitives/select';

/** A payment as typed: the amount is text until it is read (full-width digits, commas and ¥ accepted). */
export type PaymentDraft = { method: PaymentMethod; amount: string };

type PayMethodsProps = {
  total: number;
  value: PaymentDraft[];
  onChange: (value: PaymentDraft[]) => void;
};

/** Bills and coins a cashier taps for the 預かり金 instead of typing it. */
const cashShortcuts = [1000, 5000, 10000];

/** お支払い: one line per method (several in one bill), cash with shortcuts for the money handed over. */
export function PayMethods({ total, value, onChange }: PayMethodsProps) {
  const set = (index: number, patch: Partial<PaymentDraft>) => onChange(value.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const cashIndex = value.findIndex((p) => p.method === 'cash');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">お支払い</legend>
      {value.map((payment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
        <div key={index} className="flex items-center gap-2">
          <NativeSelect
            aria-label={`お支払い${index + 1}の方法`}
            className="w-28 shrink-0"
            value={payment.method}
            onChange={(event) => set(index, { method: event.target.value as PaymentMethod })}
          >
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabels[m]}
              </option>
            ))}
          </NativeSelect>
          <Input
            aria-label={payment.method === 'cash' ? 'お預かり（現金）' : `${paymentMethodLabels[payment.method]}の金額`}
            inputMode="numeric"
            placeholder="0"
            className="min-w-0 flex-1 text-right tabular-nums"
            value={payment.amount}
            onChange={(event) => set(index, { amount: event.target.value })}
          />
          {value.length > 1 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`お支払い${index + 1}を削除`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {cashIndex >= 0 && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => set(cashIndex, { amount: String(Math.max(total - otherThanCash(value), 0)) })}
            >
              ちょうど
            </Button>
            {cashShortcuts.map((yen) => (
              <Button key={yen} variant="outline" size="sm" onClick={() => set(cashIndex, { amount: String(yen) })}>
                {formatYen(yen)}
              </Button>
            ))}
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={value.length >= 10}
          onClick={() => onChange([...value, { method: 'card', amount: '' }])}
        >
          <Plus aria-hidden />
          支払方法を追加
        </Button>
      </div>
    </fieldset>
  );
}

function otherThanCash(value: PaymentDraft[]): number {
  return value.filter((p) => p.method !== 'cash').reduce((sum, p) => sum + (parseYen(p.amount) ?? 0), 0);
}
