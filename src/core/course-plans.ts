/**
 * 放題プラン's clock (decision 024): the same rule as place_order_v4 of the database. A plan runs from
 * its start to `endsAt` (moved by 延長); its items are taken until ラストオーダー, `lastOrderMinutes`
 * before the end; staff may end it early (`endedAt`).
 */
export type PlanClock = { startedAt: number; endsAt: number; lastOrderMinutes: number; endedAt: number | null };

export type PlanPhase = 'running' | 'lastOrder' | 'ended';

export type PlanTime = {
  phase: PlanPhase;
  lastOrderAt: number;
  /** Until the end (0 once ended). */
  remainingMs: number;
  /** Until ラストオーダー (0 once past it). */
  untilLastOrderMs: number;
};

export const defaultLastOrderMinutes = 10;
const minute = 60_000;

export function lastOrderAtOf(clock: Pick<PlanClock, 'endsAt' | 'lastOrderMinutes'>): number {
  return clock.endsAt - clock.lastOrderMinutes * minute;
}

export function planTime(clock: PlanClock, nowMs: number): PlanTime {
  const lastOrderAt = lastOrderAtOf(clock);
  const isEnded = (clock.endedAt !== null && nowMs >= clock.endedAt) || nowMs >= clock.endsAt;
  const phase: PlanPhase = isEnded ? 'ended' : nowMs >= lastOrderAt ? 'lastOrder' : 'running';
  return {
    phase,
    lastOrderAt,
    remainingMs: isEnded ? 0 : clock.endsAt - nowMs,
    untilLastOrderMs: phase === 'running' ? lastOrderAt - nowMs : 0,
  };
}

/** Whether the plan's items may be ordered at its price now. */
export const isPlanOrderable = (clock: PlanClock, nowMs: number) => planTime(clock, nowMs).phase === 'running';

/** The new end after 延長 of `minutes`: from the current end, or from now when the plan ran out. */
export function extendedEnd(clock: PlanClock, minutes: number, nowMs: number): number {
  return Math.max(clock.endsAt, nowMs) + minutes * minute;
}

/** 残り mm:ss (minutes past 59 stay minutes: 90:00). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How many of a plan's items one order may hold: the limit per guest × its people (null: no limit). */
export const orderLimitOf = (limitPerGuest: number | null, people: number) => (limitPerGuest === null ? null : limitPerGuest * people);
