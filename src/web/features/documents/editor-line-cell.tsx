import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/web/components/ui/primitives/input';
import { cn } from '@/web/lib/utils';

type LineCellProps = { colSpan?: number; errorId: string; error?: string; children: ReactNode };

/** A table cell with the field's message under it (the input points at it with aria-describedby). */
export function LineCell({ colSpan, errorId, error, children }: LineCellProps) {
  return (
    <td colSpan={colSpan} className="px-1 py-2">
      {children}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      )}
    </td>
  );
}

type LineInputProps = Omit<ComponentProps<'input'>, 'id' | 'aria-label'> & { id: string; label: string; error?: string };

/** A line's input: no visible label in a table row, so it is named for screen readers (「1行目の品名」). */
export function LineInput({ id, label, error, className, ...props }: LineInputProps) {
  return (
    <Input
      id={id}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      autoComplete="off"
      className={cn('h-9', className)}
      {...props}
    />
  );
}
