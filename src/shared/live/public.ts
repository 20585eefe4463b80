import { z } from 'zod';
import { gig } from '../gigs';

/** Spec 1 §3 "Live session (active list)". */
export const activeSession = z.object({
  id: z.number(),
  stage_name: z.string(),
  profile_photo_url: z.string().nullable(),
  bio: z.string().nullable(),
  venue_name: z.string(),
  session_name: z.string(),
  started_at: z.string(),
  instagram_handle: z.string().nullable(),
  qr_code_id: z.string(),
  /** The show is on, but the musician (or an administrator) paused its requests. */
  requests_paused: z.boolean(),
  /** Fans may request only songs from the musician's list (the suggestions). */
  repertoire_only: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

/** Spec 1 §3 "Scheduled gig" with the public listing extras (the venue database's link stays private). */
export const publicGig = gig.omit({ venue_id: true, series: true }).extend({
  stage_name: z.string(),
  profile_photo_url: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  qr_code_id: z.string(),
});
export type PublicGig = z.infer<typeof publicGig>;

/** Spec 2 §3 "Musician (public)". music_styles and favorite_singers are JSON text lists. */
export const publicMusician = z.object({
  stage_name: z.string(),
  bio: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  website_url: z.string().nullable(),
  music_styles: z.string(),
  favorite_singers: z.string(),
  total_requests_received: z.number(),
  total_tips_earned: z.number(),
  public_profile_enabled: z.boolean(),
  allow_direct_messages: z.boolean(),
  qr_code_id: z.string(),
  /** The tip chips the request form offers, in pence (the musician's pricing settings). */
  suggested_tips: z.array(z.number()),
  /** Pence a request costs under the musician's custom pricing; null when requests are free. */
  request_prices: z.object({ standard: z.number(), premium: z.number() }).nullable(),
});
export type PublicMusician = z.infer<typeof publicMusician>;

export const musicianByQrResponse = z.object({
  musician: publicMusician,
  active_session: z
    .object({
      id: z.number(),
      venue_name: z.string(),
      session_name: z.string(),
      started_at: z.string(),
      requests_paused: z.boolean(),
      repertoire_only: z.boolean(),
    })
    .nullable(),
});
export type MusicianByQrResponse = z.infer<typeof musicianByQrResponse>;

/** Any text: an id that was never issued is simply not found (404), not a malformed request. */
export const qrCodeIdParam = z.object({ qrCodeId: z.string().max(100) });
