import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

type ConfirmDialogProps = {
  /** Open while there is something to confirm; closing (cancel, Esc, outside click) calls onCancel. */
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks once more before an action that is hard to undo (deactivate, suspend, delete). */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  pendingLabel = '処理中...',
  isDestructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  function handleOpenChange(open: boolean) {
    if (!open && !isPending) onCancel();
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" hasCloseButton={false}>
        <div className="grid gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              キャンセル
            </Button>
          </DialogClose>
          <Button variant={isDestructive ? 'destructive' : 'default'} disabled={isPending} onClick={onConfirm}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
