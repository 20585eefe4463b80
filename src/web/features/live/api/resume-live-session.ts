import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

/** Spec 2 §4: a session an admin paused is resumed by its musician. */
export async function resumeLiveSession(sessionId: number): Promise<LiveSession> {
  const { session } = await api.POST('/api/sessions/live/{id}/resume', { path: { id: sessionId } });
  return session;
}
