// A recurring gig's dates (docs/decisions/048-recurring-gigs.md), zod-free for the gig form.
export const gigFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export type GigFrequency = (typeof gigFrequencies)[number];

/** A series never ends later than this after its first date, nor has more dates. */
export const MAX_SERIES_YEARS = 5;
export const MAX_SERIES_OCCURRENCES = 260;
/** Dates are made this far ahead; the rest as time passes (a daily job). */
export const SERIES_HORIZON_DAYS = 365;

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'];

const parse = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (ymd: string, days: number) => format(parse(ymd) + days * DAY_MS);

/** Which of its month's weekdays a date is: 0 first … 3 fourth, 4 the last (a fifth is always the last). */
function weekdayOrdinal(ymd: string): number {
  return Math.min(4, Math.floor((new Date(parse(ymd)).getUTCDate() - 1) / 7));
}

/** The `ordinal` (0–3, or 4 for the last) `weekday` of the month `monthsAfter` the date's month. */
function nthWeekday(ymd: string, monthsAfter: number, weekday: number, ordinal: number): string {
  const start = new Date(parse(ymd));
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + monthsAfter;
  if (ordinal === 4) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return format(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS);
  }
  const first = new Date(Date.UTC(year, month, 1));
  return format(first.getTime() + (((weekday - first.getUTCDay() + 7) % 7) + ordinal * 7) * DAY_MS);
}

/**
 * The series' date number `index` (0 is the first date). Weekly and fortnightly keep the weekday;
 * monthly keeps "the second Tuesday" or "the last Friday". Strictly increasing with `index`.
 */
export function seriesDate(frequency: GigFrequency, firstDate: string, index: number): string {
  if (frequency === 'weekly') return addDays(firstDate, 7 * index);
  if (frequency === 'fortnightly') return addDays(firstDate, 14 * index);
  const weekday = new Date(parse(firstDate)).getUTCDay();
  return nthWeekday(firstDate, index, weekday, weekdayOrdinal(firstDate));
}

/** "Every Thursday", "Every other Thursday", "Monthly on the first Friday". */
export function describeRepeat(frequency: GigFrequency, firstDate: string): string {
  const weekday = WEEKDAYS[new Date(parse(firstDate)).getUTCDay()] ?? '';
  if (frequency === 'weekly') return `Every ${weekday}`;
  if (frequency === 'fortnightly') return `Every other ${weekday}`;
  return `Monthly on the ${ORDINALS[weekdayOrdinal(firstDate)] ?? ''} ${weekday}`;
}
