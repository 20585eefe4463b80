import { z } from 'zod';
import { SETLIST_LIMITS, setlistMessages } from './limits';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const requiredText = (max: number, required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

const setlistName = requiredText(SETLIST_LIMITS.name, setlistMessages.nameRequired, 'The setlist’s name');

/** A song of a set as the editor sends it. */
export const setlistItemBody = z.strictObject({
  title: requiredText(SETLIST_LIMITS.title, setlistMessages.titleRequired, 'A song’s title'),
  artist: optionalText(SETLIST_LIMITS.artist, 'The artist'),
  /** The repertoire song it was picked from; null for a song typed in. */
  repertoire_song_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .nullish()
    .transform((v) => v ?? null),
  length_seconds: z
    .number({ error: setlistMessages.badLength })
    .int(setlistMessages.badLength)
    .min(1, setlistMessages.badLength)
    .max(SETLIST_LIMITS.lengthSeconds, setlistMessages.badLength)
    .nullish()
    .transform((v) => v ?? null),
  song_key: optionalText(SETLIST_LIMITS.songKey, 'The key'),
  note: optionalText(SETLIST_LIMITS.note, 'The note'),
});
export type SetlistItemBody = z.input<typeof setlistItemBody>;

export const setlistSetBody = z.strictObject({
  name: requiredText(SETLIST_LIMITS.setName, setlistMessages.setNameRequired, 'A set’s name'),
  items: z.array(setlistItemBody).max(SETLIST_LIMITS.songs, setlistMessages.tooManySongs),
});

const setsBody = z
  .array(setlistSetBody)
  .min(1, setlistMessages.atLeastOneSet)
  .max(SETLIST_LIMITS.sets, setlistMessages.tooManySets)
  .refine((sets) => sets.reduce((n, set) => n + set.items.length, 0) <= SETLIST_LIMITS.songs, {
    message: setlistMessages.tooManySongs,
  });

/** A new setlist: a name, and its sets (one empty 'Set 1' when none are given). */
export const setlistCreateBody = z.strictObject({
  name: setlistName,
  sets: setsBody.optional(),
});
export type SetlistCreateBody = z.input<typeof setlistCreateBody>;

/** A save of the whole setlist, with the version it was loaded at (decision 043). */
export const setlistSaveBody = z.strictObject({
  version: z.number({ error: 'Say which version of the setlist you changed' }).int().positive(),
  name: setlistName,
  sets: setsBody,
});
export type SetlistSaveBody = z.input<typeof setlistSaveBody>;

export const setlistItem = z.object({
  id: z.number(),
  title: z.string(),
  artist: z.string().nullable(),
  repertoire_song_id: z.number().nullable(),
  length_seconds: z.number().nullable(),
  song_key: z.string().nullable(),
  note: z.string().nullable(),
});
export type SetlistItem = z.infer<typeof setlistItem>;

export const setlistSet = z.object({ id: z.number(), name: z.string(), items: z.array(setlistItem) });
export type SetlistSet = z.infer<typeof setlistSet>;

/** A gig the setlist is planned for. */
export const setlistGig = z.object({
  id: z.number(),
  venue_name: z.string(),
  scheduled_date: z.string(),
  scheduled_start_time: z.string(),
});
export type SetlistGig = z.infer<typeof setlistGig>;

export const setlist = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
  sets: z.array(setlistSet),
  gigs: z.array(setlistGig),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Setlist = z.infer<typeof setlist>;

/** A setlist in the act's list: its name and size, not its songs. */
export const setlistSummary = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
  set_count: z.number(),
  song_count: z.number(),
  gigs: z.array(setlistGig),
  updated_at: z.string(),
});
export type SetlistSummary = z.infer<typeof setlistSummary>;

/** Attach a setlist to a gig, or (null) take it off. */
export const gigSetlistBody = z.strictObject({
  setlist_id: z.number({ error: 'Choose a setlist, or none' }).int().positive().max(2_147_483_647).nullable(),
});
