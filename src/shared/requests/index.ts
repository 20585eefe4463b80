import { z } from 'zod';
import { REQUEST_FIELD_LIMITS as limits, requestMessages as fanRequestMessages } from './request-messages';
import { MAX_TIP_PENCE, tipMessages } from '../tips';

export { REQUEST_FIELD_LIMITS } from './request-messages';

/**
 * The request messages: the fan page's catalogue plus the server's refusals, which the page shows
 * as sent and so stay out of request-messages.ts and the fan's download.
 */
export const requestMessages = {
  ...fanRequestMessages,
  sameSongRecently:
    'You already requested this song for this show in the last 30 minutes. The artist has it — try another song!',
  tooManyFromDevice: 'You have sent a lot of requests to this show. Please wait a few minutes before sending another.',
  tooManyFromNetwork: 'This venue’s network has sent a lot of requests. Please wait a few minutes and try again.',
  premiumNotOffered: 'This artist does not offer premium requests',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send it with a new key.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
} as const;

/**
 * The IETF draft's Idempotency-Key request header (optional): a retry with the same key from the
 * same phone gets the request the first send made instead of a second one.
 */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, requestMessages.idempotencyKeyInvalid)
  .optional();

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * Spec 1 §3 "Request payload": fan_name, song_title, artist_name, message; plus the optional tip
 * in pence (0 or absent: a free request; above 0: the fan pays it before the request is queued).
 */
export const songRequestBody = z.strictObject({
  song_title: z
    .string({ error: requestMessages.songTitleRequired })
    .trim()
    .min(1, requestMessages.songTitleRequired)
    .max(limits.songTitle, `The song title must be at most ${limits.songTitle} characters`),
  artist_name: optionalText(limits.artistName, 'The artist name'),
  fan_name: optionalText(limits.fanName, 'Your name'),
  message: optionalText(limits.message, 'The message'),
  tip_amount: z
    .number({ error: tipMessages.tipInvalid })
    .int({ error: tipMessages.tipInvalid })
    .min(0, { error: tipMessages.tipInvalid })
    .max(MAX_TIP_PENCE, { error: tipMessages.tipInvalid })
    .nullish()
    .transform((value) => value ?? 0),
  /** Under the musician's custom pricing: pay the premium price to be played sooner. */
  premium: z
    .boolean({ error: 'premium must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
});
export type SongRequestBody = z.infer<typeof songRequestBody>;

/**
 * An administrator paused the show (spec 2 §4); the musician resumes it. Server-side words the fan
 * page shows as sent, so they stay out of request-messages.ts and the fan's download.
 */
export const sessionPausedMessage =
  'This show is not taking requests right now: it is paused. Please try again in a little while.';

/** A phone the musician blocked for this show: polite, and never says it was blocked. */
export const notTakingFromYouMessage =
  'This show is not taking more requests from you right now. Thank you for your requests, and enjoy the music!';

/** The show reached the musician's cap on requests. */
export const showFullMessage = 'This show has all the requests it can take tonight. Thank you, and enjoy the music!';
