import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/primitives/tooltip';
import { cn } from '@/web/lib/utils';

export const sidebarItemClass =
  'flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-[18px] [&_svg]:shrink-0';

/** In the icons-only sidebar the label moves to a tooltip but stays the accessible name. */
export function WithTooltip({ label, isCollapsed, children }: { label: string; isCollapsed: boolean; children: ReactElement }) {
  if (!isCollapsed) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

export function ItemLabel({ label, isCollapsed }: { label: string; isCollapsed: boolean }) {
  return <span className={cn('truncate', isCollapsed && 'sr-only')}>{label}</span>;
}

type SidebarLinkProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  isActive: boolean;
  isCollapsed: boolean;
  isNested?: boolean;
  onNavigate?: () => void;
};

export function SidebarLink({ to, label, icon: Icon, isActive, isCollapsed, isNested = false, onNavigate }: SidebarLinkProps) {
  return (
    <WithTooltip label={label} isCollapsed={isCollapsed}>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          sidebarItemClass,
          isCollapsed && 'justify-center px-0',
          isNested && !isCollapsed && 'pl-9',
          isActive && 'bg-accent font-semibold text-foreground',
        )}
      >
        <Icon aria-hidden />
        <ItemLabel label={label} isCollapsed={isCollapsed} />
      </Link>
    </WithTooltip>
  );
}
