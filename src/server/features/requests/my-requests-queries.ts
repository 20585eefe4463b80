import type { Db } from '../../db/connection';
import { withSongKeys } from '../../../shared/songs/song-key';

/** One phone's requests to one show, oldest first (the device index: session, device, time). */
export function deviceRequests(db: Db, sessionId: number, deviceId: string) {
  return db
    .selectFrom('song_requests')
    .select([
      'id',
      'song_id',
      'song_title',
      'artist_name',
      'status',
      'is_premium',
      'created_at',
      'price_amount',
      'price_state',
    ])
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The show's requests as far as ordering them goes (the song, for its identity; premium, tip and
 * time, for the order): nothing about who sent them.
 */
export async function orderingRequests(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('song_requests')
    .select(['id', 'song_title', 'artist_name', 'status', 'is_premium', 'tip_amount', 'created_at'])
    .where('session_id', '=', sessionId)
    .execute();
  return withSongKeys(rows);
}

export function sessionStatus(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .select(['id', 'status', 'musician_id', 'queue_order', 'now_playing_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** The own rows of the phones following a show on this instance, in one read, oldest first. */
export function followersRequests(db: Db, sessionId: number, deviceIds: readonly string[]) {
  return db
    .selectFrom('song_requests')
    .select(['id', 'device_id', 'song_title', 'artist_name', 'status', 'created_at', 'price_amount', 'price_state'])
    .where('session_id', '=', sessionId)
    .where('device_id', 'in', deviceIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
