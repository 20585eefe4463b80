import { PLATFORM_TIME_ZONE, todayIso } from '../../../shared/dates';
import type { GigFrequency } from '../../../shared/gigs/gig-series';
import type { Gig, GigScope } from '../../../shared/gigs';
import { formatGigTime } from '../../lib/format';
import { formatGigDate } from '../../lib/format-date';

export interface GigFormValues {
  venueName: string;
  locationAddress: string;
  sessionName: string;
  date: string;
  startTime: string;
  endTime: string;
  isPublic: boolean;
  /** A new gig only: how it repeats ('' for a one-off), and when the series ends. */
  repeat: '' | GigFrequency;
  repeatEnd: 'horizon' | 'on' | 'after';
  repeatUntil: string;
  repeatCount: string;
  /** Editing a date of a series: it alone, or it and the dates after it. */
  scope: GigScope;
}

const noRepeat = { repeat: '', repeatEnd: 'horizon', repeatUntil: '', repeatCount: '', scope: 'this' } as const;

/** The wall-clock time in the UK, where gigs take place ("HH:MM"). */
function nowInPlatformZone(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: PLATFORM_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/** "23:30" plus an hour is "00:30": the server accepts an end after midnight. */
export function addHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String((hours + 1) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Spec 1 §5 and §9: a new gig starts today, now, ends an hour later, and is public. */
export function newGigValues(now: Date = new Date()): GigFormValues {
  const startTime = nowInPlatformZone(now);
  return {
    venueName: '',
    locationAddress: '',
    sessionName: '',
    date: todayIso(now),
    startTime,
    endTime: addHour(startTime),
    isPublic: true,
    ...noRepeat,
  };
}

export function gigToValues(gig: Gig): GigFormValues {
  return {
    venueName: gig.venue_name,
    locationAddress: gig.location_address ?? '',
    sessionName: gig.session_name ?? '',
    date: gig.scheduled_date,
    startTime: formatGigTime(gig.scheduled_start_time),
    endTime: gig.scheduled_end_time ? formatGigTime(gig.scheduled_end_time) : '',
    isPublic: gig.is_publicly_visible === 1,
    ...noRepeat,
  };
}

export function autoSessionName(stageName: string, venueName: string): string {
  return `${stageName.trim()} @ ${venueName.trim()}`.trim();
}

/**
 * Spec 1 §4: the session name follows the venue as '{stage name} @ {venue}' while it is empty or
 * ends with ' @'. It also keeps following while it is still exactly the name we filled in, so
 * typing the venue letter by letter does not freeze the session name at its first letter.
 */
export function followsVenue(sessionName: string, lastAutoName: string | null): boolean {
  const trimmed = sessionName.trim();
  return trimmed === '' || sessionName.endsWith(' @') || trimmed === '@' || sessionName === lastAutoName;
}

/** Turns "Anna Lee" into "#AnnaLee"; nothing when no letters or digits remain. */
function hashtag(text: string): string | null {
  const tag = text.replace(/[^\p{L}\p{N}]+/gu, '');
  return tag ? `#${tag}` : null;
}

/** Spec 1: the shared text announces venue, date and start time, with hashtags. */
export function shareText(values: Pick<GigFormValues, 'venueName' | 'date' | 'startTime'>, stageName: string): string {
  const when = `${formatGigDate(values.date)}${values.startTime ? ` at ${formatGigTime(values.startTime)}` : ''}`;
  const who = stageName.trim() ? `${stageName.trim()} is playing live` : 'Playing live';
  const tags = ['#LiveMusic', '#GigNight', hashtag(stageName), '#Stagecall'].filter(Boolean).join(' ');
  return `${who} at ${values.venueName.trim()} on ${when}! Come along and request a song. ${tags}`;
}

export interface ShareLink {
  network: 'X (Twitter)' | 'Facebook' | 'WhatsApp';
  href: string;
}

/** The three networks' own share ("intent") addresses; `pageUrl` is the artist's public page. */
export function shareLinks(text: string, pageUrl: string): ShareLink[] {
  const encodedText = encodeURIComponent(text);
  const encodedUrl = encodeURIComponent(pageUrl);
  return [
    { network: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${encodedText}&url=${encodedUrl}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}&quote=${encodedText}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}` },
  ];
}

/** The body's `repeat` for a new gig: a number of dates must be a whole number to be sent as one. */
export function repeatInput(values: GigFormValues) {
  if (!values.repeat) return undefined;
  return {
    frequency: values.repeat,
    ends_on: values.repeatEnd === 'on' ? values.repeatUntil : null,
    occurrences:
      values.repeatEnd === 'after'
        ? /^\d+$/.test(values.repeatCount.trim())
          ? Number(values.repeatCount)
          : NaN
        : null,
  };
}
