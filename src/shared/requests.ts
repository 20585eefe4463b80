import { z } from 'zod';
import { REQUEST_FIELD_LIMITS as limits, requestMessages } from './request-messages';

export { REQUEST_FIELD_LIMITS, requestMessages } from './request-messages';

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** Spec 1 §3 "Request payload": fan_name, song_title, artist_name, message. */
export const songRequestBody = z.strictObject({
  song_title: z
    .string({ error: requestMessages.songTitleRequired })
    .trim()
    .min(1, requestMessages.songTitleRequired)
    .max(limits.songTitle, `The song title must be at most ${limits.songTitle} characters`),
  artist_name: optionalText(limits.artistName, 'The artist name'),
  fan_name: optionalText(limits.fanName, 'Your name'),
  message: optionalText(limits.message, 'The message'),
});
export type SongRequestBody = z.infer<typeof songRequestBody>;
