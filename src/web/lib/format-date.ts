/**
 * Dates in words, as en-GB writes them (lib/format.ts says why without Intl). Apart from
 * lib/format.ts so the request page, which shows no dates, does not carry them.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A gig date "YYYY-MM-DD" as "Fri, 12 Dec 2025". Built from its parts, not `new Date(string)`,
 * which would read it as UTC midnight and show the previous day west of Greenwich.
 */
export function formatGigDate(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}`;
}

/** An ISO instant as "12 Mar 2025" in the browser's time zone; '' when it is not a date. */
export function formatDayMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}`;
}
