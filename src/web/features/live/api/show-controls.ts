import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

/** Cap this show's requests (null lifts the cap). */
export async function setRequestLimit(sessionId: number, maxRequests: number | null): Promise<LiveSession> {
  const { session } = await api.PUT('/api/sessions/live/{id}/request-limit', {
    path: { id: sessionId },
    body: {
      max_requests: maxRequests,
    },
  });
  return session;
}

/** Take only songs from the repertoire at this show, or any song again. */
export async function setRepertoireOnly(sessionId: number, repertoireOnly: boolean): Promise<LiveSession> {
  const { session } = await api.PUT('/api/sessions/live/{id}/repertoire-only', {
    path: { id: sessionId },
    body: {
      repertoire_only: repertoireOnly,
    },
  });
  return session;
}

/** Let fans see tonight's songs with their counts and back them (+1), or not. */
export async function setFansBackSongs(sessionId: number, fansBackSongs: boolean): Promise<LiveSession> {
  const { session } = await api.PUT('/api/sessions/live/{id}/fans-back-songs', {
    path: { id: sessionId },
    body: { fans_back_songs: fansBackSongs },
  });
  return session;
}
