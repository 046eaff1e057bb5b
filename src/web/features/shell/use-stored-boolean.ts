import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    // Storage can be blocked (private mode, policies): the choice then lasts for this visit only.
    return fallback;
  }
}

/** A yes/no choice of the shell remembered on this browser across visits and reloads. */
export function useStoredBoolean(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Not remembered, but still applied for this visit.
      }
    },
    [key],
  );
  return [value, set];
}
