import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { RealtimeEvent } from '../../realtime/event-bus';
import { liveMessages } from '../../../shared/live';
import type { MyRequests } from '../../../shared/my-requests';
import { acceptedRequests, deviceRequests, sessionStatus } from './my-requests-queries';

interface Queued {
  id: number;
  song_id: number | null;
  is_premium: number;
  created_at: string;
}

/**
 * The songs the musician will play before `mine`, in the manager's own order (premium first,
 * then oldest; spec 2 §4) with requests for one song folded into one, as the manager folds
 * them ('Wonderwall ×3' is played once). The musician may reorder on their phone; that order is
 * local to it, so the count is the queue's default order: an honest 'about'.
 */
export function songsAhead(accepted: readonly Queued[], mine: Queued): number {
  // A request without a catalogue match (none since the catalogue began) is a song of its own.
  const song = (request: Queued) => request.song_id ?? -request.id;
  const ordered = [...accepted].sort(
    (a, b) => b.is_premium - a.is_premium || a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );
  // Distinct songs in play order, up to the one this request is folded into.
  const ahead = new Set<number>();
  for (const request of ordered) {
    if (song(request) === song(mine)) break;
    ahead.add(song(request));
  }
  return ahead.size;
}

/** The show a fan follows their requests at (any status: an ended show's requests stay readable). */
export async function followedShow(ctx: AppContext, sessionId: number) {
  const session = await sessionStatus(ctx.db, sessionId);
  if (!session) throw notFound(liveMessages.sessionNotFound);
  return session;
}

/**
 * Issue 16: the requests this phone sent to a show and where each stands. Only rows with this
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
  const accepted = own.some((request) => request.status === 'accepted')
    ? await acceptedRequests(ctx.db, sessionId)
    : [];
  return myRequestsFrom(session, own, accepted);
}

type OwnRequest = Queued & Pick<MyRequests['requests'][number], 'song_title' | 'artist_name' | 'status'>;

/** A phone's list from its own rows (oldest first) and the show's accepted queue. */
export function myRequestsFrom(
  session: Pick<MyRequests['session'], 'id' | 'status'>,
  own: readonly OwnRequest[],
  accepted: readonly Queued[],
): MyRequests {
  return {
    session: { id: session.id, status: session.status },
    requests: own.map((request) => ({
      id: request.id,
      song_title: request.song_title,
      artist_name: request.artist_name,
      status: request.status,
      songs_ahead: request.status === 'accepted' ? songsAhead(accepted, request) : null,
      created_at: request.created_at,
    })),
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
