import { Link, useLocation } from 'react-router';
import { cn } from '@/web/lib/utils';

export type LinkTab = { to: string; label: string };

/** Sibling screens as tabs (メニュー / カテゴリー): plain links, the current one marked. */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: readonly LinkTab[]; className?: string }) {
  const { pathname, search } = useLocation();
  const current = `${pathname.replace(/\/$/, '')}${search}`;
  return (
    <nav aria-label={label} className={cn('flex gap-1 border-b', className)}>
      {tabs.map((tab) => {
        const isCurrent = current === tab.to;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium transition-colors',
              isCurrent ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
