import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { Button } from './button';

type AlertProps = ComponentProps<'div'> & { tone?: 'error' | 'success' };

/** Inline message box; errors are announced (role="alert"), successes politely (role="status"). */
export function Alert({ tone = 'error', className, children, ...props }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-destructive/30 bg-destructive/5 text-destructive'
          : 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A failed load with a way to try again; figures already on screen stay under it. */
export function RetryAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert>
      <p>{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        再読み込み
      </Button>
    </Alert>
  );
}
