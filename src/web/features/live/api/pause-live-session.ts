import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

/** Issue 16: the musician stops taking requests for a while; the show stays live. */
export async function pauseLiveSession(sessionId: number): Promise<LiveSession> {
  const { session } = await api.post<{ success: boolean; session: LiveSession }>(
    `/api/sessions/live/${sessionId}/pause`,
  );
  return session;
}
