import { describe, expect, it } from 'vitest';
import { hourSpan } from './hour-span';

const day = (counts: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => ({ hour, count: counts[hour] ?? 0 }));
const hours = (span: { hour: number }[]) => span.map((h) => h.hour);

describe('hourSpan', () => {
  it('is empty on a day without orders', () => {
    expect(hourSpan(day({}))).toEqual([]);
  });

  it('runs from the first to the last hour with orders, quiet hours between included', () => {
    const span = hourSpan(day({ 11: 3, 14: 1, 21: 2 }));
    expect(hours(span)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(span.find((h) => h.hour === 12)?.count).toBe(0);
    expect(span.find((h) => h.hour === 11)?.count).toBe(3);
  });

  it('widens a short span around its orders to eight hours', () => {
    expect(hours(hourSpan(day({ 12: 5 })))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('keeps a widened span within the day', () => {
    expect(hours(hourSpan(day({ 1: 1 })))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(hours(hourSpan(day({ 23: 1 })))).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  });
});
