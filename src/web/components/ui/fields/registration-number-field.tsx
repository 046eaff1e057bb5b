import type { FocusEvent } from 'react';
import { toHalfWidth } from '@/core/format';
import { normalizeRegistrationNumber } from '@/core/japanese';
import { customerInput } from '@/core/schemas/customers';
import { schemaCheck, useFieldCheck } from '@/web/lib/use-field-check';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';

type RegistrationNumberFieldProps = {
  id: string;
  name: string;
  label?: string;
  hint?: string;
  defaultValue?: string;
  error?: string;
  className?: string;
};

const check = schemaCheck(customerInput.shape.registrationNumber);

/** What the user typed, tidied: half-width, upper case, and the T added to 13 bare digits. */
function tidy(value: string): string {
  const text = toHalfWidth(value.normalize('NFKC')).replace(/[-\s]/g, '').toUpperCase();
  return /^\d{13}$/.test(text) ? `T${text}` : text;
}

/**
 * 適格請求書発行事業者の登録番号: T and 13 digits, the check digit verified as soon as the user
 * leaves the field. Empty means not a registered issuer (免税事業者等).
 */
export function RegistrationNumberField({
  id,
  name,
  label = '登録番号（インボイス）',
  hint = 'T＋13桁。未登録（免税事業者等）の場合は空欄にしてください。',
  defaultValue,
  error,
  className,
}: RegistrationNumberFieldProps) {
  const [shownError, checkValue] = useFieldCheck(error, check);

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const value = tidy(event.currentTarget.value);
    event.currentTarget.value = normalizeRegistrationNumber(value) ?? value;
    checkValue(event.currentTarget.value);
  }

  return (
    <Field id={id} label={label} error={shownError} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          name={name}
          defaultValue={defaultValue}
          autoComplete="off"
          placeholder="T1234567890123"
          maxLength={20}
          className="tabular-nums"
          onBlur={handleBlur}
        />
      )}
    </Field>
  );
}
