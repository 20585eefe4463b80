import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SongRequest } from '../../../shared/live';
import { queueSessionUpdate, queueStageUpdate } from '../../../shared/live/queue-events';
import { useEventStream } from '../../lib/use-event-stream';
import { blockedPhonesQueryKey } from './api/phone-blocks';
import { nightQueryRoot } from './api/night';
import { dropRequest, getLiveQueue, liveQueueQueryKey, mergeRequest, type LiveQueue } from './api/get-live-queue';

const STREAM_URL = '/api/sessions/live/requests/stream';

/** Spec 2 §9: the request list refreshes every 3 s; here only while the stream is down. */
export const QUEUE_POLL_MS = 3000;

function isRequest(data: unknown): data is SongRequest {
  return typeof data === 'object' && data !== null && typeof (data as SongRequest).id === 'number';
}

interface LiveQueueOptions {
  isEnabled: boolean;
  /** Off: neither the stream nor polling; the musician refreshes by hand. */
  isAutoRefreshOn: boolean;
  /** The server says the session ended (here, in another tab, or by an admin). */
  onSessionEnded: () => void;
}

/**
 * The musician's live queue: pushed by the server's stream (a snapshot on every (re)connect, then
 * each new request and status change), with the spec's 3 s polling as the fallback while the
 * stream is down (DESIGN.md "Real time").
 */
export function useLiveQueue({ isEnabled, isAutoRefreshOn, onSessionEnded }: LiveQueueOptions) {
  const queryClient = useQueryClient();
  const merge = (data: unknown) => {
    if (isRequest(data)) queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => mergeRequest(queue, data));
  };
  const { isConnected } = useEventStream(isEnabled && isAutoRefreshOn ? STREAM_URL : null, {
    snapshot: (data) => {
      const snapshot = data as Partial<LiveQueue> | null;
      if (!snapshot?.session) {
        onSessionEnded();
        return;
      }
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, {
        session: snapshot.session,
        requests: snapshot.requests ?? [],
      });
      // A reconnect may have missed a stage event: read the night again too.
      void queryClient.invalidateQueries({ queryKey: nightQueryRoot });
    },
    'request.created': merge,
    'request.updated': merge,
    // A fan took back their +1 while it was waiting.
    'request.withdrawn': (data) => {
      const withdrawn = data as { id?: unknown; session_id?: unknown } | null;
      if (typeof withdrawn?.id !== 'number' || typeof withdrawn.session_id !== 'number') return;
      const change = { id: withdrawn.id, session_id: withdrawn.session_id };
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => dropRequest(queue, change));
    },
    // An administrator paused the show, or the musician resumed it (elsewhere).
    'session.updated': (data) => {
      const parsed = queueSessionUpdate.safeParse(data);
      if (!parsed.success || parsed.data.status === 'ended') return;
      // Absent settings are absent here too: each keeps its value.
      const { id, ...change } = parsed.data;
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) =>
        queue && queue.session.id === id ? { ...queue, session: { ...queue.session, ...change } } : queue,
      );
    },
    // The stage changed on one of the musician's devices: the order, the song playing, what Undo takes back.
    'session.stage': (data) => {
      // The night moved on (a song played, skipped or slotted, or Undo of one) on some device:
      // read it again whatever else the event says.
      void queryClient.invalidateQueries({ queryKey: nightQueryRoot });
      const parsed = queueStageUpdate.safeParse(data);
      if (!parsed.success) return;
      const { id, ...stage } = parsed.data;
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) =>
        queue && queue.session.id === id ? { ...queue, session: { ...queue.session, ...stage } } : queue,
      );
      // A phone blocked or unblocked (or Undo of it) is a stage action too.
      void queryClient.invalidateQueries({ queryKey: blockedPhonesQueryKey });
    },
    'session.ended': (data) => {
      const current = queryClient.getQueryData<LiveQueue>(liveQueueQueryKey);
      const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
      if (!current || id === current.session.id) onSessionEnded();
    },
  });

  const query = useQuery({
    queryKey: liveQueueQueryKey,
    queryFn: ({ signal }) => getLiveQueue(signal),
    enabled: isEnabled,
    staleTime: 0,
    refetchInterval: isAutoRefreshOn && !isConnected ? QUEUE_POLL_MS : false,
    refetchOnWindowFocus: isAutoRefreshOn,
  });
  return { query, isStreaming: isConnected };
}
