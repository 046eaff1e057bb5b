import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs`: for screens that show how long something has waited. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** How long since `since`, as staff say it: たった今, 12分, 1時間5分. */
export function formatElapsed(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return 'たった今';
  if (minutes < 60) return `${minutes}分`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)}時間` : `${Math.floor(minutes / 60)}時間${rest}分`;
}
