import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/utils';
import { Field } from './field';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none md:text-sm',
        'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A multi-line text field with its label and inline error, like TextField. */
export function TextareaField({ id, label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </Field>
  );
}
