const MS_PER_DAY = 86_400_000;
const fullDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

/** Calendar days between two instants in the browser's time zone (not 24-hour periods). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((startOf(later) - startOf(earlier)) / MS_PER_DAY);
}

/** Spec 1 "Messages inbox": Today, Yesterday, N days ago up to 7 days, then the date. */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return fullDate.format(date);
}

/** The exact moment, for the detail pane and the list's hover title. */
export function fullDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateAndTime.format(date);
}
