import { z } from 'zod';
import { comingUpSong } from '../live/night';

export { backingMessages } from './backing-messages';

/**
 * Fans back each other's songs: the request page lists the songs asked for tonight with how many
 * asked, and a phone adds its "+1" (a request for that song, one per phone per song). The list
 * carries song titles only, in the catalogue's spelling, and this phone's own part; never another
 * fan's name, message or phone.
 */

export const showSong = z.object({
  /** The song's identity tonight (shared/songs/song-key.ts): what a +1 names. */
  song_key: z.string(),
  song_title: z.string(),
  artist_name: z.string().nullable(),
  /** How many requests are waiting for it, +1s included. */
  count: z.number(),
  /** This phone's part: a +1 it may take back, a request it sent itself, or none. */
  mine: z.enum(['backed', 'asked']).nullable(),
});
export type ShowSong = z.infer<typeof showSong>;

export const showSongs = z.object({
  session: z.object({ id: z.number(), status: z.enum(['active', 'paused', 'ended']) }),
  /** Whether the show takes +1s now (the musician's switch, a free show, not ended). */
  is_open: z.boolean(),
  songs: z.array(showSong),
  /** The next songs of the night, when the musician shows them (decision 043); null: not shown. */
  coming_up: z.array(comingUpSong).nullable(),
});
export type ShowSongs = z.infer<typeof showSongs>;

export const backingBody = z.strictObject({
  song_key: z
    .string({ error: 'Choose a song to back' })
    .min(1, 'Choose a song to back')
    .max(1000, 'That song is not on tonight’s list'),
});

export const fansBackSongsBody = z.strictObject({
  fans_back_songs: z.boolean({ error: 'fans_back_songs must be true or false' }),
});
