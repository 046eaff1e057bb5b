import { type ReactNode, useState } from 'react';
import { monthEnd, type PaymentTerms, paymentTermsLabel } from '@/core/schemas/customers';
import type { FormValue } from '@/web/lib/form';
import { FieldError } from '../primitives/field';
import { Label } from '../primitives/label';
import { NativeSelect } from '../primitives/select';

type Part = 'closingDay' | 'paymentMonthOffset' | 'paymentDay';

type PaymentTermsFieldProps = {
  idPrefix: string;
  /** Names each of the three selects in the form (`paymentTerms.closingDay` …). */
  register: (part: Part) => { name: string };
  defaultValue: PaymentTerms | null;
  error?: string;
  legend?: string;
  hint?: ReactNode;
};

const dayOptions = (endLabel: string) => [
  ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}日` })),
  { value: String(monthEnd), label: endLabel },
];
const closingOptions = dayOptions('末日');
const paymentDayOptions = dayOptions('末');
const monthOptions = ['当月', '翌月', '翌々月', '3ヶ月後'].map((label, i) => ({ value: String(i), label }));
/** What choosing a closing day starts from: the most common terms, 翌月末払い. */
const usualTerms = { paymentMonthOffset: 1, paymentDay: monthEnd };

/** The three selects of PaymentTermsField as the form read them (see readFormValues); 締め日 なし gives null. */
export function paymentTermsOf(value: FormValue | undefined): PaymentTerms | null {
  const parts = typeof value === 'object' ? value : {};
  if (!parts.closingDay) return null;
  return {
    closingDay: Number(parts.closingDay),
    paymentMonthOffset: Number(parts.paymentMonthOffset ?? usualTerms.paymentMonthOffset),
    paymentDay: Number(parts.paymentDay ?? usualTerms.paymentDay),
  };
}

/** 支払条件: 締め日, 支払月 and 支払日, read back as 「20日締め翌月末払い」. 締め日 なし: no terms. */
export function PaymentTermsField({ idPrefix, register, defaultValue, error, legend = '支払条件', hint }: PaymentTermsFieldProps) {
  const [terms, setTerms] = useState<PaymentTerms | null>(defaultValue);

  function handleClosingDay(value: string) {
    setTerms((t) => (value === '' ? null : { ...usualTerms, ...t, closingDay: Number(value) }));
  }

  const selects = [
    { key: 'closingDay', label: '締め日', options: closingOptions, value: terms?.closingDay ?? '' },
    { key: 'paymentMonthOffset', label: '支払月', options: monthOptions, value: terms?.paymentMonthOffset ?? '' },
    { key: 'paymentDay', label: '支払日', options: paymentDayOptions, value: terms?.paymentDay ?? '' },
  ] as const;

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {selects.map((select) => (
          <div key={select.key} className="grid gap-1">
            <Label htmlFor={`${idPrefix}-${select.key}`} className="text-xs text-muted-foreground">
              {select.label}
            </Label>
            <NativeSelect
              id={`${idPrefix}-${select.key}`}
              name={register(select.key).name}
              value={String(select.value)}
              disabled={select.key !== 'closingDay' && terms === null}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                select.key === 'closingDay'
                  ? handleClosingDay(event.target.value)
                  : setTerms((t) => t && { ...t, [select.key]: Number(event.target.value) })
              }
            >
              {(select.key === 'closingDay' || terms === null) && <option value="">なし</option>}
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      <p className="text-sm" aria-live="polite">
        {terms ? paymentTermsLabel(terms) : <span className="text-muted-foreground">支払条件なし</span>}
      </p>
      <FieldError error={error} />
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
    </fieldset>
  );
}
