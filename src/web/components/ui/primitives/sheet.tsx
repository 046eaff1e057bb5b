import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';
import { CloseButton, DialogOverlay } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A dialog that slides in from the left edge: the mobile form of the sidebar. */
type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & { closeButtonClassName?: string };

export function SheetContent({ className, closeButtonClassName, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className="transition-opacity duration-200 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-full w-72 max-w-[85vw] flex-col border-r bg-sidebar shadow-xl outline-none',
          'transition-transform duration-200 starting:-translate-x-full',
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton className={cn('absolute top-3.5 right-3', closeButtonClassName)} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
