import { z } from 'zod';
import { adminMessages } from './messages';
import { optionalText } from './fields';

// The Songs Database tab: the catalogue, its figures and its forms.

export const songsQuery = z.object({ search: z.string().trim().max(100).default('') });

export const songBody = z.strictObject({
  song_title: z
    .string({ error: adminMessages.songTitleRequired })
    .trim()
    .min(1, adminMessages.songTitleRequired)
    .max(200, 'The song title must be at most 200 characters'),
  artist_name: optionalText(200),
});
export type SongBody = z.input<typeof songBody>;

export const mergeSongBody = z.strictObject({ into_id: z.number().int().positive().max(2_147_483_647) });
export const hideSongBody = z.strictObject({ hidden: z.boolean() });

export const adminSong = z.object({
  id: z.number(),
  is_hidden: z.boolean(),
  song_title: z.string(),
  artist_name: z.string().nullable(),
  total_requests: z.number().int(),
  total_tips: z.number().int(),
  unique_musicians: z.number().int(),
  times_played: z.number().int(),
  last_requested_at: z.string().nullable(),
});
export type AdminSong = z.infer<typeof adminSong>;

export const songStats = z.object({
  total_songs: z.number().int(),
  total_requests: z.number().int(),
  total_tips: z.number().int(),
  total_played: z.number().int(),
});
export type SongStats = z.infer<typeof songStats>;
