import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/utils';
import { Field } from './field';

/** The browser's own select, styled like Input: native pickers on phones, and FormData just works. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border bg-card px-3 py-1 text-base shadow-xs transition-colors outline-none md:text-sm',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 「選択してください」 or 「すべて」. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

export function SelectField({ id, label, options, placeholder, error, hint, className, ...props }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <NativeSelect {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
