import { describe, expect, it } from 'vitest';
import { duePeriods, issueDateOf, nextIssueDate, periodsMovedIntoPast } from './recurring-periods';

describe('定期請求 periods', () => {
  it('puts 月末 on the last day of each month, 2月 included (and 29日 in a leap year)', () => {
    expect(issueDateOf('2027-02', null)).toBe('2027-02-28');
    expect(issueDateOf('2028-02', null)).toBe('2028-02-29');
    expect(issueDateOf('2027-04', null)).toBe('2027-04-30');
    expect(issueDateOf('2027-02', 25)).toBe('2027-02-25');
  });

  it('lists the periods due by a day, from the first issue day on or after the start to the end', () => {
    const schedule = { dayOfMonth: 10, startDate: '2026-11-15', endDate: '2027-02-09' };
    expect(duePeriods(schedule, '2026-12-09')).toEqual([]);
    expect(duePeriods(schedule, '2026-12-10')).toEqual(['2026-12']);
    expect(duePeriods(schedule, '2027-06-01')).toEqual(['2026-12', '2027-01']);
    expect(nextIssueDate(schedule, '2026-12-10')).toBe('2027-01-10');
    expect(nextIssueDate(schedule, '2027-01-10')).toBeNull();
  });

  it('names the past periods an edit makes due, but not those already due on the same day', () => {
    const before = { dayOfMonth: 25, startDate: '2026-09-01', endDate: null };
    // Same schedule: October's 25th was due already (missed while no server ran, if it has no run).
    expect(periodsMovedIntoPast(before, before, '2026-11-27')).toEqual([]);
    expect(periodsMovedIntoPast(before, { ...before, startDate: '2026-07-01' }, '2026-11-27')).toEqual(['2026-07', '2026-08']);
    // A new day moves every past issue day; today's own period is not in the past.
    expect(periodsMovedIntoPast(before, { ...before, dayOfMonth: 1 }, '2026-11-27')).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(periodsMovedIntoPast(before, { ...before, dayOfMonth: 27 }, '2026-11-27')).toEqual(['2026-09', '2026-10']);
    // An end date moved later makes the months after the old end due.
    const ended = { ...before, endDate: '2026-09-30' };
    expect(periodsMovedIntoPast(ended, { ...ended, endDate: null }, '2026-11-27')).toEqual(['2026-10', '2026-11']);
  });
});
