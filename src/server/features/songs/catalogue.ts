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
  const titleKey = songKey(input.songTitle);
  const artistKey = songKey(input.artistName);
  await trx
    .insertInto('songs')
    .values({
      song_title: input.songTitle,
      artist_name: input.artistName,
      title_key: titleKey,
      artist_key: artistKey,
      created_at: input.at,
      updated_at: input.at,
    })
    .onConflict((oc) => oc.columns(['title_key', 'artist_key']).doNothing())
    .execute();
  const song = await trx
    .selectFrom('songs')
    .select('id')
    .where('title_key', '=', titleKey)
    .where('artist_key', '=', artistKey)
    .executeTakeFirstOrThrow();

  const requestedBefore = await trx
    .selectFrom('song_requests')
    .select('id')
    .where('song_id', '=', song.id)
    .where('musician_id', '=', input.musicianId)
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('songs')
    .set({
      total_requests: sql`total_requests + 1`,
      unique_musicians: requestedBefore ? sql`unique_musicians` : sql`unique_musicians + 1`,
      last_requested_at: input.at,
      updated_at: input.at,
    })
    .where('id', '=', song.id)
    .execute();
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
