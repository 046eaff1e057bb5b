import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode; className?: string };

/** A screen's title, an optional line under it, and its main actions on the right (below on phones). */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="grid gap-1">
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
