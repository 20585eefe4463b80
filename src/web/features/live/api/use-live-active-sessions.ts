import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import {
  ACTIVE_SESSIONS_REFRESH_MS,
  activeSessionsQueryKey,
  useActiveSessions,
  type ActiveSession,
} from './get-active-sessions';

const STREAM_URL = '/api/sessions/active/stream';

function sessionIdOf(data: unknown): number | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : undefined;
}

/**
 * The live-shows list kept current by the server's stream: a snapshot on (re)connect, then shows
 * going live (re-read, since the event carries only the id), pausing or resuming its requests, or
 * ending (dropped at once). While the
 * stream is down the spec's 30 s polling takes over (spec 1 §9).
 */
export function useLiveActiveSessions() {
  const queryClient = useQueryClient();
  const setPaused = (data: unknown, requestsPaused: boolean) => {
    const id = sessionIdOf(data);
    queryClient.setQueryData<ActiveSession[]>(activeSessionsQueryKey, (sessions) =>
      sessions?.map((session) => (session.id === id ? { ...session, requests_paused: requestsPaused } : session)),
    );
  };
  const reread = () => void queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
  const { isConnected } = useEventStream(STREAM_URL, {
    snapshot: (data) => {
      if (Array.isArray(data)) queryClient.setQueryData<ActiveSession[]>(activeSessionsQueryKey, data);
    },
    'session.started': reread,
    // What a show takes changed (repertoire only, issue 16): the event carries only the id.
    'session.updated': reread,
    'session.paused': (data) => setPaused(data, true),
    'session.resumed': (data) => setPaused(data, false),
    'session.ended': (data) => {
      const id = sessionIdOf(data);
      if (id === undefined) return;
      queryClient.setQueryData<ActiveSession[]>(activeSessionsQueryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
  });
  const sessions = useActiveSessions({ refetchInterval: isConnected ? false : ACTIVE_SESSIONS_REFRESH_MS });
  return { sessions, isStreaming: isConnected };
}
