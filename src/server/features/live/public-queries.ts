import type { Db } from '../../db/connection';

/**
 * Live sessions fans can see: active (not paused or ended), of active musicians whose profile is
 * public, newest first; none while the admin's 'public sessions' switch is off (a show is then
 * reached by its QR code only).
 */
export function listActiveSessions(db: Db) {
  return db
    .selectFrom('live_sessions as s')
    .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      's.id',
      'p.stage_name',
      'p.profile_photo_url',
      'p.bio',
      's.venue_name',
      's.session_name',
      's.started_at',
      'p.instagram_handle',
      'p.qr_code_id',
    ])
    .where('s.status', '=', 'active')
    .where('u.is_active', '=', 1)
    .where('p.public_profile_enabled', '=', 1)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('platform_settings').select('id').where('id', '=', 1).where('public_sessions_enabled', '=', 1),
      ),
    )
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
}

export function findActiveSessionOfMusician(db: Db, musicianId: number) {
  return db
    .selectFrom('live_sessions')
    .select(['id', 'venue_name', 'session_name', 'started_at'])
    .where('musician_id', '=', musicianId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
