/**
 * Gig dates and times are London wall-clock values ('YYYY-MM-DD' and 'HH:MM'), whatever the
 * visitor's own time zone: a gig at 20:00 starts at 20:00 in London. This turns one into an
 * instant with the United Kingdom's rule for summer time rather than Intl: a time-zone-aware
 * Intl.DateTimeFormat is the most expensive thing a fan page's first render would build (its
 * locale and zone data, some 190 ms of main thread on a throttled phone), and the rule is law:
 * British Summer Time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October (gig-start.test.ts holds it to Intl's Europe/London, hour by hour).
 */

/** The day of the month of a month's last Sunday (`month` 0-based, as Date counts). */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

const HOUR = 3_600_000;

/** London's offset from UTC, in milliseconds, at the given instant (0 in winter, +1 h in summer). */
export function londonOffsetAt(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return instant >= summerStarts && instant < summerEnds ? HOUR : 0;
}

/** The instant (epoch milliseconds) a gig starts, or null when its date or time is malformed. */
export function gigStartInstant(date: string, time: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const wallClock = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wallClock)) return null;
  // Two passes settle the offset on the days the clocks change.
  const firstGuess = wallClock - londonOffsetAt(wallClock);
  return wallClock - londonOffsetAt(firstGuess);
}
