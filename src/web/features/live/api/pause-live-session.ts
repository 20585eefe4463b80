import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

/** The musician stops taking requests for a while; the show stays live. */
export async function pauseLiveSession(sessionId: number): Promise<LiveSession> {
  const { session } = await api.POST('/api/sessions/live/{id}/pause', { path: { id: sessionId } });
  return session;
}
