import { describe, expect, it } from 'vitest';
import { clockText, extendedEnd, isPlanOrderable, orderLimitOf, planTime } from './course-plans';

const minute = 60_000;
const start = Date.UTC(2026, 10, 28, 10, 0);
// 飲み放題 90分, ラストオーダー 10 minutes before the end.
const plan = { startedAt: start, endsAt: start + 90 * minute, lastOrderMinutes: 10, endedAt: null };

describe('the plan clock', () => {
  it('runs until its ラストオーダー, then only counts down to the end', () => {
    expect(planTime(plan, start)).toEqual({
      phase: 'running',
      lastOrderAt: start + 80 * minute,
      remainingMs: 90 * minute,
      untilLastOrderMs: 80 * minute,
    });
    expect(isPlanOrderable(plan, start + 80 * minute - 1)).toBe(true);
    expect(planTime(plan, start + 80 * minute)).toMatchObject({ phase: 'lastOrder', remainingMs: 10 * minute, untilLastOrderMs: 0 });
    expect(isPlanOrderable(plan, start + 80 * minute)).toBe(false);
    expect(planTime(plan, start + 90 * minute)).toMatchObject({ phase: 'ended', remainingMs: 0 });
  });

  it('ends when staff end it, whatever time was left', () => {
    const ended = { ...plan, endedAt: start + 30 * minute };
    expect(planTime(ended, start + 29 * minute).phase).toBe('running');
    expect(planTime(ended, start + 30 * minute)).toMatchObject({ phase: 'ended', remainingMs: 0 });
  });

  it('without a ラストオーダー offset takes orders to the last moment', () => {
    const noOffset = { ...plan, lastOrderMinutes: 0 };
    expect(planTime(noOffset, start + 90 * minute - 1).phase).toBe('running');
  });

  it('延長 moves the end from the current end, or from now once it ran out', () => {
    expect(extendedEnd(plan, 30, start + 85 * minute)).toBe(start + 120 * minute);
    expect(extendedEnd(plan, 30, start + 100 * minute)).toBe(start + 130 * minute);
    const extended = { ...plan, endsAt: extendedEnd(plan, 30, start + 85 * minute) };
    expect(planTime(extended, start + 85 * minute)).toMatchObject({ phase: 'running', lastOrderAt: start + 110 * minute });
  });

  it('writes 残り as minutes and seconds, rounding up to the second', () => {
    expect(clockText(90 * minute)).toBe('90:00');
    expect(clockText(65_001)).toBe('1:06');
    expect(clockText(-5)).toBe('0:00');
  });

  it('limits an order to the limit per guest times the plan’s people', () => {
    expect(orderLimitOf(2, 4)).toBe(8);
    expect(orderLimitOf(null, 4)).toBeNull();
  });
});
