import type { SeatPlan } from '@/core/contracts/course-plans';
import { clockText, planTime } from '@/core/course-plans';

/** How 注文確認 says a seat's plan stands: 残り mm:ss, ラストオーダー (and what is left), or 終了. */
export function planStatusText(plan: SeatPlan, nowMs: number): { label: string; tone: 'running' | 'lastOrder' | 'ended' } {
  const time = planTime(
    { startedAt: plan.startedAt, endsAt: plan.endsAt, lastOrderMinutes: plan.lastOrderMinutes, endedAt: plan.endedAt },
    nowMs,
  );
  switch (time.phase) {
    case 'running':
      return { label: `残り ${clockText(time.remainingMs)}`, tone: 'running' };
    case 'lastOrder':
      return { label: `ラストオーダー済 ・ 残り ${clockText(time.remainingMs)}`, tone: 'lastOrder' };
    case 'ended':
      return { label: '終了', tone: 'ended' };
  }
}
