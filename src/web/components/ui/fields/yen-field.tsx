import type { ComponentProps, FocusEvent, ReactNode } from 'react';
import { parseYenText } from '@/core/money';
import { useFieldCheck } from '@/web/lib/use-field-check';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type YenFieldProps = Omit<ComponentProps<'input'>, 'id' | 'defaultValue' | 'type'> & {
  id: string;
  label: string;
  defaultValue?: number | null;
  error?: string;
  hint?: ReactNode;
  /** The field's rule (usually schemaCheck of the shared schema), checked when the user leaves it. */
  check?: (value: string) => string | undefined;
};

const grouping = new Intl.NumberFormat('ja-JP');

/** 「１，２００」「¥1,200」「1200」 → 1200; null when it is not a whole number of yen. */
export function parseYen(text: string): number | null {
  const amount = parseYenText(text);
  return amount !== null && amount >= 0 ? amount : null;
}

const groupedYen = (n: number | null | undefined) => (n === null || n === undefined ? '' : grouping.format(n));

/**
 * An amount in whole yen: accepts full-width digits and commas (IME on), shows ¥ and 1,234
 * grouping once the user leaves it, and plain digits while editing. FormData reads the text; the
 * shared zod yen schema turns it into a number.
 */
export function YenField({ id, label, defaultValue, error, hint, check, className, onBlur, onFocus, ...props }: YenFieldProps) {
  const [shownError, checkValue] = useFieldCheck(error, check);

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const amount = parseYen(event.currentTarget.value);
    if (amount !== null) event.currentTarget.value = groupedYen(amount);
    checkValue(event.currentTarget.value);
    onBlur?.(event);
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    const amount = parseYen(event.currentTarget.value);
    if (amount !== null) event.currentTarget.value = String(amount);
    event.currentTarget.select();
    onFocus?.(event);
  }

  return (
    <Field id={id} label={label} error={shownError} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
            ¥
          </span>
          <Input
            {...control}
            {...props}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={groupedYen(defaultValue)}
            className="pl-7 text-right tabular-nums"
            onBlur={handleBlur}
            onFocus={handleFocus}
          />
        </div>
      )}
    </Field>
  );
}
