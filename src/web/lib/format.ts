import { runsPastMidnight } from '../../shared/gigs/gig-times';
import { formatPence } from '../../shared/money';

/**
 * Display formatting. Stagecall is a UK product (prices in pounds), so dates and times use
 * en-GB conventions (24-hour clock, day before month) whatever the browser's language. Written out
 * rather than asked of Intl: a phone's first Intl.DateTimeFormat loads the locale's data, about
 * 190 ms of main thread at Lighthouse's 4× CPU slowdown on this machine, inside the first render
 * of every fan page. The words are what Chromium's en-GB gives ('Sept' included).
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

export { formatPence };

/** An ISO-8601 instant from the API as a local wall-clock time, e.g. "20:15". */
export function formatInstantTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A gig time "HH:MM" (or "HH:MM:SS") as "HH:MM". */
export function formatGigTime(hhmm: string): string {
  return /^\d{2}:\d{2}/.test(hhmm) ? hhmm.slice(0, 5) : hhmm;
}

/** "20:00 – 23:00", "22:00 – 01:00 (next day)" past midnight, or just the start when the end is unknown. */
export function formatGigTimeRange(start: string, end: string | null | undefined): string {
  if (!end) return formatGigTime(start);
  const nextDay = runsPastMidnight(start, end) ? ' (next day)' : '';
  return `${formatGigTime(start)} – ${formatGigTime(end)}${nextDay}`;
}

/** A file size people read at a glance: "12 KB" below a megabyte (a 12 KB photo is not "0.0 MB"), else "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
