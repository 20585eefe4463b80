import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { withSongKeys } from '../../../shared/songs/song-key';

/** The show as tonight's list of songs needs it: its state, the switch, and whether its requests are paid. */
export function showForSongs(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions as s')
    .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
    .select(['s.id', 's.musician_id', 's.status', 's.now_playing_id', 's.fans_back_songs', 'p.custom_pricing_enabled'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The show's requests with their song identity, and the phone behind each: read on the server to
 * say which songs are this phone's, never sent (the list carries titles and counts only).
 */
export async function showSongRequests(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('song_requests')
    .select(['id', 'song_id', 'song_title', 'artist_name', 'status', 'device_id', 'created_at'])
    .where('session_id', '=', sessionId)
    .execute();
  return withSongKeys(rows);
}

/** The +1s of a show (all phones, or one). */
export function showBackings(db: Db, sessionId: number, deviceId?: string) {
  let query = db
    .selectFrom('song_backings')
    .select(['device_id', 'song_key', 'request_id'])
    .where('session_id', '=', sessionId);
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  return query.execute();
}

export function insertBacking(
  db: Db,
  backing: { sessionId: number; deviceId: string; songKey: string; requestId: number; at: string },
) {
  return db
    .insertInto('song_backings')
    .values({
      session_id: backing.sessionId,
      device_id: backing.deviceId,
      song_key: backing.songKey,
      request_id: backing.requestId,
      created_at: backing.at,
    })
    .execute();
}

/**
 * A withdrawn +1 leaves no request behind (its backing row goes with it) and no count in the
 * catalogue's totals: it was a free request with nothing paid, so nothing else refers to it.
 */
export async function deleteBackedRequest(db: Db, request: { id: number; song_id: number | null }) {
  await db.deleteFrom('song_requests').where('id', '=', request.id).execute();
  if (request.song_id !== null) {
    await db
      .updateTable('songs')
      .set({ total_requests: sql`case when total_requests > 0 then total_requests - 1 else 0 end` })
      .where('id', '=', request.song_id)
      .execute();
  }
}
