import type { LiveSession } from '../../src/shared/live';

/** The musician's open show as the live queue holds it, for the web's own tests; `changes` set what a test is about. */
export function liveSession(changes: Partial<LiveSession> = {}): LiveSession {
  return {
    id: 7,
    venue_name: 'The Blue Lamp',
    session_name: 'Friday Night',
    location_address: null,
    status: 'active',
    paused_by: null,
    max_requests: null,
    repertoire_only: 0,
    started_at: '2026-11-26T20:00:00.000Z',
    planned_end_at: null,
    queue_order: 'premium',
    now_playing_id: null,
    undo_label: null,
    screen_shows_fans: 0,
    fans_back_songs: 1,
    ...changes,
  };
}
