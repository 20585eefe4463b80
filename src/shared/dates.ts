/**
 * Gig dates are calendar dates in the UK, where the platform runs: "today" is the London date,
 * not the UTC one, so a gig at 00:30 on Saturday is still listed on Friday night after 23:00 UTC.
 */
export const PLATFORM_TIME_ZONE = 'Europe/London';

export function todayIso(now: Date = new Date(), timeZone: string = PLATFORM_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
