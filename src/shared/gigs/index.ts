import { z } from 'zod';
import { clearableText } from '../clearable-text';
import { gigLengthMinutes, MAX_OVERNIGHT_GIG_MINUTES, runsPastMidnight } from './gig-times';
import { gigFrequencies, MAX_SERIES_OCCURRENCES, MAX_SERIES_YEARS } from './gig-series';
import { webMessages } from '../web-messages';

/** The musician's scheduled gigs (spec 1 "Schedule a Gig modal", §4, §5, §7, §8). */
export const gigMessages = {
  endsNextDay: 'Ends the next day, after midnight.',
  venueRequired: 'Please enter a venue name',
  dateRequired: 'Please choose a date',
  startTimeRequired: 'Please choose a start time',
  endTimeRequired: 'Please choose an end time',
  invalidDate: 'Please choose a valid date',
  dateInPast: 'Please choose today or a later date',
  invalidTime: 'Please enter times as HH:MM, for example 20:30',
  sameStartAndEnd: 'The end time must be different from the start time',
  tooLongPastMidnight: 'The end time is before the start time. A gig can run past midnight, but for at most 12 hours.',
  unknownVenue: 'That venue is no longer in the venue database. Clear the venue selection and try again.',
  visibilityNotBoolean: 'The public gig setting must be true or false',
  gigNotFound: 'Gig not found',
  notYourGig: 'This gig belongs to another musician',
  publicGigLabel: 'Allow fans to see this upcoming gig on your profile',
  scheduled: 'Scheduled!',
  updated: 'Updated!',
  deleteConfirm: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  deleted: 'Gig deleted successfully!',
  deleteFailed: 'Failed to delete gig',
  networkError: webMessages.networkError,
  unknownFrequency: 'Choose how often the gig repeats: weekly, every other week or monthly',
  repeatEndBeforeStart: 'The series must end after its first date',
  repeatTooLong: `A series can run for at most ${MAX_SERIES_YEARS} years`,
  repeatOccurrences: `A series has between 2 and ${MAX_SERIES_OCCURRENCES} dates`,
  repeatEndChoice: 'End the series on a date or after a number of dates, not both',
  repeatOnEdit:
    'How a series repeats is set when it is scheduled. Delete the following dates and schedule a new series to change it.',
  notInSeries: 'This gig is not part of a series',
  moveFollowing:
    'To move one date, change this date only; "This and following" changes the details and times of the dates ahead.',
  unknownScope: 'Choose this date only or this and following dates',
  seriesScheduled: (count: number) => `Scheduled! ${count} dates are in your calendar.`,
  dateCancelled: 'Date cancelled.',
  followingCancelled: 'This and the following dates are cancelled.',
} as const;

/** Spec 1 §9: the dashboard shows at most 6 upcoming gigs. */
export const DASHBOARD_GIG_LIMIT = 6;

const m = gigMessages;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 24-hour HH:MM; browsers that send seconds (HH:MM:SS) are accepted and trimmed to minutes. */
const gigTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m.invalidTime)
    .transform((value) => value.slice(0, 5));

/** The form's toggle sends a boolean; older clients send 0 or 1 (the read format). */
const visibility = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: m.visibilityNotBoolean })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === true || value === 1));

/** The id of a global venue picked from the suggestions; suggestions carry it as a string (place_id). */
const venueId = z
  .union([z.number(), z.string()], { error: m.unknownVenue })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: m.unknownVenue });
      return z.NEVER;
    }
    return id;
  });

/**
 * POST /api/sessions/schedule and PUT /api/sessions/schedule/{id}. The end may be earlier than
 * the start: a gig from 21:00 to 01:00 runs past midnight. Whether the date may be in the past
 * is checked by the server (new gigs from today, London date; an edit may keep its own date).
 */
export const gigBody = z
  .strictObject({
    venue_name: z
      .string({ error: m.venueRequired })
      .trim()
      .min(1, m.venueRequired)
      .max(120, 'The venue name must be at most 120 characters'),
    location_address: clearableText(300, 'The address must be at most 300 characters'),
    session_name: clearableText(120, 'The session name must be at most 120 characters'),
    scheduled_date: z
      .string({ error: m.dateRequired })
      .trim()
      .min(1, m.dateRequired)
      .refine(isCalendarDate, m.invalidDate),
    scheduled_start_time: gigTime(m.startTimeRequired),
    scheduled_end_time: gigTime(m.endTimeRequired),
    is_publicly_visible: visibility,
    venue_id: venueId,
    /** Recurring gigs (decision 048): only when scheduling; the dates are made by the server. */
    repeat: z
      .strictObject({
        frequency: z.enum(gigFrequencies, { error: m.unknownFrequency }),
        ends_on: z.string().trim().refine(isCalendarDate, m.invalidDate).nullish(),
        occurrences: z
          .number({ error: m.repeatOccurrences })
          .int(m.repeatOccurrences)
          .min(2, m.repeatOccurrences)
          .max(MAX_SERIES_OCCURRENCES, m.repeatOccurrences)
          .nullish(),
      })
      .refine((repeat) => !(repeat.ends_on && repeat.occurrences), { message: m.repeatEndChoice })
      .nullish(),
  })
  .refine((gig) => gig.scheduled_start_time !== gig.scheduled_end_time, {
    message: m.sameStartAndEnd,
    path: ['scheduled_end_time'],
  })
  .refine(
    (gig) =>
      !runsPastMidnight(gig.scheduled_start_time, gig.scheduled_end_time) ||
      gigLengthMinutes(gig.scheduled_start_time, gig.scheduled_end_time) <= MAX_OVERNIGHT_GIG_MINUTES,
    {
      message: m.tooLongPastMidnight,
      path: ['scheduled_end_time'],
    },
  );
export type GigBody = z.infer<typeof gigBody>;

export type GigInput = z.input<typeof gigBody>;

/** Spec 1 §3 "Scheduled gig" as its owner sees it; venue_id links a global venue (Venue Details). */
export const gig = z.object({
  id: z.number(),
  venue_id: z.number().nullable(),
  venue_name: z.string(),
  session_name: z.string().nullable(),
  location_address: z.string().nullable(),
  scheduled_date: z.string(),
  scheduled_start_time: z.string(),
  scheduled_end_time: z.string().nullable(),
  is_publicly_visible: z.number(),
  /** The series this date belongs to, with how it repeats ("Every Thursday"); null for a one-off. */
  series: z.object({ id: z.number(), label: z.string() }).nullable(),
});
export type Gig = z.infer<typeof gig>;

/** `?scope=` of a series date's change or deletion: the date alone, or it and the dates after it. */
export const gigScopeQuery = z.object({
  scope: z.enum(['this', 'following'], { error: m.unknownScope }).default('this'),
});
export type GigScope = z.infer<typeof gigScopeQuery>['scope'];
