import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { songKey, SONG_SEARCH_MAX_RESULTS } from '../../../shared/songs';

/** LIKE treats % and _ as wildcards; a fan typing them means the characters themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchSongs(db: Db, query: string) {
  const needle = `%${escapeLike(songKey(query))}%`;
  return db
    .selectFrom('songs')
    .select(['song_title', 'artist_name'])
    .where(sql<boolean>`(title_key like ${needle} escape '\\' or artist_key like ${needle} escape '\\')`)
    .orderBy('total_requests', 'desc')
    .orderBy('song_title')
    .limit(SONG_SEARCH_MAX_RESULTS)
    .execute();
}

/**
 * Trending songs from the requests made in a window (all requests for 'all'): how often, how
 * much was tipped, how often played and by how many musicians.
 */
export async function trendingSongs(db: Db, since: string | null, limit: number) {
  let query = db
    .selectFrom('song_requests as r')
    .innerJoin('songs as s', 's.id', 'r.song_id')
    .select((eb) => [
      's.song_title',
      's.artist_name',
      eb.fn.countAll<number>().as('request_count'),
      eb.fn.sum<number>('r.tip_amount').as('total_tips'),
      eb.fn.sum<number>(eb.case().when('r.status', '=', 'played').then(1).else(0).end()).as('times_played'),
      eb.fn.count<number>('r.musician_id').distinct().as('unique_musicians'),
      eb.fn.max('r.created_at').as('last_requested_at'),
    ])
    .groupBy(['s.id', 's.song_title', 's.artist_name'])
    .orderBy('request_count', 'desc')
    .orderBy('total_tips', 'desc')
    .orderBy('last_requested_at', 'desc')
    .limit(limit);
  if (since) query = query.where('r.created_at', '>=', since);
  const rows = await query.execute();
  return rows.map((row) => ({
    song_title: row.song_title,
    artist_name: row.artist_name,
    request_count: Number(row.request_count),
    total_tips: Number(row.total_tips ?? 0),
    times_played: Number(row.times_played ?? 0),
    unique_musicians: Number(row.unique_musicians),
    last_requested_at: row.last_requested_at,
  }));
}
