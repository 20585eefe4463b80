import { z } from 'zod';

/**
 * "Buzz me when it's next" (docs/decisions/033): a phone hands the server its browser's Web Push
 * subscription for one show, and is told when one of its songs is up next and when it is playing.
 */

export const pushMessages = {
  unavailable: 'Buzzing phones is not set up on this server.',
  endpointRefused: 'That push address is not one this server sends to.',
  badKeys: 'The push subscription’s keys are not valid.',
  nothingRequested: 'Send a request to this show first: the buzz is for your songs.',
  notSubscribed: 'This phone is not being buzzed for this show.',
  artistNotFound: 'Artist not found',
  notFollowing: 'This browser does not follow the artist by push.',
} as const;

/** base64url, no padding (browsers give it so; padding is accepted and ignored). */
const base64url = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${what} is required` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}=*$`), `${what} must be ${bytes} bytes, base64url`);
};

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(2048, 'endpoint must be at most 2048 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The phone's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65, 'keys.p256dh'),
    /** The phone's authentication secret (16 bytes). */
    auth: base64url(16, 'keys.auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushEndpointQuery = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).min(1, 'endpoint is required').max(2048),
});

export const pushPublicKey = z.object({
  /** The server's VAPID public key (base64url): the browser's `applicationServerKey`. */
  public_key: z.string(),
});

/**
 * What a push carries, and all it carries: which of the phone's songs and where it stands, and the
 * page to open. Never a fan's name, message or phone.
 */
export const requestPushPayload = z.strictObject({
  status: z.enum(['up_next', 'playing_now']),
  song_title: z.string(),
  url: z.string(),
});
export type RequestPushPayload = z.infer<typeof requestPushPayload>;

/** "Live now" to a musician's push followers: who, where, and the page to send a request from. */
export const livePushPayload = z.strictObject({
  status: z.literal('live_now'),
  stage_name: z.string(),
  venue_name: z.string(),
  url: z.string(),
});
export type LivePushPayload = z.infer<typeof livePushPayload>;
