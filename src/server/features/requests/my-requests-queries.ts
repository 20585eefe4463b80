import type { Db } from '../../db/connection';

/** One phone's requests to one show, oldest first (the device index: session, device, time). */
export function deviceRequests(db: Db, sessionId: number, deviceId: string) {
  return db
    .selectFrom('song_requests')
    .select(['id', 'song_id', 'song_title', 'artist_name', 'status', 'is_premium', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('device_id', '=', deviceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The show's accepted requests: only what orders them, nothing about who sent them. */
export function acceptedRequests(db: Db, sessionId: number) {
  return db
    .selectFrom('song_requests')
    .select(['id', 'song_id', 'is_premium', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('status', '=', 'accepted')
    .execute();
}

export function sessionStatus(db: Db, sessionId: number) {
  return db
    .selectFrom('live_sessions')
    .select(['id', 'status', 'musician_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * What the phones following a show on this instance need after a change, in one read: the show's
 * accepted queue (shared by all of them) and each following phone's own rows, oldest first.
 */
export function requestsForFollowers(db: Db, sessionId: number, deviceIds: readonly string[]) {
  return db
    .selectFrom('song_requests')
    .select(['id', 'device_id', 'song_id', 'song_title', 'artist_name', 'status', 'is_premium', 'created_at'])
    .where('session_id', '=', sessionId)
    .where((eb) =>
      deviceIds.length > 0
        ? eb.or([eb('status', '=', 'accepted'), eb('device_id', 'in', deviceIds)])
        : eb('status', '=', 'accepted'),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
