import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { songKey } from '../../../shared/songs';

/**
 * Finds the catalogue song for a requested title and artist (case- and space-insensitive), adding
 * it when new, and counts the request in its totals. Call inside the request's transaction.
 */
export async function recordSongRequest(
  trx: Db,
  input: { songTitle: string; artistName: string | null; musicianId: number; at: string },
): Promise<number> {
  // One statement, not four: a new song is inserted with its first request counted; a known one
  // counts the request, and counts the musician too unless they were asked for it before.
  const song = await trx
    .insertInto('songs')
    .values({
      song_title: input.songTitle,
      artist_name: input.artistName,
      title_key: songKey(input.songTitle),
      artist_key: songKey(input.artistName),
      total_requests: 1,
      unique_musicians: 1,
      last_requested_at: input.at,
      created_at: input.at,
      updated_at: input.at,
    })
    .onConflict((oc) =>
      oc.columns(['title_key', 'artist_key']).doUpdateSet({
        total_requests: sql`songs.total_requests + 1`,
        unique_musicians: sql`songs.unique_musicians + case when exists (
          select 1 from song_requests r where r.song_id = songs.id and r.musician_id = ${input.musicianId}
        ) then 0 else 1 end`,
        last_requested_at: input.at,
        updated_at: input.at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return song.id;
}

/** Keeps times_played in step with a request entering or leaving the played state. */
export async function adjustTimesPlayed(trx: Db, songId: number | null, delta: 1 | -1): Promise<void> {
  if (songId === null) return;
  await trx
    .updateTable('songs')
    .set({
      times_played:
        delta > 0 ? sql`times_played + 1` : sql`case when times_played > 0 then times_played - 1 else 0 end`,
    })
    .where('id', '=', songId)
    .execute();
}
