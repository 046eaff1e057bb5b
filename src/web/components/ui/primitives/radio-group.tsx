import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';
import { FieldError } from './field';
import type { SelectOption } from './select';

type RadioGroupFieldProps = {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  defaultValue?: string;
  isDisabled?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  onValueChange?: (value: string) => void;
};

/** A few exclusive choices shown side by side, as native radios so FormData reads the chosen value. */
export function RadioGroupField({
  name,
  legend,
  options,
  defaultValue,
  isDisabled,
  error,
  hint,
  className,
  onValueChange,
}: RadioGroupFieldProps) {
  return (
    <fieldset className={cn('grid gap-2', className)} disabled={isDisabled}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 text-sm has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              onChange={(event) => onValueChange?.(event.target.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError error={error} />
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
    </fieldset>
  );
}
