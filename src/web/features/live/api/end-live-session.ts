import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionStats } from '../../../../shared/live';
import { api } from '../../../lib/api-client';
import { formatPence } from '../../../lib/format';
import { pastShowsQueryKey } from './get-past-shows';
import { activeSessionsQueryKey } from './get-active-sessions';
import { currentLiveSessionQueryKey } from './get-current-live-session';

export type { SessionStats };

/** Spec 1 §7 / spec 2 §7: ends the session and answers with its totals. */
export async function endLiveSession(sessionId: number): Promise<SessionStats> {
  const { session_stats } = await api.POST('/api/sessions/live/{id}/end', { path: { id: sessionId } });
  return session_stats;
}

/** What a musician is told after ending a session, wherever they ended it. */
export function sessionEndedMessage(stats: SessionStats): string {
  const requests = `${stats.total_requests} request${stats.total_requests === 1 ? '' : 's'}`;
  return `Session ended: ${requests}, ${stats.played_count} played, ${formatPence(stats.total_tips)} in tips.`;
}

/**
 * What follows a session ending, however it ended (this page, another device, an administrator):
 * the caches that listed it as open are corrected, and the spec's redirect to the dashboard opens
 * the night's summary there.
 */
export function useShowEndedSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (sessionId: number) => {
      // Spec 1 §4: ended clears the current session.
      queryClient.setQueryData(currentLiveSessionQueryKey, null);
      void queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: pastShowsQueryKey });
      void navigate('/dashboard', { replace: true, state: { sessionEnded: true, endedSessionId: sessionId } });
    },
    [queryClient, navigate],
  );
}
