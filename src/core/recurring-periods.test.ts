import { describe, expect, it } from 'vitest';
import { duePeriods, issueDateOf, nextIssueDate } from './recurring-periods';

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
});
