import { describe, expect, it } from 'vitest';
import { describeRepeat, seriesDate } from './gig-series';

describe('a series’ dates', () => {
  it('keeps the weekday weekly and every other week, across months and years', () => {
    expect([0, 1, 2, 3].map((i) => seriesDate('weekly', '2026-12-17', i))).toEqual([
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
      '2027-01-07',
    ]);
    expect([0, 1, 2].map((i) => seriesDate('fortnightly', '2027-03-25', i))).toEqual([
      '2027-03-25',
      '2027-04-08',
      '2027-04-22',
    ]);
  });

  it('keeps "the first Friday" and "the last Friday" monthly, whatever the months’ lengths', () => {
    // 2027-01-01 is the first Friday of January 2027.
    expect([0, 1, 2, 3].map((i) => seriesDate('monthly', '2027-01-01', i))).toEqual([
      '2027-01-01',
      '2027-02-05',
      '2027-03-05',
      '2027-04-02',
    ]);
    // 2027-01-29 is the fifth, so the last, Friday: February 2027 has only four.
    expect([0, 1, 2].map((i) => seriesDate('monthly', '2027-01-29', i))).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
    // The third Tuesday, December into the next year.
    expect([0, 1].map((i) => seriesDate('monthly', '2026-12-15', i))).toEqual(['2026-12-15', '2027-01-19']);
  });

  it('says how it repeats', () => {
    expect(describeRepeat('weekly', '2026-12-17')).toBe('Every Thursday');
    expect(describeRepeat('fortnightly', '2026-12-17')).toBe('Every other Thursday');
    expect(describeRepeat('monthly', '2027-01-01')).toBe('Monthly on the first Friday');
    expect(describeRepeat('monthly', '2027-01-29')).toBe('Monthly on the last Friday');
  });
});
