import { describe, expect, it } from 'vitest';
import { agingBucketOf, proposeAllocations } from './payments';

describe('payments', () => {
  it('proposes the open document the money pays exactly, else the oldest due first as far as it goes', () => {
    const open = [
      { id: 'old', outstanding: 11_000 },
      { id: 'exact', outstanding: 33_000 },
      { id: 'new', outstanding: 55_000 },
    ];
    expect(proposeAllocations(open, 33_000)).toEqual({ exact: 33_000 });
    expect(proposeAllocations(open, 20_000)).toEqual({ old: 11_000, exact: 9_000 });
    // More than everything owed: all of it, the rest is 前受金 (asked for on saving).
    expect(proposeAllocations(open, 100_000)).toEqual({ old: 11_000, exact: 33_000, new: 55_000 });
    expect(proposeAllocations(open, 0)).toEqual({});
    expect(proposeAllocations([], 5_000)).toEqual({});
  });

  it('buckets by days past the due date', () => {
    expect(agingBucketOf('2026-11-30', '2026-11-30')).toBe('notDue');
    expect(agingBucketOf('2026-10-31', '2026-11-30')).toBe('days30');
    expect(agingBucketOf('2026-10-30', '2026-11-30')).toBe('days60');
    expect(agingBucketOf('2026-10-01', '2026-11-30')).toBe('days60');
    expect(agingBucketOf('2026-09-01', '2026-11-30')).toBe('days90');
    expect(agingBucketOf('2026-08-31', '2026-11-30')).toBe('over90');
  });
});
