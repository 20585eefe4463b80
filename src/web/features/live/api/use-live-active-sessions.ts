import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import {
  ACTIVE_SESSIONS_REFRESH_MS,
  activeSessionsQueryKey,
  useActiveSessions,
  type ActiveSession,
} from './get-active-sessions';

const STREAM_URL = '/api/sessions/active/stream';

/**
 * The one stream a fan page holds: the live list, plus the phone's own requests to a show when it
 * follows one, and tonight's songs of the show it has chosen.
 */
const streamUrl = (myRequestsOf: number | null, songsOf: number | null) =>
  `${STREAM_URL}?${myRequestsOf === null ? '' : `my_requests=${myRequestsOf}&`}${songsOf === null ? '' : `songs=${songsOf}`}`;

function sessionIdOf(data: unknown): number | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : undefined;
}

/** What the stream said of one show, listed or not (a private profile's show is on no list). */
export type ShowChange = 'ended' | 'paused' | 'resumed' | 'updated';

/**
 * The live-shows list kept current by the server's stream: a snapshot on (re)connect, then shows
 * going live (re-read, since the event carries only the id), pausing or resuming its requests, or
 * ending (dropped at once). While the
 * stream is down the spec's 30 s polling takes over (spec 1 §9). `onShowChange` hears every
 * show's changes by id, including shows the list does not carry. With `fan`, the same stream also
 * carries the phone's own requests to one show and tonight's songs of the show it has chosen (one
 * connection per phone, so a venue's Wi-Fi holds its whole audience), handed to `fan.onState`.
 */
export function useLiveActiveSessions(
  onShowChange?: (id: number, change: ShowChange) => void,
  fan?: {
    myRequestsOf: number | null;
    songsOf: number | null;
    /** A state for one show, named by its event; `data.session.id` says which show. */
    onState: (type: 'my-requests' | 'show-songs', data: unknown) => void;
    /** False while the page cannot yet say which show it follows (its QR code's musician is on its way). */
    isReady: boolean;
  },
) {
  const queryClient = useQueryClient();
  // A fan page opens its stream once it knows what to ask for: the show its QR code names, and the
  // show this phone sent to (remembered, and checked against the live list). Opened at once, the
  // stream was opened again a moment later with those, and sent its snapshot twice.
  const listStatus = queryClient.getQueryState(activeSessionsQueryKey)?.status;
  const isStreamReady = !fan || (fan.isReady && (listStatus === 'success' || listStatus === 'error'));
  const tell = (data: unknown, change: ShowChange) => {
    const id = sessionIdOf(data);
    if (id !== undefined) onShowChange?.(id, change);
  };
  const setPaused = (data: unknown, requestsPaused: boolean) => {
    tell(data, requestsPaused ? 'paused' : 'resumed');
    const id = sessionIdOf(data);
    queryClient.setQueryData<ActiveSession[]>(activeSessionsQueryKey, (sessions) =>
      sessions?.map((session) => (session.id === id ? { ...session, requests_paused: requestsPaused } : session)),
    );
  };
  const reread = () => void queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
  const url = isStreamReady ? streamUrl(fan?.myRequestsOf ?? null, fan?.songsOf ?? null) : null;
  const { isConnected } = useEventStream(url, {
    'my-requests': (data) => fan?.onState('my-requests', data),
    'show-songs': (data) => fan?.onState('show-songs', data),
    snapshot: (data) => {
      if (Array.isArray(data)) queryClient.setQueryData<ActiveSession[]>(activeSessionsQueryKey, data);
    },
    'session.started': reread,
    // What a show takes changed (repertoire only): the event carries only the id.
    'session.updated': (data) => {
      tell(data, 'updated');
      reread();
    },
    'session.paused': (data) => setPaused(data, true),
    'session.resumed': (data) => setPaused(data, false),
    'session.ended': (data) => {
      tell(data, 'ended');
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
