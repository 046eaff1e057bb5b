import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

type FormDialogProps = {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  isPending?: boolean;
  /** A failed save; its Japanese message is shown above the fields. */
  error?: unknown;
  /** The form element, to read with FormData; the default submit is already prevented. */
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A form in a dialog: title, fields (scrolling when long), キャンセル and the submit button.
 * Callers mount it only while it is open, so each opening starts from fresh fields.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  pendingLabel = '保存中...',
  isPending = false,
  error,
  onSubmit,
  onClose,
  className,
  children,
}: FormDialogProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(event.currentTarget);
  }

  function handleOpenChange(open: boolean) {
    if (!open && !isPending) onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange}>
      <DialogContent className={cn('max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] p-0', className)}>
        <div className="grid gap-1.5 px-6 pt-6 pr-12">
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </div>
        <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-col">
          <div className="grid gap-5 overflow-y-auto px-6 py-4">
            {error ? <Alert>{errorMessage(error)}</Alert> : null}
            {children}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                キャンセル
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
