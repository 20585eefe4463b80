// Gig time rules without zod, so the web's formatting helpers can use them in every page's bundle.
/** An end time before the start time means the gig ends after midnight, on the next day. */
export const runsPastMidnight = (start: string, end: string) => end.slice(0, 5) < start.slice(0, 5);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The gig's length in minutes, counting an end before the start as the next day. */
export function gigLengthMinutes(start: string, end: string): number {
  return (minutesOf(end) - minutesOf(start) + 24 * 60) % (24 * 60);
}

/** '21:00 – 20:00' was a typo saved silently: past midnight, a gig may last 12 hours at most. */
export const MAX_OVERNIGHT_GIG_MINUTES = 12 * 60;
