import type { SessionStats } from '../../../../shared/live';
import { api } from '../../../lib/api-client';
import { formatPence } from '../../../lib/format';

export type { SessionStats };

/** Spec 1 §7 / spec 2 §7: ends the session and answers with its totals. */
export async function endLiveSession(sessionId: number): Promise<SessionStats> {
  const { session_stats } = await api.post<{ success: boolean; session_stats: SessionStats }>(
    `/api/sessions/live/${sessionId}/end`,
  );
  return session_stats;
}

/** What a musician is told after ending a session, wherever they ended it. */
export function sessionEndedMessage(stats: SessionStats): string {
  const requests = `${stats.total_requests} request${stats.total_requests === 1 ? '' : 's'}`;
  return `Session ended: ${requests}, ${stats.played_count} played, ${formatPence(stats.total_tips)} in tips.`;
}
