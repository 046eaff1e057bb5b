import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';

/**
 * Asks before unsaved changes are lost: in-app navigation through the router, closing or
 * reloading the tab through the browser's own prompt. `allowLeave` lets a successful save
 * navigate at once, before the cleared dirty flag has re-rendered.
 */
export function useLeaveGuard(isDirty: boolean) {
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  return {
    blocker,
    allowLeave: () => {
      isAllowed.current = true;
    },
  };
}

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="保存していない変更があります"
      description="このまま移動すると、入力した内容は失われます。"
      confirmLabel="破棄して移動"
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
