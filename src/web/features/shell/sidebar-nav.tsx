import type { ReactNode } from 'react';
import type { AccessSubject } from '@/core/permissions';
import { bottomNav, isActive, mainNav, visibleNav } from './nav-model';
import { CollapsibleGroup, StaticGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';

export type SidebarNavProps = {
  subject: AccessSubject;
  pathname: string;
  isCollapsed: boolean;
  /** Called after an item is chosen; the mobile sheet closes itself with it. */
  onNavigate?: () => void;
  /** Last item of the bottom list: the desktop collapse toggle. */
  footer?: ReactNode;
};

/** The menu itself, shared by the desktop sidebar and the mobile sheet. */
export function SidebarNav({ subject, pathname, isCollapsed, onNavigate, footer }: SidebarNavProps) {
  const entries = visibleNav(mainNav, subject);
  return (
    <nav aria-label="メインメニュー" className="flex min-h-0 flex-1 flex-col overflow-y-auto overflow-x-hidden px-2 py-3">
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'link' ? (
              <SidebarLink {...entry} isActive={isActive(entry, pathname)} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            ) : entry.isCollapsible ? (
              <CollapsibleGroup group={entry} pathname={pathname} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            ) : (
              <StaticGroup group={entry} pathname={pathname} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
      <ul className="mt-auto flex flex-col gap-0.5 border-t pt-3">
        {bottomNav.map((entry) => (
          <li key={entry.id}>
            <SidebarLink {...entry} isActive={isActive(entry, pathname)} isCollapsed={isCollapsed} onNavigate={onNavigate} />
          </li>
        ))}
        {footer && <li>{footer}</li>}
      </ul>
    </nav>
  );
}
