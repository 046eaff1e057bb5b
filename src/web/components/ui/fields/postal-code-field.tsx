import type { FocusEvent } from 'react';
import { normalizePostalCode } from '@/core/japanese';
import { customerInput } from '@/core/schemas/customers';
import { schemaCheck, useFieldCheck } from '@/web/lib/use-field-check';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type PostalCodeFieldProps = { id: string; name: string; label?: string; defaultValue?: string; error?: string; className?: string };

const check = schemaCheck(customerInput.shape.postalCode);

/** 〒 postal code: full-width digits and no hyphen accepted, shown as 123-4567 once the user leaves it. */
export function PostalCodeField({ id, name, label = '郵便番号', defaultValue, error, className }: PostalCodeFieldProps) {
  const [shownError, checkValue] = useFieldCheck(error, check);

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const code = normalizePostalCode(event.currentTarget.value);
    if (code) event.currentTarget.value = code;
    checkValue(event.currentTarget.value);
  }

  return (
    <Field id={id} label={label} error={shownError} className={className}>
      {(control) => (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
            〒
          </span>
          <Input
            {...control}
            name={name}
            defaultValue={defaultValue}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="123-4567"
            maxLength={10}
            className="pl-8 tabular-nums"
            onBlur={handleBlur}
          />
        </div>
      )}
    </Field>
  );
}
