import { useStoredBoolean } from './use-stored-boolean';

/** Desktop sidebar width choice, remembered across visits on this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setCollapsed] = useStoredBoolean('kanri:sidebar-collapsed', false);
  return [isCollapsed, () => setCollapsed(!isCollapsed)];
}
