import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveSession, SongRequest } from '../../../shared/live';
import { isQueueOrder } from '../../../shared/queue-order';
import { useEventStream } from '../../lib/use-event-stream';
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
      const change = data as {
        id?: unknown;
        status?: unknown;
        paused_by?: unknown;
        repertoire_only?: unknown;
        fans_back_songs?: unknown;
        max_requests?: unknown;
      } | null;
      if (change?.status !== 'paused' && change?.status !== 'active') return;
      const status = change.status;
      const pausedBy = change.paused_by === 'musician' || change.paused_by === 'admin' ? change.paused_by : null;
      // Present when the show's repertoire-only switch changed.
      const repertoireOnly =
        change.repertoire_only === 0 || change.repertoire_only === 1 ? change.repertoire_only : null;
      // Present when the fans' +1 switch changed.
      const fansBackSongs =
        change.fans_back_songs === 0 || change.fans_back_songs === 1 ? change.fans_back_songs : null;
      // Present when the request cap changed; null lifts it.
      const hasCap = Object.hasOwn(change, 'max_requests');
      const maxRequests = typeof change.max_requests === 'number' ? change.max_requests : null;
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) =>
        queue && queue.session.id === change.id
          ? {
              ...queue,
              session: {
                ...queue.session,
                status,
                paused_by: pausedBy,
                repertoire_only: repertoireOnly ?? queue.session.repertoire_only,
                fans_back_songs: fansBackSongs ?? queue.session.fans_back_songs,
                max_requests: hasCap ? maxRequests : queue.session.max_requests,
              },
            }
          : queue,
      );
    },
    // The stage changed on one of the musician's devices: the order, the song playing, what Undo takes back.
    'session.stage': (data) => {
      const change = data as Partial<LiveSession> | null;
      if (!change || typeof change.id !== 'number' || !isQueueOrder(change.queue_order)) return;
      const stage = {
        queue_order: change.queue_order,
        now_playing_id: typeof change.now_playing_id === 'number' ? change.now_playing_id : null,
        undo_label: typeof change.undo_label === 'string' ? change.undo_label : null,
        screen_shows_fans: change.screen_shows_fans === 1 ? 1 : 0,
      };
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) =>
        queue && queue.session.id === change.id ? { ...queue, session: { ...queue.session, ...stage } } : queue,
      );
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
