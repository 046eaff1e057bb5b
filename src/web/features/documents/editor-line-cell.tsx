import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/web/components/ui/primitives/input';
import { cn } from '@/web/lib/utils';

type LineCellProps = {
  colSpan?: number;
  /** The column's name, shown above the field on a phone, where the header row is hidden. */
  label?: string;
  className?: string;
  errorId: string;
  error?: string;
  children: ReactNode;
};

/** On a phone each line is a small grid of cells, each cell captioned by its column's name. */
export const phoneCaption =
  'max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

/** A table cell with the field's message under it (the input points at it with aria-describedby). */
export function LineCell({ colSpan, label, className, errorId, error, children }: LineCellProps) {
  return (
    <td colSpan={colSpan} data-label={label} className={cn('px-1 py-2 max-md:p-0', label && phoneCaption, className)}>
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
