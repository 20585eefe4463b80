import { z } from 'zod';

/** Spec 1 §5 request form and §8 request-submit catalogue. */
export const requestMessages = {
  selectShow: 'Please select a live show first',
  songTitleRequired: 'Please enter a song title',
  sessionNotActive: 'This live session is no longer active. Please refresh the page and select an active session.',
  invalidData: 'Invalid request data. Please check your input and try again.',
  serverError: 'Server error occurred. Please try again in a moment.',
  staleSession: 'The selected show is no longer active. Please refresh the page and select an active show.',
  failed: 'Failed to submit request. Please try again.',
  unreachable: 'Unable to connect to the server. Please check your internet connection and try again.',
  sameSongRecently:
    'You already requested this song for this show in the last 30 minutes. The artist has it — try another song!',
  tooManyFromDevice: 'You have sent a lot of requests to this show. Please wait a few minutes before sending another.',
  tooManyFromNetwork: 'This venue’s network has sent a lot of requests. Please wait a few minutes and try again.',
} as const;

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
    .max(200, 'The song title must be at most 200 characters'),
  artist_name: optionalText(200, 'The artist name'),
  fan_name: optionalText(80, 'Your name'),
  message: optionalText(500, 'The message'),
});
export type SongRequestBody = z.infer<typeof songRequestBody>;
