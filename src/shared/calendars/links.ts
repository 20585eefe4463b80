// Calendar addresses and texts without zod: the artist page and Future Events build their links here.
import { gigStartInstant } from '../gigs/gig-start';
import { runsPastMidnight } from '../gigs/gig-times';

export const calendarMessages = {
  feedNotFound: 'This calendar is not available.',
  gigNotFound: 'This gig is not in anyone’s public calendar.',
} as const;

/** The public feed of an act's gigs (text/calendar). */
export const publicFeedPath = (qrCodeId: string) => `/api/musicians/${encodeURIComponent(qrCodeId)}/gigs.ics`;

/** One public gig as a .ics file to add by hand. */
export const gigCalendarPath = (gigId: number) => `/api/sessions/scheduled/${gigId}/calendar.ics`;

/** webcal:// makes a calendar app offer to subscribe instead of importing a copy. */
export const webcalUrl = (absoluteUrl: string) => absoluteUrl.replace(/^https?:/, 'webcal:');

export interface CalendarGig {
  venue_name: string;
  location_address: string | null;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
}

/** A gig without an end time fills this much of a calendar: an evening set, not a zero-length dot. */
const DEFAULT_GIG_MS = 2 * 3_600_000;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * When a gig starts and ends, as instants (epoch ms) from its London wall-clock date and times; a
 * gig past midnight ends on the next day's clock, one event however late it runs.
 */
export function gigInstants(gig: CalendarGig): { start: number; end: number } | null {
  const start = gigStartInstant(gig.scheduled_date, gig.scheduled_start_time);
  if (start === null) return null;
  if (!gig.scheduled_end_time) return { start, end: start + DEFAULT_GIG_MS };
  const endDate = runsPastMidnight(gig.scheduled_start_time, gig.scheduled_end_time)
    ? nextDay(gig.scheduled_date)
    : gig.scheduled_date;
  const end = gigStartInstant(endDate, gig.scheduled_end_time);
  return { start, end: end === null ? start + DEFAULT_GIG_MS : Math.max(start, end) };
}

/** 20261128T200000Z, as iCalendar and Google Calendar write a UTC instant. */
export const utcStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" page for a gig, with the act's page in its details. */
export function googleCalendarUrl(gig: CalendarGig, stageName: string, artistPageUrl: string): string | null {
  const times = gigInstants(gig);
  if (!times) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${stageName} at ${gig.venue_name}`,
    dates: `${utcStamp(times.start)}/${utcStamp(times.end)}`,
    details: `Request a song: ${artistPageUrl}`,
    location: [gig.venue_name, gig.location_address].filter(Boolean).join(', '),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
