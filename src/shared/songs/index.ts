import { z } from 'zod';
import { REQUEST_FIELD_LIMITS } from '../requests/request-messages';

export { SONG_SEARCH_MAX_RESULTS, SONG_SEARCH_MIN_CHARS } from './song-search-limits';
export const TRENDING_DEFAULT_LIMIT = 15;

/** Suggestions are searched as the fan types, so the search takes whatever the title field takes. */
export const SONG_SEARCH_MAX_CHARS = Math.max(REQUEST_FIELD_LIMITS.songTitle, REQUEST_FIELD_LIMITS.artistName);

export const songSearchQuery = z.object({
  q: z
    .string()
    .max(SONG_SEARCH_MAX_CHARS, `The search must be at most ${SONG_SEARCH_MAX_CHARS} characters`)
    .default(''),
  /** The show the fan requests at: its musician's repertoire comes first, or alone. */
  session: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const songSuggestion = z.object({ song_title: z.string(), artist_name: z.string().nullable() });
export type SongSuggestion = z.infer<typeof songSuggestion>;

export const TRENDING_TIMEFRAMES = ['week', 'month', 'all'] as const;
export type TrendingTimeframe = (typeof TRENDING_TIMEFRAMES)[number];

export const trendingQuery = z.object({
  timeframe: z.enum(TRENDING_TIMEFRAMES, { error: 'Timeframe must be week, month or all' }).default('week'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(TRENDING_DEFAULT_LIMIT),
});

/** Spec 1 §3 "Trending song". */
export const trendingSong = z.object({
  song_title: z.string(),
  artist_name: z.string().nullable(),
  request_count: z.number(),
  total_tips: z.number(),
  times_played: z.number(),
  unique_musicians: z.number(),
  last_requested_at: z.string().nullable(),
});
export type TrendingSong = z.infer<typeof trendingSong>;

export { songKey } from './song-key';
