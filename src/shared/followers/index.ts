import { z } from 'zod';
import { FOLLOWER_NEAR_MAX, followMessages } from './follow-messages';

export { FOLLOWER_NEAR_MAX, followMessages } from './follow-messages';

/**
 * A fan follows a musician by e-mail (double opt-in: a confirmation link comes first), optionally
 * saying where they are (a town or postcode area) to hear of gigs there, or asking for every gig.
 */
export const followBody = z.strictObject({
  email: z
    .string({ error: followMessages.invalidEmail })
    .trim()
    .max(254, followMessages.invalidEmail)
    .pipe(z.email(followMessages.invalidEmail)),
  near: z
    .string({ error: followMessages.invalidNear })
    .trim()
    .max(FOLLOWER_NEAR_MAX, followMessages.invalidNear)
    .nullish()
    .transform((value) => value || null),
  all_gigs: z.boolean({ error: followMessages.invalidAllGigs }).optional().default(false),
});
export type FollowBody = z.input<typeof followBody>;

/** At most how often one follower hears from the musician (confirmation links aside). */
export const followerMailPaces = ['every_time', 'daily', 'weekly'] as const;
export type FollowerMailPace = (typeof followerMailPaces)[number];

/** The musician's choice of what followers are told, and at most how often. */
export const followerSettings = z.strictObject({
  tell_live: z.boolean({ error: followMessages.invalidSetting }),
  tell_gigs: z.boolean({ error: followMessages.invalidSetting }),
  at_most: z.enum(followerMailPaces, { error: followMessages.invalidPace }),
});
export type FollowerSettings = z.infer<typeof followerSettings>;

/** The signed token of a confirmation or unfollow link. */
export const followTokenBody = z.strictObject({
  token: z.string({ error: followMessages.invalidLink }).max(100, { error: followMessages.invalidLink }),
});

export const followedArtist = z.object({ stage_name: z.string(), qr_code_id: z.string().nullable() });

export const followerCounts = z.object({
  /** Followers who confirmed their address: the ones who hear from the musician. */
  confirmed: z.number(),
  /** Addresses that have not opened their confirmation link yet. */
  pending: z.number(),
  /** Phones that follow by push: told when the musician goes live, with no address to export. */
  by_push: z.number(),
});
export type FollowerCounts = z.infer<typeof followerCounts>;

/** The links of a follower's e-mails open the artist's page, which asks for the one click. */
export const followLinkPath = (qrCodeId: string, action: 'confirm' | 'stop', token: string) =>
  `/artist/${encodeURIComponent(qrCodeId)}?follow=${action}&token=${encodeURIComponent(token)}`;
