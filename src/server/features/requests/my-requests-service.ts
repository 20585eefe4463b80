import { priceStateText } from '../../../shared/tips/price-state';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { RealtimeEvent } from '../../realtime/event-bus';
import { liveMessages } from '../../../shared/live';
import type { MyRequests } from '../../../shared/requests/my-requests';
import { orderSongs, type Orderable, type QueueOrder } from '../../../shared/live/queue-order';
import { deviceRequests, orderingRequests, sessionStatus } from './my-requests-queries';

interface Queued extends Orderable {
  status: string;
}

/**
 * The songs the musician will play before `mine`: Up Next in the show's order (decision 018;
 * the order is the show's, so every phone follows the musician's switch),
 * with requests for one song folded into one as the manager folds them ('Wonderwall ×3' is played
 * once), and without the song playing now. 0: it is next, or playing.
 */
export function songsAhead(
  requests: readonly Queued[],
  mine: { song_key: string },
  order: QueueOrder,
  nowPlayingId: number | null,
): number {
  const playing = requests.find((request) => request.id === nowPlayingId && request.status === 'accepted');
  if (playing?.song_key === mine.song_key) return 0;
  const upNext = requests.filter((request) => request.status === 'accepted' && request.song_key !== playing?.song_key);
  const index = orderSongs(upNext, order).findIndex((song) => song.song_key === mine.song_key);
  return Math.max(index, 0);
}

/** Whether this request's song is the one the musician is playing now. */
function isPlayingNow(requests: readonly Queued[], mine: { song_key: string }, nowPlayingId: number | null) {
  const playing = requests.find((request) => request.id === nowPlayingId && request.status === 'accepted');
  return playing !== undefined && playing.song_key === mine.song_key;
}

/** The show a fan follows their requests at (any status: an ended show's requests stay readable). */
export async function followedShow(ctx: AppContext, sessionId: number) {
  const session = await sessionStatus(ctx.db, sessionId);
  if (!session) throw notFound(liveMessages.sessionNotFound);
  return session;
}

/**
 * The requests this phone sent to a show and where each stands. Only rows with this
 * device's id are read; of the rest of the show, only the accepted queue's order is used, to
 * count the songs ahead, and none of it is returned. A phone without a device cookie has sent
 * nothing.
 */
export async function myRequestsAt(
  ctx: AppContext,
  sessionId: number,
  deviceId: string | undefined,
): Promise<MyRequests> {
  const session = await followedShow(ctx, sessionId);
  const own = deviceId ? await deviceRequests(ctx.db, sessionId, deviceId) : [];
  const show = own.some((request) => request.status === 'accepted') ? await orderingRequests(ctx.db, sessionId) : [];
  return myRequestsFrom(session, own, show);
}

type OwnRequest = Pick<
  MyRequests['requests'][number],
  'id' | 'song_title' | 'artist_name' | 'status' | 'created_at' | 'price_amount' | 'price_state'
>;

/**
 * A phone's list from its own rows (oldest first) and the show's requests as far as ordering them
 * goes (needed only when one of its own is accepted): what the GET answers and what the shared
 * feeds derive for each phone (my-requests-feeds.ts), so the two cannot drift.
 */
export function myRequestsFrom(
  session: {
    id: number;
    status: MyRequests['session']['status'];
    queue_order: QueueOrder;
    now_playing_id: number | null;
  },
  own: readonly OwnRequest[],
  show: readonly (Queued & { id: number })[],
): MyRequests {
  const keyOf = (id: number) => show.find((request) => request.id === id)?.song_key ?? `#${id}`;
  return {
    session: { id: session.id, status: session.status },
    requests: own.map((request) => {
      const mine = { song_key: keyOf(request.id) };
      const isAccepted = request.status === 'accepted';
      return {
        id: request.id,
        song_title: request.song_title,
        artist_name: request.artist_name,
        status: request.status,
        songs_ahead: isAccepted ? songsAhead(show, mine, session.queue_order, session.now_playing_id) : null,
        is_playing: isAccepted && isPlayingNow(show, mine, session.now_playing_id),
        created_at: request.created_at,
        price_amount: request.price_amount,
        price_state: request.price_state,
        price_note: request.price_state ? priceStateText(request.price_state, request.price_amount) : null,
      };
    }),
  };
}

/**
 * Which events of the musician's queue may change what a fan's phone shows, so the other fans'
 * requests of a busy show do not each cost every phone a read: this show's own events, and of
 * its requests' changes only those that can move one of ours (a change to one of our requests,
 * or any change while one of ours is accepted, as its songs ahead may change; a new request may
 * be ours, paid for on another page).
 */
export function concernsMyRequests(event: RealtimeEvent, current: MyRequests): boolean {
  const data = event.data as { id?: unknown; session_id?: unknown } | null;
  if (event.type.startsWith('session.')) return data?.id === current.session.id;
  if (data?.session_id !== current.session.id) return false;
  if (event.type === 'request.created') return true;
  return current.requests.some((request) => request.id === data.id || request.status === 'accepted');
}
