import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  /** Extra guidance under the input, e.g. password rules. */
  hint?: ReactNode;
};

/** Label, input and inline error wired together so screen readers read the error with the field. */
export function TextField({ id, label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
}
