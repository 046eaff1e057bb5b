import { useEffect, useState } from 'react';
import { formatClock } from '@/core/format';

const refreshMs = 1000;

/** Live clock of the header, in Japanese (date with weekday, time with seconds). */
export function HeaderClock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, []);

  const { date, time } = formatClock(now);
  return (
    <div role="timer" aria-label="現在時刻" className="flex items-baseline gap-2 text-sm tabular-nums whitespace-nowrap">
      <span className="hidden md:inline">{date}</span>
      <span className="font-medium">{time}</span>
    </div>
  );
}
