import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/like';
import type { Database } from '../../db/types';
import { songKey, SONG_SEARCH_MAX_RESULTS } from '../../../shared/songs';

/**
 * A song a fan typed becomes public only once someone other than that fan vouched for it
 * (docs/decisions/004-public-song-curation.md): this many different phones asked for it.
 */
export const PUBLIC_SONG_MIN_DEVICES = 3;

type SongScope = ExpressionBuilder<Database & { s: Database['songs'] }, 's'>;

/** Requests of the song `s` that count in public: those to musicians whose profile is public. */
const publicRequestsOf = (eb: SongScope) =>
  eb
    .selectFrom('song_requests as pr')
    .innerJoin('musician_profiles as pp', 'pp.id', 'pr.musician_id')
    .where('pp.public_profile_enabled', '=', 1)
    .whereRef('pr.song_id', '=', 's.id');

/**
 * Whether the catalogue song `s` may be shown to fans: it is in the curated catalogue, a
 * musician with a public profile accepted or played it, or several different phones requested it
 * from such musicians. Anything else is one fan's raw text and stays out of other fans' sight.
 * A song an admin hid is never shown.
 */
const isPublicSong = (eb: SongScope) =>
  eb.and([
    eb('s.is_hidden', '=', 0),
    eb.or([
      eb('s.is_curated', '=', 1),
      eb.exists(publicRequestsOf(eb).select('pr.id').where('pr.status', 'in', ['accepted', 'played'])),
      eb(
        publicRequestsOf(eb).select((inner) => inner.fn.count<number>('pr.device_id').distinct().as('devices')),
        '>=',
        PUBLIC_SONG_MIN_DEVICES,
      ),
    ]),
  ]);

/** The musician of a show still on, and whether it takes only their repertoire. */
export function findShowOnStage(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .select(['musician_id', 'repertoire_only'])
    .where('id', '=', sessionId)
    .where('status', '<>', 'ended')
    .executeTakeFirst();
}

export async function searchSongs(db: Db, query: string) {
  const needle = containsPattern(songKey(query));
  return db
    .selectFrom('songs as s')
    .select(['s.song_title', 's.artist_name'])
    .where(sql<boolean>`(s.title_key like ${needle} escape '\\' or s.artist_key like ${needle} escape '\\')`)
    .where(isPublicSong)
    .orderBy('s.total_requests', 'desc')
    .orderBy('s.song_title')
    .limit(SONG_SEARCH_MAX_RESULTS)
    .execute();
}

/**
 * Trending songs from the public requests made in a window (all of them for 'all'): how often,
 * how much was tipped, how often played and by how many musicians. Requests to private profiles
 * and songs nobody vouched for are left out.
 */
export async function trendingSongs(db: Db, since: string | null, limit: number) {
  let query = db
    .selectFrom('song_requests as r')
    .innerJoin('musician_profiles as p', 'p.id', 'r.musician_id')
    .innerJoin('songs as s', 's.id', 'r.song_id')
    .where('p.public_profile_enabled', '=', 1)
    .where(isPublicSong)
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

/**
 * The catalogue's spelling of these songs (the first one requested) and whether each may be shown
 * to fans by the rule above: what tonight's list of songs on the request page may carry.
 */
export function catalogueSpellings(db: Db, songIds: readonly number[]) {
  if (songIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('songs as s')
    .select((eb) => ['s.id', 's.song_title', 's.artist_name', isPublicSong(eb).as('is_public')])
    .where('s.id', 'in', songIds)
    .execute();
}
