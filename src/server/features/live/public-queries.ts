import type { ActiveSession } from '../../../shared/live/public';
import type { Db } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';

/** A show is on while active or paused (fans see its requests paused, not the show gone). */
const ON_STAGE = ['active', 'paused'] as const;

/** Kysely's build of the fans' list of shows; compiled once below, and also run as built by its test. */
export const activeSessionsQuery = (db: Db) =>
  db
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
      's.status',
      's.repertoire_only',
    ])
    .where('s.status', 'in', ON_STAGE)
    .where('u.is_active', '=', 1)
    .where('p.public_profile_enabled', '=', 1)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('platform_settings').select('id').where('id', '=', 1).where('public_sessions_enabled', '=', 1),
      ),
    )
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(200);

/** Read whenever the kept list is stale: compiled once (db/prepared.ts); it takes no parameters. */
const activeSessionsPrepared = preparedQuery([], activeSessionsQuery);

/**
 * Live sessions fans can see: on stage (active, or paused for a while), of active musicians whose
 * profile is public, newest first; none while the admin's 'public sessions' switch is off (a show
 * is then reached by its QR code only).
 */
export async function listActiveSessions(db: Db): Promise<ActiveSession[]> {
  const rows = await activeSessionsPrepared(db, {});
  return rows.map(({ status, repertoire_only, ...show }) => ({
    ...show,
    requests_paused: status === 'paused',
    repertoire_only: repertoire_only === 1,
  }));
}

export async function findActiveSessionOfMusician(db: Db, musicianId: number) {
  const row = await db
    .selectFrom('live_sessions')
    .select(['id', 'venue_name', 'session_name', 'started_at', 'status', 'repertoire_only'])
    .where('musician_id', '=', musicianId)
    .where('status', 'in', ON_STAGE)
    .executeTakeFirst();
  if (!row) return undefined;
  const { status, repertoire_only, ...session } = row;
  return { ...session, requests_paused: status === 'paused', repertoire_only: repertoire_only === 1 };
}
