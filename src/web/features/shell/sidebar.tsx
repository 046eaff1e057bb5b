import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { ItemLabel, sidebarItemClass, WithTooltip } from './sidebar-link';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';

type SidebarProps = Omit<SidebarNavProps, 'onNavigate' | 'footer'> & { onToggleCollapsed: () => void };

function CollapseToggle({ isCollapsed, onToggle }: { isCollapsed: boolean; onToggle: () => void }) {
  const label = isCollapsed ? '開く' : '閉じる';
  const Icon = isCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <WithTooltip label={label} isCollapsed={isCollapsed}>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!isCollapsed}
        className={cn(sidebarItemClass, isCollapsed && 'justify-center px-0')}
      >
        <Icon aria-hidden />
        <ItemLabel label={label} isCollapsed={isCollapsed} />
      </button>
    </WithTooltip>
  );
}

/** Desktop sidebar: 12rem wide, or 4rem with icons only. Hidden below md, where the sheet takes over. */
export function Sidebar({ isCollapsed, onToggleCollapsed, ...navProps }: SidebarProps) {
  return (
    <aside
      className={cn('hidden shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 md:flex', isCollapsed ? 'w-16' : 'w-48')}
    >
      <SidebarNav
        {...navProps}
        isCollapsed={isCollapsed}
        footer={<CollapseToggle isCollapsed={isCollapsed} onToggle={onToggleCollapsed} />}
      />
    </aside>
  );
}
