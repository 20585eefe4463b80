import { QUARTER_HOUR_MS, type ShowSummary } from '../../../shared/live/show-history';
import type { QueuedRequest } from '../../../shared/live';

const TOP_SONGS = 5;

/**
 * The night's figures from its requests (a show has hundreds at most, so this is done here rather
 * than in four SQL aggregates on two dialects). Songs count together by their song identity (case,
 * accents, punctuation and a missing artist folded: shared/songs/song-key.ts), named as the first request
 * with an artist spelled them; the busiest quarter-hour is a clock quarter (21:15–21:30), earliest on a tie.
 */
export function summariseShow(
  requests: readonly QueuedRequest[],
  money: { tips: number; prices: number },
): ShowSummary {
  const songs = new Map<string, { song_title: string; artist_name: string | null; requests: number }>();
  const quarters = new Map<number, number>();
  for (const request of requests) {
    const song = songs.get(request.song_key) ?? {
      song_title: request.song_title,
      artist_name: request.artist_name,
      requests: 0,
    };
    song.requests += 1;
    if (!song.artist_name && request.artist_name) {
      song.song_title = request.song_title;
      song.artist_name = request.artist_name;
    }
    songs.set(request.song_key, song);
    const quarter = Math.floor(Date.parse(request.created_at) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    quarters.set(quarter, (quarters.get(quarter) ?? 0) + 1);
  }
  let busiest: { starts_at: string; requests: number } | null = null;
  for (const [start, count] of [...quarters].sort(([a], [b]) => a - b)) {
    if (!busiest || count > busiest.requests) busiest = { starts_at: new Date(start).toISOString(), requests: count };
  }
  return {
    total_requests: requests.length,
    played_count: requests.filter((r) => r.status === 'played').length,
    declined_count: requests.filter((r) => r.status === 'declined').length,
    total_tips: money.tips,
    total_prices: money.prices,
    top_songs: [...songs.values()].sort((a, b) => b.requests - a.requests).slice(0, TOP_SONGS),
    busiest_quarter_hour: busiest,
  };
}
