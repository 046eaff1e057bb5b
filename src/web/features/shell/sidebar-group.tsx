import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useId } from 'react';
import { cn } from '@/web/lib/utils';
import { isActive, type NavGroupEntry } from './nav-model';
import { ItemLabel, SidebarLink, sidebarItemClass, WithTooltip } from './sidebar-link';
import { useStoredBoolean } from './use-stored-boolean';

type SidebarGroupProps = { group: NavGroupEntry; pathname: string; isCollapsed: boolean; onNavigate?: () => void };

function GroupItems({
  group,
  pathname,
  isCollapsed,
  onNavigate,
  isNested,
  labelledBy,
}: SidebarGroupProps & { isNested: boolean; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-0.5">
      {group.items.map((item) => (
        <li key={item.id}>
          <SidebarLink
            {...item}
            isActive={isActive(item, pathname)}
            isCollapsed={isCollapsed}
            isNested={isNested}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The オーダー accordion: closed until opened, as the specification asks, then as the user left it
 * (kept across reloads on this browser); it opens itself when the page shown is one of its own.
 * Closed over the current page, the group itself is marked as where the user is.
 */
export function CollapsibleGroup(props: SidebarGroupProps) {
  const { group, pathname, isCollapsed } = props;
  const hasActiveChild = group.items.some((item) => isActive(item, pathname));
  const [isOpen, setOpen] = useStoredBoolean(`kanri:sidebar-group:${group.id}`, false);
  useEffect(() => {
    if (hasActiveChild) setOpen(true);
  }, [hasActiveChild, setOpen]);
  const isMarked = hasActiveChild && !isOpen;
  const Icon = group.icon;
  return (
    <Collapsible.Root open={isOpen} onOpenChange={setOpen}>
      <WithTooltip label={group.label} isCollapsed={isCollapsed}>
        <Collapsible.Trigger
          aria-current={isMarked ? 'true' : undefined}
          className={cn(sidebarItemClass, isCollapsed && 'justify-center px-0', isMarked && 'bg-accent font-semibold text-foreground')}
        >
          <Icon aria-hidden />
          <ItemLabel label={group.label} isCollapsed={isCollapsed} />
          {!isCollapsed && <ChevronDown aria-hidden className={cn('ml-auto transition-transform', isOpen && 'rotate-180')} />}
        </Collapsible.Trigger>
      </WithTooltip>
      <Collapsible.Content className="mt-0.5">
        <GroupItems {...props} isNested />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** A labelled section (資料管理); in the icons-only sidebar a rule replaces the heading. */
export function StaticGroup(props: SidebarGroupProps) {
  const headingId = useId();
  return (
    <div className="mt-3">
      <p id={headingId} className={cn('px-3 pb-1 text-xs font-medium text-muted-foreground', props.isCollapsed && 'sr-only')}>
        {props.group.label}
      </p>
      {props.isCollapsed && <hr aria-hidden className="mx-3 mb-2" />}
      <GroupItems {...props} isNested={false} labelledBy={headingId} />
    </div>
  );
}
