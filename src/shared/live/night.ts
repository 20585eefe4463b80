import { z } from 'zod';
import { nightMessages } from './night-messages';

export { nightMessages, NIGHT_COMING_UP } from './night-messages';

/**
 * The night on stage (decision 043, points 3–5 of issue 45): the show's copy of a setlist is its
 * spine, requests are slotted into it, and every song played goes to the night's played list.
 */

const id = (error: string) => z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** A song of the night: a song of the set, or a fan's request slotted between them. */
export const nightItem = z.object({
  id: z.number(),
  /** The set it came from ('Set 2'); a slotted request takes the set of the song it follows. */
  set_name: z.string(),
  title: z.string(),
  artist: z.string().nullable(),
  /** The musical key the setlist gives ('G'), not the song's identity. */
  musical_key: z.string().nullable(),
  length_seconds: z.number().nullable(),
  note: z.string().nullable(),
  /** The request slotted here; null for a song of the set. */
  request_id: z.number().nullable(),
  state: z.enum(['upcoming', 'played', 'skipped']),
  played_at: z.string().nullable(),
});
export type NightItem = z.infer<typeof nightItem>;

/** One line of the night's played list: what was played, in order, with its time. */
export const playedSong = z.object({
  position: z.number().int(),
  kind: z.enum(['set', 'request']),
  title: z.string(),
  artist: z.string().nullable(),
  /** How many fans' requests it played (a set song someone also asked for counts them; 0: none). */
  requests: z.number().int(),
  played_at: z.string(),
});
export type PlayedSong = z.infer<typeof playedSong>;

/** The night as the live manager shows it. `items` is empty when the show has no setlist. */
export const nightState = z.object({
  session_id: z.number(),
  setlist_name: z.string().nullable(),
  /** The song of the night playing now (a set song or a slotted request), or null. */
  now_playing_item_id: z.number().nullable(),
  /** Fans' page and the venue screen show the next songs of the night. */
  coming_up_public: z.boolean(),
  items: z.array(nightItem),
  played: z.array(playedSong),
});
export type NightState = z.infer<typeof nightState>;

/** What fans and the venue screen see coming up: titles only, never a fan's name. */
export const comingUpSong = z.object({ title: z.string(), artist: z.string().nullable() });
export type ComingUpSong = z.infer<typeof comingUpSong>;

export const nightStartBody = z.strictObject({ setlist_id: id(nightMessages.chooseSetlist) });

/** Play a request next (slotted after the song playing now), or move a song of the set up to next. */
export const nightPlayNextBody = z
  .strictObject({
    request_id: id(nightMessages.chooseSong).optional(),
    item_id: id(nightMessages.chooseSong).optional(),
  })
  .refine((body) => (body.request_id === undefined) !== (body.item_id === undefined), {
    message: nightMessages.chooseSong,
  });

export const nightSlotBody = z.strictObject({
  request_id: id(nightMessages.chooseRequest),
  after_item_id: id(nightMessages.chooseAfter),
});

export const nightItemParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  itemId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const comingUpBody = z.strictObject({
  coming_up_public: z.boolean({ error: 'coming_up_public must be true or false' }),
});

export const playedListSettingBody = z.strictObject({
  publish_played_list: z.boolean({ error: 'publish_played_list must be true or false' }),
});

/** An act's published played lists: its latest shows, each with what was played. */
export const publishedPlayedLists = z.object({
  shows: z.array(
    z.object({
      venue_name: z.string(),
      session_name: z.string(),
      started_at: z.string(),
      played: z.array(playedSong.pick({ title: true, artist: true, played_at: true })),
    }),
  ),
});
export type PublishedPlayedLists = z.infer<typeof publishedPlayedLists>;
