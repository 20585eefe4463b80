import { utcStamp } from '../../../shared/calendars/links';

/**
 * iCalendar (RFC 5545) text for gigs: the few properties every calendar app reads, written by hand
 * (a library would be more code than this). Times are UTC ('Z'), so no VTIMEZONE is needed and
 * the London wall-clock time of a gig is converted once, here, by the rule the app uses everywhere.
 */

export interface IcsEvent {
  uid: string;
  /** Instants, epoch milliseconds. */
  start: number;
  end: number;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  /** Rises with every change, so a calendar that has the event takes the new copy. */
  sequence: number;
  lastModified: number;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface IcsCalendar {
  name: string;
  description?: string;
  /** How often a subscribing app should look again. */
  refreshHours?: number;
  events: IcsEvent[];
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded (§3.1): a line break and a space, never inside a
 * character, so a long name in emoji stays whole.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  );
  return lines;
}

/** The whole calendar, CRLF line ends, folded. `stamp` is when it was written (DTSTAMP). */
export function renderCalendar(calendar: IcsCalendar, stamp: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stagecall//Gigs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshHours) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`);
    lines.push(`X-PUBLISHED-TTL:PT${calendar.refreshHours}H`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
