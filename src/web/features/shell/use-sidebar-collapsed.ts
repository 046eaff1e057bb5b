import { useCallback, useState } from 'react';

const storageKey = 'kanri:sidebar-collapsed';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    // Storage can be blocked (private mode, policies); the sidebar then simply starts wide.
    return false;
  }
}

/** Desktop sidebar width choice, remembered across visits on this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setCollapsed] = useState(readStored);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(storageKey, String(next));
      } catch {
        // Not remembered, but still toggled for this visit.
      }
      return next;
    });
  }, []);
  return [isCollapsed, toggle];
}
