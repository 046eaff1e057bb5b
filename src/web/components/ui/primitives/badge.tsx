import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      neutral: 'bg-muted text-muted-foreground',
      success: 'border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300',
      warning: 'border-amber-600/25 bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-300',
      danger: 'border-destructive/25 bg-destructive/5 text-destructive',
      info: 'border-sky-600/25 bg-sky-50 text-sky-800 dark:bg-sky-950/40 dark:text-sky-300',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

/** A short status word in a pill: 有効, 招待中, 利用停止, このデバイス. */
export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
