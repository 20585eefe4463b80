import { z } from 'zod';
import { liveSession } from './index';
import { playedSong } from './night';
import { pricedQueuedRequest } from '../requests/priced-request';

/** 'The night, kept': a musician's past shows, each with its figures and requests. */

export const pastShow = z.object({
  id: z.number(),
  venue_name: z.string(),
  session_name: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  total_requests: z.number().int(),
  played_count: z.number().int(),
  /** Pence: the tips fans gave, and apart from them the request prices paid (played or accepted). */
  total_tips: z.number().int(),
  total_prices: z.number().int(),
});
export type PastShow = z.infer<typeof pastShow>;

export const showSummary = z.object({
  total_requests: z.number().int(),
  played_count: z.number().int(),
  declined_count: z.number().int(),
  /** Pence: tips, and apart from them the request prices paid (as the live manager counts them). */
  total_tips: z.number().int(),
  total_prices: z.number().int(),
  /** The most requested songs, most first (at most five). */
  top_songs: z.array(z.object({ song_title: z.string(), artist_name: z.string().nullable(), requests: z.number() })),
  /** The quarter-hour (on the clock: :00, :15, :30, :45) with the most requests, or null without any. */
  busiest_quarter_hour: z.object({ starts_at: z.string(), requests: z.number().int() }).nullable(),
});
export type ShowSummary = z.infer<typeof showSummary>;

/** One stage action of the show and the member who made it (by name, never an e-mail address). */
export const stageLogEntry = z.object({ at: z.string(), member_name: z.string(), action: z.string() });
export type StageLogEntry = z.infer<typeof stageLogEntry>;

export const showReport = z.object({
  session: liveSession,
  summary: showSummary,
  requests: z.array(pricedQueuedRequest),
  /** Every stage action of the show, oldest first, with who made it (decision 035: the show's log). */
  stage_log: z.array(stageLogEntry),
  /** The night's played list: set songs and requests in the order they were played (decision 043). */
  played: z.array(playedSong),
});
export type ShowReport = z.infer<typeof showReport>;

/** The busiest-quarter-hour figure counts requests in clock quarters of this length. */
export const QUARTER_HOUR_MS = 15 * 60_000;

/** How many past shows one page of the history lists, newest first. */
export const SHOW_HISTORY_LIMIT = 100;

/** The next page starts after the oldest show of the last one (`before`: its id). */
export const pastShowsQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const pastShowsPage = z.object({
  shows: z.array(pastShow),
  /** More, older shows follow: ask again with `before` set to the last show's id. */
  has_more: z.boolean(),
});
export type PastShowsPage = z.infer<typeof pastShowsPage>;
