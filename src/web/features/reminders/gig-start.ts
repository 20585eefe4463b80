import { PLATFORM_TIME_ZONE } from '../../../shared/dates';

/**
 * Gig dates and times are London wall-clock values ('YYYY-MM-DD' and 'HH:MM'), whatever the
 * visitor's own time zone: a gig at 20:00 starts at 20:00 in London. This turns one into an
 * instant without a date library, by asking Intl what London's offset from UTC is.
 */
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's offset from UTC, in milliseconds, at the given instant (0 in winter, +1 h in summer). */
function londonOffsetAt(instant: number): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(new Date(wholeSeconds))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - wholeSeconds;
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
