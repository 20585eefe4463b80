import { z } from 'zod';

/** Limits of the musician's song list. */
export const REPERTOIRE_LIMITS = {
  title: 200,
  artist: 200,
  songKey: 12,
  notes: 500,
  /** Songs in one musician's list. */
  songs: 5000,
  /** Lines in one CSV import. */
  importLines: 5000,
  /** Characters in one CSV import (about 100 bytes a line). */
  importChars: 600_000,
} as const;

export const repertoireMessages = {
  titleRequired: 'Enter the song title',
  duplicate: 'This song is already in your repertoire',
  notFound: 'Song not found in your repertoire',
  notYours: 'You can only change songs in your own repertoire',
  full: `A repertoire holds at most ${REPERTOIRE_LIMITS.songs} songs. Remove some before adding more.`,
  emptyCsv: 'The file has no songs in it. Put one song per line: title, artist, key, notes.',
  tooManyLines: `Import at most ${REPERTOIRE_LIMITS.importLines} songs at a time`,
  /** To a fan, when a repertoire-only show is asked for a song not on the list. */
  notInRepertoire: 'Tonight the artist plays only songs from their list. Choose one of the suggested songs.',
  emptyRepertoireOnly: 'Add songs to your repertoire (and leave some open to requests) before taking only those.',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const repertoireSongBody = z.strictObject({
  title: z
    .string({ error: repertoireMessages.titleRequired })
    .trim()
    .min(1, repertoireMessages.titleRequired)
    .max(REPERTOIRE_LIMITS.title, `The title must be at most ${REPERTOIRE_LIMITS.title} characters`),
  artist: optionalText(REPERTOIRE_LIMITS.artist, 'The artist'),
  song_key: optionalText(REPERTOIRE_LIMITS.songKey, 'The key'),
  notes: optionalText(REPERTOIRE_LIMITS.notes, 'The notes'),
  is_open: z.boolean({ error: 'Open to requests must be true or false' }).default(true),
});
export type RepertoireSongBody = z.input<typeof repertoireSongBody>;

export const repertoireSong = z.object({
  id: z.number(),
  title: z.string(),
  artist: z.string().nullable(),
  song_key: z.string().nullable(),
  notes: z.string().nullable(),
  /** 1: fans may request it; 0: kept in the list, closed to requests. */
  is_open: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RepertoireSong = z.infer<typeof repertoireSong>;

export const repertoireOpenBody = z.strictObject({
  is_open: z.boolean({ error: 'Open to requests must be true or false' }),
});

export const repertoireImportBody = z.strictObject({
  csv: z
    .string({ error: 'Choose a CSV file to import' })
    .max(REPERTOIRE_LIMITS.importChars, `The file must be at most ${REPERTOIRE_LIMITS.importChars / 1000} KB`),
});

/** One line of an import: what became of it, and why not when it did not. */
export const importLine = z.object({
  line: z.number(),
  title: z.string(),
  artist: z.string().nullable(),
  outcome: z.enum(['added', 'duplicate', 'error']),
  message: z.string().nullable(),
  /** The line as it was typed in the file, so a bad line can be found and fixed. */
  text: z.string(),
});
export type ImportLine = z.infer<typeof importLine>;

export const importReport = z.object({
  /** False for a preview: nothing was saved. */
  saved: z.boolean(),
  added: z.number(),
  duplicates: z.number(),
  errors: z.number(),
  lines: z.array(importLine),
});
export type ImportReport = z.infer<typeof importReport>;

export const repertoireOnlyBody = z.strictObject({
  repertoire_only: z.boolean({ error: 'Repertoire only must be true or false' }),
});
