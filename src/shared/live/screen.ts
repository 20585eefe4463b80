import { z } from 'zod';
import { comingUpSong } from './night';

/** How many songs of Up Next the venue screen lists, and of 'requested tonight'. */
export const SCREEN_UP_NEXT = 5;
export const SCREEN_TOP_SONGS = 5;

const screenSong = z.object({
  song_title: z.string(),
  artist_name: z.string().nullable(),
  /** How many asked for it tonight (merged by song identity). */
  requests: z.number().int(),
  /** Only when the musician lets the screen show fans for this show; otherwise null. */
  fan_name: z.string().nullable(),
  message: z.string().nullable(),
});
export type ScreenSong = z.infer<typeof screenSong>;

/**
 * What the venue screen (/screen/{qr}) shows, read for it alone from public data: the
 * musician, the show, the song playing, the next few, and what the room asked for tonight. A
 * fan's name or message appears only when the musician switches that on for the show.
 */
export const screenState = z.object({
  musician: z.object({ stage_name: z.string(), qr_code_id: z.string() }),
  show: z
    .object({
      id: z.number(),
      venue_name: z.string(),
      session_name: z.string(),
      requests_paused: z.boolean(),
      now_playing: screenSong.nullable(),
      up_next: z.array(screenSong),
      requested_tonight: z.number().int(),
      top_songs: z.array(screenSong),
      /** The next songs of the night, when the musician shows them (decision 043); null: not shown. */
      coming_up: z.array(comingUpSong).nullable(),
    })
    .nullable(),
});
export type ScreenState = z.infer<typeof screenState>;
