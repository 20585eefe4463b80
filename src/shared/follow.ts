import { z } from 'zod';
import { followMessages } from './follow-messages';

export { followMessages } from './follow-messages';

/** A fan follows a musician by e-mail (double opt-in: a confirmation link comes first). */
export const followBody = z.strictObject({
  email: z
    .string({ error: followMessages.invalidEmail })
    .trim()
    .max(254, followMessages.invalidEmail)
    .pipe(z.email(followMessages.invalidEmail)),
});

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
});
export type FollowerCounts = z.infer<typeof followerCounts>;

/** The links of a follower's e-mails open the artist's page, which asks for the one click. */
export const followLinkPath = (qrCodeId: string, action: 'confirm' | 'stop', token: string) =>
  `/artist/${encodeURIComponent(qrCodeId)}?follow=${action}&token=${encodeURIComponent(token)}`;
