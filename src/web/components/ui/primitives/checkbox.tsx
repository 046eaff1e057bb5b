import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  id: string;
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
};

/** A native checkbox with its label: part of FormData (`on` when checked), and the label is its accessible name. */
export function CheckboxField({ id, label, description, className, disabled, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-primary disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className={cn('cursor-pointer text-sm leading-tight select-none', disabled && 'cursor-not-allowed opacity-60')}>
          {label}
        </label>
        {description && <p className="text-xs text-muted-foreground">{description}</p>}
      </div>
    </div>
  );
}
