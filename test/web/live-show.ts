import type { ActiveSession } from '../../src/shared/live/public';

/** A live show as the fan pages' list holds it, for the web's own tests; `changes` set what a test is about. */
export function liveShow(changes: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: 31,
    stage_name: 'Luna Ray',
    profile_photo_url: null,
    bio: null,
    venue_name: 'The Blue Lamp',
    session_name: 'Live Session',
    started_at: '2026-11-26T20:00:00.000Z',
    instagram_handle: null,
    qr_code_id: 'qr-luna',
    requests_paused: false,
    repertoire_only: false,
    ...changes,
  };
}
