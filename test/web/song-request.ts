import type { SongRequest } from '../../src/shared/live';

/** A fan's request as the musician's queue holds it, for the web's own tests; `changes` set what a test is about. */
export function songRequest(id: number, changes: Partial<SongRequest> = {}): SongRequest {
  return {
    id,
    session_id: 7,
    song_title: `Song ${id}`,
    artist_name: null,
    fan_name: null,
    message: null,
    tip_amount: 0,
    price_amount: 0,
    is_premium: 0,
    status: 'pending',
    created_at: '2026-11-26T20:01:00.000Z',
    updated_at: '2026-11-26T20:01:00.000Z',
    ...changes,
  };
}
