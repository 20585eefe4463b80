import { z } from 'zod';
import { liveMessages, REQUEST_STATUSES } from './live-messages';
import { QUEUE_ORDERS } from './queue-order';

export { allowedTransitions, canTransition, liveMessages, REQUEST_STATUSES, type RequestStatus } from './live-messages';

/** Accepts an ISO instant or a datetime-local value ('YYYY-MM-DDTHH:MM'); empty means "not given". */
const optionalInstant = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date and time' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** Spec 1 §7 POST /api/sessions/live. */
export const startLiveSessionBody = z.strictObject({
  venue_name: z
    .string({ error: liveMessages.venueRequired })
    .trim()
    .min(1, liveMessages.venueRequired)
    .max(120, 'The venue name must be at most 120 characters'),
  session_name: z
    .string()
    .trim()
    .max(120, 'The session name must be at most 120 characters')
    .nullish()
    .transform((value) => value || liveMessages.defaultSessionName),
  location_address: z
    .string()
    .trim()
    .max(300, 'The address must be at most 300 characters')
    .nullish()
    .transform((value) => value || null),
  start_time: optionalInstant,
  end_time: optionalInstant,
  /** The scheduled gig this show starts ('Go live now'): it leaves the upcoming lists. */
  gig_id: z
    .number({ error: 'gig_id must be a gig id' })
    .int({ error: 'gig_id must be a gig id' })
    .positive({ error: 'gig_id must be a gig id' })
    .nullish()
    .transform((value) => value ?? null),
  /** The setlist the show plays (decision 043): the show keeps its own copy of it. */
  setlist_id: z
    .number({ error: 'setlist_id must be a setlist id' })
    .int({ error: 'setlist_id must be a setlist id' })
    .positive({ error: 'setlist_id must be a setlist id' })
    .max(2_147_483_647, { error: 'setlist_id must be a setlist id' })
    .nullish()
    .transform((value) => value ?? null),
});
export type StartLiveSessionBody = z.infer<typeof startLiveSessionBody>;

export const liveSession = z.object({
  id: z.number(),
  venue_name: z.string(),
  session_name: z.string(),
  location_address: z.string().nullable(),
  status: z.enum(['active', 'paused', 'ended']),
  /** Who paused it, while paused: an administrator, or the musician taking a break. */
  paused_by: z.enum(['musician', 'admin']).nullable(),
  /** The musician's cap on requests for this show, or null. */
  max_requests: z.number().nullable(),
  /** 1: fans may request only the musician's open repertoire songs. */
  repertoire_only: z.number(),
  /** How Up Next is ordered: arrival, premium (first; the default), tip, asked (the merged count). */
  queue_order: z.enum(QUEUE_ORDERS),
  /** The request being played now, or null. */
  now_playing_id: z.number().nullable(),
  /** The last stage action Undo would take back ('Played Wonderwall'), or null. */
  undo_label: z.string().nullable(),
  /** What Undo would take back for each member of the act, by user id: each device shows its own person's. */
  undo_labels: z.record(z.string(), z.string()).optional(),
  /** 1: the venue screen shows fans' names and messages; 0: never (the default). */
  screen_shows_fans: z.number(),
  /** 1 (the default): fans see tonight's songs with their counts and may back one (+1). */
  fans_back_songs: z.number(),
  started_at: z.string(),
  planned_end_at: z.string().nullable(),
});
export type LiveSession = z.infer<typeof liveSession>;

export const sessionStats = z.object({
  total_requests: z.number(),
  total_tips: z.number(),
  played_count: z.number(),
});
export type SessionStats = z.infer<typeof sessionStats>;

export const requestStatusBody = z.strictObject({
  status: z.enum(REQUEST_STATUSES, { error: 'Status must be one of pending, accepted, played or declined' }),
});

/** Spec 2 §3 "Song request" as the musician's queue shows it. */
export const songRequest = z.object({
  id: z.number(),
  session_id: z.number(),
  song_title: z.string(),
  artist_name: z.string().nullable(),
  fan_name: z.string().nullable(),
  message: z.string().nullable(),
  tip_amount: z.number(),
  /** Pence paid for the request under the musician's custom pricing (0 when requests are free). */
  price_amount: z.number(),
  /** 1 for a premium request: it goes ahead of standard ones in the manager. */
  is_premium: z.number(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SongRequest = z.infer<typeof songRequest>;

/** A request as the queue's read (GET /api/sessions/live/requests and its stream's snapshot) sends it. */
export const queuedRequest = songRequest.extend({
  /**
   * The song's identity within the show (shared/songs/song-key.ts `songKeysOf`): requests with one
   * key are one song, whatever their case, accents, punctuation or missing artist.
   */
  song_key: z.string(),
});
export type QueuedRequest = z.infer<typeof queuedRequest>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const sessionIdParam = z.object({ sessionId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The musician's cap on a show's requests; null removes it. */
export const requestLimitBody = z.strictObject({
  max_requests: z
    .number({ error: 'Enter a number of requests from 1 to 1000, or remove the limit' })
    .int('Enter a whole number of requests')
    .min(1, 'Enter a number of requests from 1 to 1000, or remove the limit')
    .max(1000, 'Enter a number of requests from 1 to 1000, or remove the limit')
    .nullable(),
});

/** The order Up Next is played in, for every device of the musician and the fans. */
export const queueOrderBody = z.strictObject({
  queue_order: z.enum(QUEUE_ORDERS, { error: 'The order must be one of arrival, premium, tip or asked' }),
});

/** Start playing one request (one tap on it). */
/** Several of a show's requests at once ('Decline All'): one action, so Undo takes all of it back. */
export const requestStatusesBody = z.strictObject({
  request_ids: z
    .array(
      z
        .number({ error: 'request_ids must be request ids' })
        .int({ error: 'request_ids must be request ids' })
        .positive({ error: 'request_ids must be request ids' })
        .max(2_147_483_647, { error: 'request_ids must be request ids' }),
    )
    .min(1, { error: 'Choose at least one request' })
    .max(200, { error: 'Choose at most 200 requests at once' }),
  status: requestStatusBody.shape.status,
});

export const nowPlayingBody = z.strictObject({
  request_id: z
    .number({ error: 'request_id must be a request id' })
    .int({ error: 'request_id must be a request id' })
    .positive({ error: 'request_id must be a request id' })
    .max(2_147_483_647, { error: 'request_id must be a request id' }),
});

/** Whether the venue screen shows fans' names and messages. */
export const screenFansBody = z.strictObject({
  screen_shows_fans: z.boolean({ error: 'screen_shows_fans must be true or false' }),
});
