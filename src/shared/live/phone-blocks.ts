import { z } from 'zod';

// Apart from live.ts: the fan pages import that module and must not pay for the musician's list.

/** One phone blocked for the rest of a show, known to the musician only by what it asked for. */
export const blockedPhone = z.object({
  blocked_at: z.string(),
  /** Its requests at the show, newest first (a phone is blocked from one of them, so there is one at least). */
  requests: z.array(
    z.object({
      id: z.number().int(),
      song_title: z.string(),
      artist_name: z.string().nullable(),
      fan_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type BlockedPhone = z.infer<typeof blockedPhone>;

export const blockedPhones = z.object({ phones: z.array(blockedPhone) });
export type BlockedPhones = z.infer<typeof blockedPhones>;
