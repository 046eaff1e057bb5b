import { useEffect, useState } from 'react';
import { lastOrderWarningMs, type OrderingStatus, type OrderingWindow, windowStatus } from '@/core/ordering-hours';
import { closedText } from '@/core/ordering-hours-text';
import { useDinerText } from './i18n/diner-language';

export type OrderingView = { status: OrderingStatus; nowMs: number; closedReason: string | null };

/**
 * Whether the store takes orders now, by this phone's clock among the windows the server
 * computed (it checks again by its own). Null until the page has mounted, so the
 * server-rendered markup and the first render agree; then re-read every 20 s, every second
 * during the ラストオーダー countdown.
 */
export function useOrderingStatus(windows: readonly OrderingWindow[] | null | undefined): OrderingView | null {
  const { t, language } = useDinerText();
  const [nowMs, setNow] = useState<number | null>(null);
  const status = nowMs === null || windows === undefined ? null : windowStatus(windows, nowMs);
  const isCountingDown = status?.isOpen === true && status.lastOrderAt !== null && status.lastOrderAt - (nowMs ?? 0) <= lastOrderWarningMs;
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), isCountingDown ? 1000 : 20_000);
    return () => clearInterval(timer);
  }, [isCountingDown]);
  if (status === null || nowMs === null) return null;
  return { status, nowMs, closedReason: status.isOpen ? null : closedText(status, nowMs, t.hours, language) };
}
