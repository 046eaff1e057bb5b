import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
};

/** An on/off toggle that acts at once (売り切れ, 通知音); its label comes from aria-label or a <label>. */
export function Switch({ isChecked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isChecked}
      disabled={disabled}
      onClick={() => onCheckedChange(!isChecked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        isChecked ? 'bg-sky-600' : 'bg-slate-300 dark:bg-slate-600',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn('block size-5 rounded-full bg-white shadow transition-transform', isChecked ? 'translate-x-5' : 'translate-x-0')}
      />
    </button>
  );
}
