import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { allowedTransitions, liveMessages, type RequestStatus, type SongRequest } from '../../../shared/live';
import { adjustTimesPlayed } from '../songs/catalogue';
import { findRequestForUpdate, requestColumns, updateRequestStatus } from './queries';

/** Spec 2 §4 transitions, enforced here whatever the client shows; only the owning musician. */
export async function changeRequestStatus(
  ctx: AppContext,
  musicianId: number,
  requestId: number,
  to: RequestStatus,
): Promise<SongRequest> {
  const request = await findRequestForUpdate(ctx.db, requestId);
  if (!request) throw notFound(liveMessages.requestNotFound);
  if (request.musician_id !== musicianId) throw forbidden(liveMessages.notYourRequest);
  if (request.status === to) return pick(request);
  if (!allowedTransitions[request.status].includes(to))
    throw conflict(liveMessages.invalidTransition(request.status, to));

  const at = new Date().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateRequestStatus(trx, requestId, request.status, to, at))) return undefined;
    if (to === 'played') await adjustTimesPlayed(trx, request.song_id, 1);
    if (request.status === 'played') await adjustTimesPlayed(trx, request.song_id, -1);
    return trx.selectFrom('song_requests').select(requestColumns).where('id', '=', requestId).executeTakeFirstOrThrow();
  });
  // Someone else changed it between our read and our write: tell this client to refresh.
  if (!updated) throw conflict(liveMessages.invalidTransition(request.status, to));

  await ctx.bus.publish(channels.musicianQueue(musicianId), 'request.updated', updated);
  return updated;
}

function pick(request: SongRequest & Record<string, unknown>): SongRequest {
  const { musician_id: _m, song_id: _s, ...rest } = request;
  return rest as SongRequest;
}
