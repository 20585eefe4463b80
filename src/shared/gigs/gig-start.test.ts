import { describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE } from '../dates';
import { gigStartInstant, londonOffsetAt } from './gig-start';

describe('gigStartInstant (gig times are London wall-clock times)', () => {
  it('reads a winter time as UTC', () => {
    expect(gigStartInstant('2026-01-15', '20:00')).toBe(Date.parse('2026-01-15T20:00:00Z'));
  });

  it('reads a summer time as British Summer Time (UTC+1)', () => {
    expect(gigStartInstant('2026-07-04', '19:30')).toBe(Date.parse('2026-07-04T18:30:00Z'));
  });

  it('gets the days the clocks change right', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC. 25 October 2026: back at 01:00 UTC.
    expect(gigStartInstant('2026-03-29', '00:30')).toBe(Date.parse('2026-03-29T00:30:00Z'));
    expect(gigStartInstant('2026-03-29', '03:00')).toBe(Date.parse('2026-03-29T02:00:00Z'));
    expect(gigStartInstant('2026-10-25', '00:30')).toBe(Date.parse('2026-10-24T23:30:00Z'));
    expect(gigStartInstant('2026-10-25', '03:00')).toBe(Date.parse('2026-10-25T03:00:00Z'));
  });

  it('accepts seconds and refuses malformed values', () => {
    expect(gigStartInstant('2026-01-15', '20:00:00')).toBe(Date.parse('2026-01-15T20:00:00Z'));
    expect(gigStartInstant('15/01/2026', '20:00')).toBeNull();
    expect(gigStartInstant('2026-01-15', '8pm')).toBeNull();
  });

  it("keeps to Intl's Europe/London every day from 2024 to 2031, and every half hour of the days the clocks change", () => {
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: PLATFORM_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const intlOffset = (instant: number) => {
      const part = (type: string) => Number(london.formatToParts(instant).find((p) => p.type === type)!.value);
      return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - instant;
    };
    const mismatches: string[] = [];
    const check = (instant: number) => {
      if (londonOffsetAt(instant) !== intlOffset(instant)) mismatches.push(new Date(instant).toISOString());
    };
    // Every half hour of seven years was 122,000 Intl calls, too slow on a busy machine. The offset
    // only moves on the days the clocks change: those get every half hour, the others their noon,
    // which still catches a change put on the wrong day.
    const day = 86_400_000;
    let changeDays = 0;
    for (let midnight = Date.UTC(2024, 0, 1); midnight < Date.UTC(2031, 0, 1); midnight += day) {
      if (intlOffset(midnight) === intlOffset(midnight + day)) {
        check(midnight + day / 2);
        continue;
      }
      changeDays++;
      for (let instant = midnight; instant < midnight + day; instant += 1_800_000) check(instant);
    }
    expect(changeDays).toBe(14);
    expect(mismatches).toEqual([]);
  });
});
