/**
 * Gig dates are calendar dates in the UK, where the platform runs: "today" is the London date,
 * not the UTC one, so a gig at 00:30 on Saturday is still listed on Friday night after 23:00 UTC.
 */
export const PLATFORM_TIME_ZONE = 'Europe/London';

export function todayIso(now: Date = new Date(), timeZone: string = PLATFORM_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Months as en-GB names them, written out: an Intl formatter costs a phone's first render dearly (web/lib/format.ts). */
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'YYYY-MM' as 'December 2025' (Future Events' month filter, a monthly statement's title). */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  return match ? `${MONTHS_LONG[Number(match[2]) - 1] ?? ''} ${match[1]}` : key;
}
