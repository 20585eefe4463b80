const MINUTE = 60_000;
const DAY = 86_400_000;

export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
export const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** 'YYYY-MM-DD' of the UTC day. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** 'HH:MM' from minutes after midnight. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The instant of a wall-clock time on a UTC day. Demo data treats UK time as UTC: an hour out in
 * summer does not matter for sample gigs, and it keeps the seed independent of the machine's zone.
 */
export const atClock = (day: Date, minutesAfterMidnight: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutesAfterMidnight * MINUTE);
