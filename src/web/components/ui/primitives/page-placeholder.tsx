import { Construction, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

type PagePlaceholderProps = {
  title: string;
  /** Defaults to the "coming later" sentence shared by every unfinished screen. */
  description?: ReactNode;
  /** Links or buttons under the sentence. */
  children?: ReactNode;
  className?: string;
  icon?: LucideIcon;
};

/** The one empty state for screens whose feature is built later, and for simple notice pages. */
export function PagePlaceholder({
  title,
  description = 'この機能は準備中です。',
  children,
  className,
  icon: Icon = Construction,
}: PagePlaceholderProps) {
  return (
    <section className={cn('flex flex-col gap-6', className)}>
      <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <Icon aria-hidden className="size-10 text-muted-foreground/60" />
        <p className="text-sm text-muted-foreground">{description}</p>
        {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
