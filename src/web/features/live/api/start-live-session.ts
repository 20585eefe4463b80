import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

/** Spec 1 §7 POST /api/sessions/live. Times are ISO instants; empty optionals go as null. */
export interface StartLiveSessionInput {
  venue_name: string;
  session_name: string | null;
  location_address: string | null;
  start_time: string | null;
  end_time: string | null;
  /** The scheduled gig this show starts, when started from its card. */
  gig_id?: number | null;
  /** The setlist the show plays from (a copy of it, decision 043); null or absent: none. */
  setlist_id?: number | null;
}

export async function startLiveSession(input: StartLiveSessionInput): Promise<LiveSession> {
  const { session } = await api.POST('/api/sessions/live', { body: input });
  return session;
}
