import { z } from 'zod';
import { REQUEST_STATUSES } from '../live/live-messages';
import { priceState } from '../tips/price-state';

/**
 * "My requests, live": a fan's own requests to one show as their phone sees them. Only
 * what the fan typed themselves and where it stands; nothing of any other fan, not even a count
 * of their requests beyond the songs ahead of this one.
 */
export const myRequest = z.object({
  id: z.number(),
  song_title: z.string(),
  artist_name: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  /** Once accepted: the other songs the musician will play before this one (0: it is next). */
  songs_ahead: z.number().nullable(),
  /** The musician is playing this song now. */
  is_playing: z.boolean(),
  created_at: z.string(),
  /** The request's price (0: none) and where it is: held until played, then paid or released. */
  price_amount: z.number(),
  price_state: priceState.nullable(),
  /** The price's state in the fan's words ('£2.00 held — you pay only if it's played'); null without one. */
  price_note: z.string().nullable(),
});
export type MyRequest = z.infer<typeof myRequest>;

export const myRequests = z.object({
  session: z.object({ id: z.number(), status: z.enum(['active', 'paused', 'ended']) }),
  requests: z.array(myRequest),
});
export type MyRequests = z.infer<typeof myRequests>;
