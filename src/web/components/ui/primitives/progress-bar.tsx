import { cn } from '@/web/lib/utils';

type ProgressBarProps = {
  label: string;
  /** 0–100; absent while the amount of work left is unknown (the server is working). */
  percent?: number;
  className?: string;
};

/** A thin progress bar; without a percent it pulses, as an indeterminate bar. */
export function ProgressBar({ label, percent, className }: ProgressBarProps) {
  const isIndeterminate = percent === undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isIndeterminate ? undefined : percent}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-sky-600 transition-[width]', isIndeterminate && 'w-full animate-pulse opacity-70')}
        style={isIndeterminate ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
