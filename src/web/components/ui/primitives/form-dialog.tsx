import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '@/web/lib/api';
import type { SubmittableForm } from '@/web/lib/use-schema-form';
import { cn } from '@/web/lib/utils';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

type FormDialogProps = {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  /** The button that closes it without sending: キャンセル, or 閉じる where the dialog also shows what was sent. */
  cancelLabel?: string;
  /** The form's state (useSchemaForm): 保存中 while it sends, and a failure that has no field of its own above the fields. */
  form: SubmittableForm;
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
  cancelLabel = 'キャンセル',
  form,
  onClose,
  className,
  children,
}: FormDialogProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit(event.currentTarget);
  }

  function handleOpenChange(open: boolean) {
    if (!open && !form.isPending) onClose();
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
            {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
            {children}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={form.isPending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={form.isPending}>
              {form.isPending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
